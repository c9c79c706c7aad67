// Video and virtual-tour links (spec §5 "video URL recognition"): which player to embed, or nothing.

export type VideoKind = "file" | "youtube" | "vimeo" | "facebook" | "matterport" | "tvl" | "yisual";
export type RecognizedVideo = { kind: VideoKind; embedUrl: string };

export const VIDEO_FILE_EXTENSIONS = ["mp4", "mov", "wmv", "avi", "flv", "webm"] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const NUMERIC_ID = /^\d+$/;

/** Tour providers recognised by host suffix (spec §5); the host must be the domain or a sub-domain of it. */
export const TOUR_HOSTS: Readonly<Record<"matterport" | "tvl" | "yisual", readonly string[]>> = {
  matterport: ["matterport.com"],
  tvl: ["tvl.be"],
  yisual: ["yisual.com", "yisual.be"],
};

function hostIs(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

function parseUrl(url: string): URL | null {
  const text = url.trim();
  // A root-relative path is a file on this site; "//host" is not.
  const base = text.startsWith("/") && !text.startsWith("//") ? "https://site.invalid" : undefined;
  try {
    const parsed = new URL(text, base);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed : null;
  } catch {
    return null;
  }
}

// "t=90", "t=90s", "t=1m30s", "start=90": a start time in seconds, or null.
function startSeconds(parsed: URL): number | null {
  const value = parsed.searchParams.get("t") ?? parsed.searchParams.get("start");
  const match = value ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value) : null;
  if (!match || !value) return null;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

function youtubeId(parsed: URL, host: string): string | null {
  const segments = parsed.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return segments[0] ?? null;
  if (!["youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com"].includes(host))
    return null;
  if (segments[0] === "watch") return parsed.searchParams.get("v");
  if (segments[0] === "embed" || segments[0] === "shorts" || segments[0] === "live" || segments[0] === "v") {
    return segments[1] ?? null;
  }
  return null;
}

function vimeoId(parsed: URL, host: string): string | null {
  const segments = parsed.pathname.split("/").filter(Boolean);
  if (host === "player.vimeo.com") return segments[0] === "video" ? (segments[1] ?? null) : null;
  if (host !== "vimeo.com") return null;
  // vimeo.com/123, vimeo.com/channels/name/123, vimeo.com/groups/name/videos/123
  const last = segments.at(-1);
  return last && NUMERIC_ID.test(last) ? last : null;
}

function isFacebookVideo(parsed: URL, host: string): boolean {
  if (host === "fb.watch") return parsed.pathname.length > 1;
  if (host !== "facebook.com" && host !== "m.facebook.com") return false;
  const segments = parsed.pathname.split("/").filter(Boolean);
  if (segments[0] === "watch" || segments[0] === "video.php")
    return NUMERIC_ID.test(parsed.searchParams.get("v") ?? "");
  if (segments[0] === "reel") return NUMERIC_ID.test(segments[1] ?? "");
  return segments[1] === "videos" && segments.slice(2).some((segment) => NUMERIC_ID.test(segment));
}

/**
 * The kind of a video or tour link and the URL to embed it: YouTube through youtube-nocookie.com, Vimeo
 * with do-not-track, Facebook through its video plug-in, tours as they are (over https). Anything else,
 * look-alike hosts included, gives null.
 */
export function recognizeVideoUrl(url: string | null | undefined): RecognizedVideo | null {
  if (typeof url !== "string") return null;
  const parsed = parseUrl(url);
  if (!parsed || parsed.username || parsed.password) return null;
  const host = parsed.hostname.toLowerCase().replace(/^www\./, "");

  const extension = /\.([a-z0-9]+)$/i.exec(parsed.pathname)?.[1]?.toLowerCase();
  if (extension && (VIDEO_FILE_EXTENSIONS as readonly string[]).includes(extension)) {
    return { kind: "file", embedUrl: parsed.host === "site.invalid" ? url.trim() : parsed.href };
  }

  const youtube = youtubeId(parsed, host);
  if (youtube !== null) {
    if (!YOUTUBE_ID.test(youtube)) return null;
    const start = startSeconds(parsed);
    return {
      kind: "youtube",
      embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}${start ? `?start=${start}` : ""}`,
    };
  }

  const vimeo = vimeoId(parsed, host);
  if (vimeo !== null) {
    return NUMERIC_ID.test(vimeo)
      ? { kind: "vimeo", embedUrl: `https://player.vimeo.com/video/${vimeo}?dnt=1` }
      : null;
  }

  if (isFacebookVideo(parsed, host)) {
    const canonical = `https://${parsed.hostname}${parsed.pathname}${parsed.search}`;
    return {
      kind: "facebook",
      embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(canonical)}&show_text=false`,
    };
  }

  for (const kind of ["matterport", "tvl", "yisual"] as const) {
    if (TOUR_HOSTS[kind].some((domain) => hostIs(host, domain))) {
      const secure = new URL(parsed.href);
      secure.protocol = "https:";
      return { kind, embedUrl: secure.href };
    }
  }
  return null;
}
