// The headline (TypeDescription) in the visitor's language and the first photo of listings, fetched by ID
// in two indexed look-ups and joined in memory: a page shows 24 listings, the map and search a few hundred.
import { and, asc, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { photos, propertyTexts } from "../../db/schema/listings.ts";
import type { Language } from "../../i18n/languages.ts";
import { fallbackLanguages } from "../../i18n/localized-text.ts";

export type ListingPhoto = { imageKey: string; width: number; height: number };
export type ListingExtras = { headline: (id: number) => string; photo: (id: number) => ListingPhoto | null };

/** Headlines and first photos of the listings `ids`, or of every listing when `ids` is "all". */
export async function listingExtras(
  db: Database,
  ids: number[] | "all",
  language: Language,
): Promise<ListingExtras> {
  const languages = fallbackLanguages(language);
  if (ids !== "all" && ids.length === 0) return { headline: () => "", photo: () => null };
  const texts = await db
    .select({
      propertyId: propertyTexts.propertyId,
      language: propertyTexts.language,
      typeDescription: propertyTexts.typeDescription,
    })
    .from(propertyTexts)
    .where(
      and(
        inArray(propertyTexts.language, languages),
        ids === "all" ? undefined : inArray(propertyTexts.propertyId, ids),
      ),
    );
  const firstPhotos = await db
    .selectDistinctOn([photos.propertyId], {
      propertyId: photos.propertyId,
      imageKey: photos.imageKey,
      width: photos.width,
      height: photos.height,
    })
    .from(photos)
    .where(ids === "all" ? undefined : inArray(photos.propertyId, ids))
    .orderBy(photos.propertyId, asc(photos.position));

  const headlines = new Map<number, { rank: number; text: string }>();
  for (const text of texts) {
    const rank = languages.findIndex((code) => code === text.language);
    const known = headlines.get(text.propertyId);
    if (!known || rank < known.rank) headlines.set(text.propertyId, { rank, text: text.typeDescription });
  }
  const photoById = new Map<number, ListingPhoto>();
  for (const photo of firstPhotos) {
    if (photo.propertyId === null) continue;
    photoById.set(photo.propertyId, { imageKey: photo.imageKey, width: photo.width, height: photo.height });
  }
  return {
    headline: (id) => headlines.get(id)?.text ?? "",
    photo: (id) => photoById.get(id) ?? null,
  };
}
