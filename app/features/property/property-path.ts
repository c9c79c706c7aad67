// A property's localized path: `/nl/te-koop/mechelen/halfopen-woning/4120/` (spec §2 route table). The
// city and the type description in the path's language, made URL-safe, precede the id, which decides.
import { slugify } from "../../domain/slug.ts";
import type { Language } from "../../i18n/languages.ts";
import { propertyPath } from "../../i18n/route-table.ts";

export function propertyPathIn(
  listing: { id: number; goal: number; city: string },
  typeDescription: string | null | undefined,
  language: Language,
): string {
  const slug = slugify(typeDescription ?? "") || String(listing.id);
  return propertyPath(
    { id: listing.id, goal: listing.goal, city: slugify(listing.city) || "-", slug },
    language,
  );
}
