// Fetches the photos imports queued (table photo_fetches), one at a time per app process: claims a row
// (fetch-queue.server.ts: SKIP LOCKED, so several processes share the queue; the retry rule), fetches it
// through guarded-fetch.server.ts, checks it is an image by its content, stores the original
// (media_originals) and adds the listing's photo row, whose write empties the page cache and names the key
// to the media route (the public-content notification).
import { and, eq } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import type { Database } from "../../db/client.server.ts";
import { mediaOriginals, photoFetches } from "../../db/schema/imports.ts";
import { type LocalizedText, photos } from "../../db/schema/listings.ts";
import { importedImageKey, MAX_INPUT_PIXELS } from "../media/imported-image-key.ts";
import { workFetchQueue } from "./fetch-queue.server.ts";
import { type FetchWorker, startFetchWorker } from "./fetch-worker.server.ts";
import { type FetchPolicy, FetchRefused, guardedFetch } from "./guarded-fetch.server.ts";

const IMAGE_FORMATS: Record<string, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heif: "image/avif",
};

/** What a queued photo becomes: the listing's photo at its position, with its caption. */
type QueuedPhoto = { propertyId: number; position: number; caption: LocalizedText | null };

export type CheckedImage = { contentType: string; width: number; height: number };

/**
 * The image's stored form: its media type and upright size, checked from the bytes, not the headers. Also
 * the check of a photo staff upload in the back office.
 */
export async function checkedImage(body: Buffer): Promise<CheckedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new FetchRefused("not a readable image");
  }
  const contentType = IMAGE_FORMATS[meta.format];
  if (!contentType || !meta.width || !meta.height)
    throw new FetchRefused(`image format ${meta.format} is not accepted`);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new FetchRefused("too many pixels");
  const turned = (meta.orientation ?? 1) >= 5;
  return { contentType, width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Stores a checked original under its content key (once, however often it is sent); resolves to the key. */
export async function storeOriginal(tx: Tx, body: Buffer, image: CheckedImage): Promise<string> {
  const imageKey = importedImageKey(body);
  await tx
    .insert(mediaOriginals)
    .values({ imageKey, bytes: body, ...image })
    .onConflictDoNothing();
  return imageKey;
}

async function store(db: Database, id: number, photo: QueuedPhoto, body: Buffer): Promise<void> {
  const image = await checkedImage(body);
  await db.transaction(async (tx) => {
    const imageKey = await storeOriginal(tx, body, image);
    // The listing may have been imported again meanwhile, with other photos: then this row is gone.
    const still = await tx
      .update(photoFetches)
      .set({ state: "stored", error: null })
      .where(and(eq(photoFetches.id, id), eq(photoFetches.state, "fetching")))
      .returning({ id: photoFetches.id });
    if (still.length === 0) return;
    await tx.insert(photos).values({
      propertyId: photo.propertyId,
      position: photo.position,
      imageKey,
      width: image.width,
      height: image.height,
      caption: photo.caption,
    });
  });
}

/** Fetches queued photos until none is left; resolves to how many were handled. */
export function fetchQueuedPhotos(db: Database, policy: FetchPolicy): Promise<number> {
  return workFetchQueue(db, photoFetches, async (id) => {
    const [queued] = await db
      .select({
        propertyId: photoFetches.propertyId,
        position: photoFetches.position,
        url: photoFetches.url,
        caption: photoFetches.caption,
      })
      .from(photoFetches)
      .where(eq(photoFetches.id, id));
    // A listing imported again since has other photos: its old rows are gone, nothing to fetch.
    if (!queued) return;
    const { body } = await guardedFetch(queued.url, policy);
    await store(db, id, { ...queued, caption: queued.caption ?? null }, body);
  });
}

/** Works the photo queue now and then (every `pollMs`), and at once when kicked after an import. */
export function startPhotoFetcher(options: {
  db: Database;
  policy: FetchPolicy;
  log: (line: string) => void;
  pollMs?: number;
}): FetchWorker {
  const { db, policy, log, pollMs } = options;
  return startFetchWorker({
    work: () => fetchQueuedPhotos(db, policy),
    label: "Photos",
    log,
    ...(pollMs === undefined ? {} : { pollMs }),
  });
}
