// A listing's photos in the back office: upload one (checked with sharp and stored as the import's photo
// fetcher stores a fetched one, so the media pipeline serves it alike), move one up or down, set its alt
// text per language, remove one. Every change raises the listing's version, refused when the form showed
// another, and is audit-logged in the same transaction; the photo rows' writes empty the page cache.
import { and, asc, count, eq, gt, lt, max, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { photos, properties } from "../../db/schema/listings.ts";
import { audit } from "../accounts/audit-log.server.ts";
import { MAX_PHOTOS } from "../import/listing-payload.ts";
import { checkedImage, type CheckedImage, storeOriginal } from "../import/photo-fetcher.server.ts";
import type { Tx } from "../import/import-listing.server.ts";
import { TEXT_LANGUAGES } from "./listing-form.ts";

/** The largest photo staff may upload; the form's body is capped just above it (read-submission). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const alt = z.string().trim().max(300, { error: "BO_PHOTOS_ERROR_ALT" }).optional();

const AltTexts = z.object({ alt_nl: alt, alt_fr: alt, alt_en: alt });

export const PhotoUploadSchema = AltTexts.extend({ version: id });

export const PhotoChangeSchema = AltTexts.extend({
  version: id,
  photoId: id,
  photo: z.enum(["up", "down", "caption", "remove"]),
});

type AltInput = z.output<typeof AltTexts>;

export type PhotoOutcome = "saved" | "conflict" | "unknown" | "bad-file" | "too-many";

export type ListingPhoto = {
  id: number;
  position: number;
  imageKey: string;
  width: number;
  height: number;
  alt: Record<string, string>;
};

export async function photosOf(db: Database, propertyId: number): Promise<ListingPhoto[]> {
  const rows = await db
    .select()
    .from(photos)
    .where(eq(photos.propertyId, propertyId))
    .orderBy(asc(photos.position), asc(photos.id));
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    imageKey: row.imageKey,
    width: row.width,
    height: row.height,
    alt: { ...row.caption },
  }));
}

function captionOf(input: AltInput): Record<string, string> | null {
  const caption: Record<string, string> = {};
  for (const language of TEXT_LANGUAGES) {
    const text = input[`alt_${language}`];
    if (text) caption[language] = text;
  }
  return Object.keys(caption).length > 0 ? caption : null;
}

/**
 * Locks the listing's row and, if its version is still `version`, raises it; false when it is not (or
 * there is no listing), and then the caller writes nothing.
 */
async function claimVersion(tx: Tx, propertyId: number, version: number): Promise<boolean> {
  const [row] = await tx
    .select({ version: properties.version })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for("update");
  if (row?.version !== version) return false;
  await tx
    .update(properties)
    .set({ version: sql`${properties.version} + 1`, updatedAt: new Date() })
    .where(eq(properties.id, propertyId));
  return true;
}

async function photoStats(tx: Tx, propertyId: number) {
  const [stats] = await tx
    .select({ photos: count(), last: max(photos.position) })
    .from(photos)
    .where(eq(photos.propertyId, propertyId));
  return { photos: stats?.photos ?? 0, last: stats?.last ?? -1 };
}

export async function addPhoto(
  db: Database,
  actorId: string,
  propertyId: number,
  input: z.output<typeof PhotoUploadSchema>,
  file: File | undefined,
  now: Date,
): Promise<PhotoOutcome> {
  if (!file || file.size === 0 || file.size > MAX_PHOTO_BYTES) return "bad-file";
  const body = Buffer.from(await file.arrayBuffer());
  let image: CheckedImage;
  try {
    image = await checkedImage(body);
  } catch {
    return "bad-file";
  }
  return db.transaction(async (tx) => {
    // The count is read under the listing's row lock, so two uploads at once cannot pass the limit.
    const [locked] = await tx
      .select({ version: properties.version })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for("update");
    if (locked?.version !== input.version) return "conflict";
    const stats = await photoStats(tx, propertyId);
    if (stats.photos >= MAX_PHOTOS) return "too-many";
    if (!(await claimVersion(tx, propertyId, input.version))) return "conflict";
    const imageKey = await storeOriginal(tx, body, image);
    await tx.insert(photos).values({
      propertyId,
      position: stats.last + 1,
      imageKey,
      width: image.width,
      height: image.height,
      caption: captionOf(input),
    });
    await audit(tx, actorId, "listing.photo_added", { kind: "property", id: propertyId }, now);
    return "saved";
  });
}

async function swap(tx: Tx, propertyId: number, photo: { id: number; position: number }, up: boolean) {
  const [neighbour] = await tx
    .select({ id: photos.id, position: photos.position })
    .from(photos)
    .where(
      and(
        eq(photos.propertyId, propertyId),
        up ? lt(photos.position, photo.position) : gt(photos.position, photo.position),
      ),
    )
    .orderBy(up ? sql`${photos.position} desc` : asc(photos.position))
    .limit(1);
  if (!neighbour) return;
  await tx.update(photos).set({ position: neighbour.position }).where(eq(photos.id, photo.id));
  await tx.update(photos).set({ position: photo.position }).where(eq(photos.id, neighbour.id));
}

export async function changePhoto(
  db: Database,
  actorId: string,
  propertyId: number,
  change: z.output<typeof PhotoChangeSchema>,
  now: Date,
): Promise<PhotoOutcome> {
  return db.transaction(async (tx) => {
    const [photo] = await tx
      .select({ id: photos.id, position: photos.position })
      .from(photos)
      .where(and(eq(photos.id, change.photoId), eq(photos.propertyId, propertyId)));
    if (!photo) return "unknown";
    if (!(await claimVersion(tx, propertyId, change.version))) return "conflict";
    if (change.photo === "remove") {
      await tx.delete(photos).where(eq(photos.id, photo.id));
    } else if (change.photo === "caption") {
      await tx
        .update(photos)
        .set({ caption: captionOf(change) })
        .where(eq(photos.id, photo.id));
    } else {
      await swap(tx, propertyId, photo, change.photo === "up");
    }
    const action = change.photo === "remove" ? "listing.photo_removed" : "listing.photo_changed";
    await audit(tx, actorId, action, { kind: "property", id: propertyId }, now);
    return "saved";
  });
}
