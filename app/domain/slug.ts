// URL segments from names (spec §2 article paths; also the {city}/{slug} segments of property paths).
import { stripAccents } from "./accents.ts";

/**
 * "Sint-Katelijne-Waver" → "sint-katelijne-waver", "Ruime villa's & tuin!" → "ruime-villas-tuin":
 * lowercase, diacritics removed, punctuation stripped, spaces to hyphens (spec §2). Hyphens stay word
 * separators; runs of them collapse and none is left at either end.
 */
export function slugify(text: string | null | undefined): string {
  if (typeof text !== "string") return "";
  return stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
