// The stored stills of a listing's YouTube and Vimeo videos at the configured quality (ADR 0017): our own
// copies, shown by the consent placeholders. A video whose still is not stored (not fetched yet, or the
// fetch failed) has none here, and its placeholder stays without an image.
import { and, eq, inArray } from "drizzle-orm";
import { thumbnailVideoOf, type VideoThumbnailQuality } from "../../domain/video-thumbnail.ts";
import type { Database } from "../../db/client.server.ts";
import { videoThumbnails } from "../../db/schema/imports.ts";
import type { PhotoSource } from "./photo-views.ts";

/** Stored stills by video key ("youtube:<id>"); no query when no link is a YouTube or Vimeo video. */
export async function findVideoThumbnails(
  db: Database,
  urls: readonly string[],
  quality: VideoThumbnailQuality,
): Promise<Map<string, PhotoSource>> {
  const keys = [...new Set(urls.flatMap((url) => thumbnailVideoOf(url)?.key ?? []))];
  const found = new Map<string, PhotoSource>();
  if (keys.length === 0) return found;
  const rows = await db
    .select({
      videoKey: videoThumbnails.videoKey,
      imageKey: videoThumbnails.imageKey,
      width: videoThumbnails.width,
      height: videoThumbnails.height,
    })
    .from(videoThumbnails)
    .where(
      and(
        inArray(videoThumbnails.videoKey, keys),
        eq(videoThumbnails.quality, quality),
        eq(videoThumbnails.state, "stored"),
      ),
    );
  for (const row of rows) {
    if (row.imageKey && row.width && row.height) {
      found.set(row.videoKey, { imageKey: row.imageKey, width: row.width, height: row.height });
    }
  }
  return found;
}
