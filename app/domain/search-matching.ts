// Matching for the home search box (spec §2 "home search block", §5 "search matching"). Threshold 0 means
// no typo tolerance: what is typed must appear as written (case and accents aside), so plain code does it.
import { foldForSearch, stripAccents } from "./accents.ts";
import { cleanDescription } from "./description.ts";

export { stripAccents };

/** Spec §9: a property result shows its type description cut to 100 characters. */
export const SEARCH_DESCRIPTION_LIMIT = 100;
/** At most this many cities are listed; the index lists the busiest first. */
export const CITY_RESULT_LIMIT = 10;

export type MatchableProperty = { id: number };
export type MatchableCity = { name: string; zip: string; searchName?: string };
export type MatchableType = { name: string };

function tokensOf(text: string): string[] {
  return foldForSearch(text)
    .split(/[\s,;/]+/)
    .filter(Boolean);
}

function wordsOf(text: string): string[] {
  return foldForSearch(text)
    .split(/[\s\-'()/.]+/)
    .filter(Boolean);
}

// Every token starts one of the words, or the whole text ("sint-kat" against "sint-katelijne-waver").
function tokensMatch(tokens: readonly string[], words: readonly string[], whole: readonly string[]): boolean {
  return tokens.every(
    (token) => words.some((word) => word.startsWith(token)) || whole.some((text) => text.startsWith(token)),
  );
}

/** "1234", "ref 1234", "Ref: 1234", "#1234": the reference a visitor typed, or null. */
export function referenceIn(text: string): string | null {
  const match = /^(?:ref\.?\s*:?\s*|#\s*)?(\d+)$/i.exec(text.trim());
  return match?.[1] ? String(Number(match[1])) : null;
}

/** Properties whose ID is exactly the reference typed (spec §5: exact, all tokens). */
export function matchProperties<P extends MatchableProperty>(properties: readonly P[], text: string): P[] {
  const reference = referenceIn(text);
  return reference === null ? [] : properties.filter((property) => String(property.id) === reference);
}

/**
 * Cities whose name, accent-stripped name or postal code starts with what is typed, word by word
 * ("kat" finds Sint-Katelijne-Waver, "28" finds 2800, "liege" finds Liège); cities whose name itself
 * starts with the text come first (spec §5).
 */
export function matchCities<C extends MatchableCity>(
  cities: readonly C[],
  text: string,
  limit = CITY_RESULT_LIMIT,
): C[] {
  const tokens = tokensOf(text);
  if (tokens.length === 0) return [];
  const folded = foldForSearch(text);
  const found = cities.filter((city) => {
    const whole = [foldForSearch(city.name), foldForSearch(city.searchName ?? ""), city.zip.trim()];
    return tokensMatch(tokens, [...wordsOf(city.name), ...wordsOf(city.searchName ?? "")], whole);
  });
  const startsWithText = (city: C) =>
    foldForSearch(city.name).startsWith(folded) || city.zip.startsWith(folded);
  return [...found.filter(startsWithText), ...found.filter((city) => !startsWithText(city))].slice(0, limit);
}

/** Types whose name has a word starting with each word typed ("app" finds Appartement). */
export function matchTypes<T extends MatchableType>(types: readonly T[], text: string): T[] {
  const tokens = tokensOf(text);
  if (tokens.length === 0) return [];
  return types.filter((type) => tokensMatch(tokens, wordsOf(type.name), [foldForSearch(type.name)]));
}

export type SearchPanel<P, C, T> =
  | { kind: "types"; types: T[] }
  | { kind: "matches"; types: T[]; cities: C[]; properties: P[]; showHeadings: boolean };

/**
 * What the search panel shows for the text typed (spec §2): without text, every type; with text, the
 * matching types, cities and properties, in that order, with group headings only when cities match.
 */
export function searchPanel<P extends MatchableProperty, C extends MatchableCity, T extends MatchableType>(
  index: { properties: readonly P[]; cities: readonly C[]; types: readonly T[] },
  text: string,
): SearchPanel<P, C, T> {
  if (text.trim() === "") return { kind: "types", types: [...index.types] };
  const cities = matchCities(index.cities, text);
  return {
    kind: "matches",
    types: matchTypes(index.types, text),
    cities,
    properties: matchProperties(index.properties, text),
    showHeadings: cities.length > 0,
  };
}

/** A type description as a property result shows it: plain text cut to 100 characters (spec §9). */
export function searchDescription(typeDescription: string | null | undefined): string {
  return cleanDescription(typeDescription, { limit: SEARCH_DESCRIPTION_LIMIT });
}

/** "Ref: {id}" under a property result (spec §2). */
export function searchReference(id: number): { key: "SEARCH_REF"; params: { id: number } } {
  return { key: "SEARCH_REF", params: { id } };
}

/** A sale or rent link is active only with a count above 0 (spec §2). */
export function isCountLinkActive(count: number | null | undefined): boolean {
  return typeof count === "number" && count > 0;
}

/** Two city entries are the same city: same postal code, names equal ignoring case and accents (spec §5). */
export function sameCity(a: { name: string; zip: string }, b: { name: string; zip: string }): boolean {
  return a.zip.trim() === b.zip.trim() && foldForSearch(a.name) === foldForSearch(b.name);
}

/** The count of `city` in a per-city count list (the sale or the rent list, spec §3); 0 when absent. */
export function cityCountFor(
  counts: readonly { name: string; zip: string; count: number }[],
  city: { name: string; zip: string },
): number {
  return counts.find((entry) => sameCity(entry, city))?.count ?? 0;
}
