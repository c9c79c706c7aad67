// Video thumbnails of the consent placeholders (spec §9 "Video thumbnail quality options: low, medium,
// high"; ADR 0017): which video a link names, and where its still image is asked for at each quality. The
// server fetches it once and the page shows our own copy, so a visitor's browser never asks YouTube or
// Vimeo for anything before consent.
import { recognizeVideoUrl } from "./video-url.ts";

export const VIDEO_THUMBNAIL_QUALITIES = ["low", "medium", "high"] as const;
export type VideoThumbnailQuality = (typeof VIDEO_THUMBNAIL_QUALITIES)[number];
export const DEFAULT_VIDEO_THUMBNAIL_QUALITY: VideoThumbnailQuality = "medium";

/** The site configuration's value when it is one of the three, the default otherwise (never set, or old). */
export function videoThumbnailQualityOf(value: unknown): VideoThumbnailQuality {
  return VIDEO_THUMBNAIL_QUALITIES.find((quality) => quality === value) ?? DEFAULT_VIDEO_THUMBNAIL_QUALITY;
}

/** Where the stills are asked for: YouTube's image host and Vimeo's site (settings, so tests use loopback). */
export type ThumbnailSources = { youtubeOrigin: string; vimeoOrigin: string };

export const THUMBNAIL_SOURCES: ThumbnailSources = {
  youtubeOrigin: "https://i.ytimg.com",
  vimeoOrigin: "https://vimeo.com",
};

export type ThumbnailVideo = {
  provider: "youtube" | "vimeo";
  id: string;
  /** "youtube:<id>" or "vimeo:<id>": the same video however its link is written. */
  key: string;
};

/** The YouTube or Vimeo video a link names, or null (files, tours, Facebook, anything else). */
export function thumbnailVideoOf(url: string | null | undefined): ThumbnailVideo | null {
  const recognized = recognizeVideoUrl(url);
  if (!recognized || (recognized.kind !== "youtube" && recognized.kind !== "vimeo")) return null;
  // The embed URL is written by recognizeVideoUrl from the checked id: …/embed/<id> or …/video/<id>.
  const id = new URL(recognized.embedUrl).pathname.split("/").at(-1) ?? "";
  if (!id) return null;
  return { provider: recognized.kind, id, key: `${recognized.kind}:${id}` };
}

const VIDEO_KEY = /^(youtube|vimeo):([A-Za-z0-9_-]{1,32})$/;

/** A stored key read back, or null when it is not one this module writes. */
export function parseThumbnailVideoKey(key: string): ThumbnailVideo | null {
  const match = VIDEO_KEY.exec(key);
  const provider = match?.[1];
  const id = match?.[2];
  if (!id || (provider !== "youtube" && provider !== "vimeo")) return null;
  return { provider, id, key };
}

/**
 * YouTube's still images, as its Data API documents them: default 120 × 90, mqdefault 320 × 180,
 * hqdefault 480 × 360, sddefault 640 × 480, maxresdefault 1280 × 720. Not every video has the larger ones
 * (they answer 404), so each quality lists what to try in order.
 */
const YOUTUBE_STILLS: Record<VideoThumbnailQuality, readonly string[]> = {
  low: ["mqdefault", "default"],
  medium: ["hqdefault", "mqdefault"],
  high: ["maxresdefault", "sddefault", "hqdefault"],
};

/** The URLs of a YouTube video's still at `quality`, best first; `origin` is https://i.ytimg.com. */
export function youtubeThumbnailUrls(origin: string, id: string, quality: VideoThumbnailQuality): string[] {
  return YOUTUBE_STILLS[quality].map((name) => `${origin}/vi/${encodeURIComponent(id)}/${name}.jpg`);
}

/** The width asked of Vimeo's oEmbed endpoint per quality: its `thumbnail_url` comes at about that width. */
export const VIMEO_THUMBNAIL_WIDTHS: Record<VideoThumbnailQuality, number> = {
  low: 320,
  medium: 640,
  high: 1280,
};

/** Vimeo's oEmbed endpoint for a video, whose answer's `thumbnail_url` names the still; origin https://vimeo.com. */
export function vimeoOembedUrl(origin: string, id: string, quality: VideoThumbnailQuality): string {
  const video = `https://vimeo.com/${encodeURIComponent(id)}`;
  const width = VIMEO_THUMBNAIL_WIDTHS[quality];
  return `${origin}/api/oembed.json?url=${encodeURIComponent(video)}&width=${width}`;
}
