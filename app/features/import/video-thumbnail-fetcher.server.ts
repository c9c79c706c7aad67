// Fetches the still images of the YouTube and Vimeo videos imports queued (table video_thumbnails), one at
// a time per app process, through the photos' queue (fetch-queue.server.ts: the claim, SKIP LOCKED, and
// the retry rule): fetches through guarded-fetch.server.ts (public addresses only, size, type and time
// bounded), checks the image by its content, and stores it as an original (media_originals) that /media/
// renders like every photo. The row turning 'stored' notifies 'public_content_changed', so cached pages
// pick the thumbnail up. A still that fails for good leaves the placeholder without an image.
import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import {
  parseThumbnailVideoKey,
  thumbnailVideoOf,
  type ThumbnailSources,
  type ThumbnailVideo,
  type VideoThumbnailQuality,
  videoThumbnailQualityOf,
  vimeoOembedUrl,
  youtubeThumbnailUrls,
} from "../../domain/video-thumbnail.ts";
import type { Database } from "../../db/client.server.ts";
import { siteSettings } from "../../db/schema/content.ts";
import { videoThumbnails } from "../../db/schema/imports.ts";
import { workFetchQueue } from "./fetch-queue.server.ts";
import { type FetchWorker, startFetchWorker } from "./fetch-worker.server.ts";
import { type FetchPolicy, FetchRefused, guardedFetch } from "./guarded-fetch.server.ts";
import { checkedImage, storeOriginal } from "./photo-fetcher.server.ts";

/** A still is a few hundred kilobytes at most (1280 × 720 JPEG); anything far larger is not one. */
export const THUMBNAIL_FETCH_POLICY: FetchPolicy = {
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 3,
  acceptTypes: ["image/jpeg", "image/png", "image/webp"],
};

/** Vimeo's oEmbed answer: a few hundred bytes of JSON. */
const OEMBED_FETCH_POLICY: FetchPolicy = {
  maxBytes: 64 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 3,
  acceptTypes: ["application/json"],
};

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Queues the still of each YouTube or Vimeo video among `urls` at `quality` (in the caller's transaction):
 * a video already stored, queued or being fetched is left as it is, one that failed before is tried again.
 * Resolves to how many were queued.
 */
export async function queueVideoThumbnails(
  tx: Tx | Database,
  urls: readonly string[],
  quality: VideoThumbnailQuality,
): Promise<number> {
  const keys = [...new Set(urls.flatMap((url) => thumbnailVideoOf(url)?.key ?? []))];
  if (keys.length === 0) return 0;
  const queued = await tx
    .insert(videoThumbnails)
    .values(keys.map((videoKey) => ({ videoKey, quality })))
    .onConflictDoUpdate({
      target: [videoThumbnails.videoKey, videoThumbnails.quality],
      set: { state: "pending", attempts: 0, error: null },
      setWhere: eq(videoThumbnails.state, "failed"),
    })
    .returning({ id: videoThumbnails.id });
  return queued.length;
}

/**
 * After the configured quality changed: every video known at another quality is queued at this one, so
 * the placeholders show a still of the quality now asked for once it is fetched.
 */
export async function queueAtQuality(db: Database, quality: VideoThumbnailQuality): Promise<void> {
  await db.execute(sql`
    insert into video_thumbnails (video_key, quality)
    select distinct video_key, ${quality} from video_thumbnails where ${ne(videoThumbnails.quality, quality)}
    on conflict do nothing`);
}

/** The quality the site configuration asks for (display options), "medium" when it names none. */
export async function configuredThumbnailQuality(db: Tx | Database): Promise<VideoThumbnailQuality> {
  const [row] = await db.select({ options: siteSettings.displayOptions }).from(siteSettings).limit(1);
  return videoThumbnailQualityOf(row?.options.videoThumbnailQuality);
}

const OembedSchema = z.object({ thumbnail_url: z.url({ protocol: /^https?$/ }) });

/** Tries each of YouTube's stills in turn: a missing one (404) gives way to the next. */
async function fetchFirstOf(urls: readonly string[], policy: FetchPolicy): Promise<Buffer> {
  let last: unknown = new FetchRefused("no still to try");
  for (const url of urls) {
    try {
      return (await guardedFetch(url, policy)).body;
    } catch (error) {
      if (!(error instanceof FetchRefused)) throw error;
      last = error;
    }
  }
  throw last;
}

async function fetchStill(
  video: ThumbnailVideo,
  quality: VideoThumbnailQuality,
  options: ThumbnailFetchOptions,
) {
  const { sources, allowedTestHost } = options;
  const bounds = { allowedTestHost, ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) };
  const imagePolicy = { ...THUMBNAIL_FETCH_POLICY, ...bounds };
  if (video.provider === "youtube") {
    return fetchFirstOf(youtubeThumbnailUrls(sources.youtubeOrigin, video.id, quality), imagePolicy);
  }
  const oembed = await guardedFetch(vimeoOembedUrl(sources.vimeoOrigin, video.id, quality), {
    ...OEMBED_FETCH_POLICY,
    ...bounds,
  });
  let answer: unknown;
  try {
    answer = JSON.parse(oembed.body.toString("utf8"));
  } catch {
    throw new FetchRefused("the oEmbed answer is not JSON");
  }
  const parsed = OembedSchema.safeParse(answer);
  if (!parsed.success) throw new FetchRefused("the oEmbed answer names no thumbnail_url");
  return fetchFirstOf([parsed.data.thumbnail_url], imagePolicy);
}

async function store(db: Database, id: number, body: Buffer): Promise<void> {
  const image = await checkedImage(body);
  await db.transaction(async (tx) => {
    const imageKey = await storeOriginal(tx, body, image);
    await tx
      .update(videoThumbnails)
      .set({ state: "stored", error: null, imageKey, width: image.width, height: image.height })
      .where(and(eq(videoThumbnails.id, id), eq(videoThumbnails.state, "fetching")));
  });
}

export type ThumbnailFetchOptions = {
  sources: ThumbnailSources;
  /** One host name whose addresses are not checked: a test stand-in on loopback. Never set in production. */
  allowedTestHost?: string | undefined;
  /** Time for each fetch, redirects included; the policies' own when unset (tests shorten it). */
  timeoutMs?: number;
};

/** Fetches queued stills until none is left; resolves to how many were handled. */
export async function fetchQueuedThumbnails(db: Database, options: ThumbnailFetchOptions): Promise<number> {
  await queueAtQuality(db, await configuredThumbnailQuality(db));
  return workFetchQueue(db, videoThumbnails, async (id) => {
    const [queued] = await db
      .select({ videoKey: videoThumbnails.videoKey, quality: videoThumbnails.quality })
      .from(videoThumbnails)
      .where(eq(videoThumbnails.id, id));
    if (!queued) return;
    const video = parseThumbnailVideoKey(queued.videoKey);
    if (!video) throw new FetchRefused("not a video this site fetches stills of");
    // The column is plain text: a value written by hand reads as the default quality.
    const quality = videoThumbnailQualityOf(queued.quality);
    await store(db, id, await fetchStill(video, quality, options));
  });
}

/** Works the thumbnail queue now and then (every `pollMs`), and at once when kicked after an import. */
export function startThumbnailFetcher(
  options: ThumbnailFetchOptions & { db: Database; log: (line: string) => void; pollMs?: number },
): FetchWorker {
  const { db, log, pollMs, ...fetchOptions } = options;
  return startFetchWorker({
    work: () => fetchQueuedThumbnails(db, fetchOptions),
    label: "Video thumbnails",
    log,
    ...(pollMs === undefined ? {} : { pollMs }),
  });
}
