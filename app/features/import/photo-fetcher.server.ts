// Fetches the photos imports queued (table photo_fetches), one at a time per app process: claims a row
// (SKIP LOCKED, so several processes share the queue), fetches it through guarded-fetch.server.ts, checks
// it is an image by its content, stores the original (media_originals) and adds the listing's photo row,
// whose write empties the page cache and names the key to the media route (the public-content
// notification). A refused URL or body fails for good; a network error is tried again, up to 3 times.
import { and, eq, sql } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import type { Database } from "../../db/client.server.ts";
import { rawRows } from "../../db/raw-rows.server.ts";
import { mediaOriginals, photoFetches } from "../../db/schema/imports.ts";
import { type LocalizedText, photos } from "../../db/schema/listings.ts";
import { importedImageKey, MAX_INPUT_PIXELS } from "../media/imported-image-key.ts";
import { type FetchWorker, startFetchWorker } from "./fetch-worker.server.ts";
import { type FetchPolicy, FetchRefused, guardedFetch } from "./guarded-fetch.server.ts";

const MAX_ATTEMPTS = 3;
/** A claim older than this is taken to be a process that died mid-fetch. */
const LEASE = "5 minutes";
const IMAGE_FORMATS: Record<string, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heif: "image/avif",
};

type Claimed = {
  id: number;
  propertyId: number;
  position: number;
  url: string;
  attempts: number;
  caption: LocalizedText | null;
};

async function claimNext(db: Database): Promise<Claimed | null> {
  const [row] = await rawRows(
    db,
    sql`update photo_fetches set state = 'fetching', claimed_at = now(), attempts = attempts + 1
        where id = (
          select id from photo_fetches
          where state = 'pending' or (state = 'fetching' and claimed_at < now() - ${LEASE}::interval)
          order by id limit 1 for update skip locked)
        returning id, property_id, position, url, attempts`,
  );
  if (!row) return null;
  const [full] = await db
    .select({ caption: photoFetches.caption })
    .from(photoFetches)
    .where(eq(photoFetches.id, Number(row.id)));
  return {
    id: Number(row.id),
    propertyId: Number(row.property_id),
    position: Number(row.position),
    url: String(row.url),
    attempts: Number(row.attempts),
    caption: full?.caption ?? null,
  };
}

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

async function store(db: Database, fetch: Claimed, body: Buffer): Promise<void> {
  const image = await checkedImage(body);
  await db.transaction(async (tx) => {
    const imageKey = await storeOriginal(tx, body, image);
    // The listing may have been imported again meanwhile, with other photos: then this row is gone.
    const still = await tx
      .update(photoFetches)
      .set({ state: "stored", error: null })
      .where(and(eq(photoFetches.id, fetch.id), eq(photoFetches.state, "fetching")))
      .returning({ id: photoFetches.id });
    if (still.length === 0) return;
    await tx.insert(photos).values({
      propertyId: fetch.propertyId,
      position: fetch.position,
      imageKey,
      width: image.width,
      height: image.height,
      caption: fetch.caption ?? null,
    });
  });
}

async function fail(db: Database, fetch: Claimed, error: unknown): Promise<void> {
  const final = error instanceof FetchRefused || fetch.attempts >= MAX_ATTEMPTS;
  const message = error instanceof Error ? error.message : String(error);
  await db
    .update(photoFetches)
    .set({ state: final ? "failed" : "pending", error: message.slice(0, 500) })
    .where(and(eq(photoFetches.id, fetch.id), eq(photoFetches.state, "fetching")));
}

/** Fetches queued photos until none is left; resolves to how many were handled. */
export async function fetchQueuedPhotos(db: Database, policy: FetchPolicy): Promise<number> {
  let handled = 0;
  for (let next = await claimNext(db); next; next = await claimNext(db)) {
    try {
      const { body } = await guardedFetch(next.url, policy);
      await store(db, next, body);
    } catch (error) {
      await fail(db, next, error);
    }
    handled += 1;
  }
  return handled;
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
