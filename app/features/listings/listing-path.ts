// A listing's detail path in a language, the same the property page takes as canonical (spec §2:
// `/nl/te-koop/{city}/{slug}/{id}/`), so a card's link never costs a redirect.
import { slugify } from "../../domain/slug.ts";
import type { Language } from "../../i18n/languages.ts";
import { propertyPath } from "../../i18n/route-table.ts";

export function listingPath(
  listing: { id: number; goal: number; city: string; typeDescription: string },
  language: Language,
): string {
  const slug = slugify(listing.typeDescription) || String(listing.id);
  return propertyPath(
    { id: listing.id, goal: listing.goal, city: slugify(listing.city) || "-", slug },
    language,
  );
}
