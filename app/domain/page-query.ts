// Which query parameters make a different page (spec §2: the canonical URL). A list's filters, sort and
// page number do; campaign tags (`utm_*`), `lng`, a form's state, the grid/list/map view and anything a
// visitor or another site appends name the same page, so canonical and hreflang URLs leave them out and
// search engines see one URL per page.

/** The parameters that define a page, in the order they are written. */
export const PAGE_DEFINING_PARAMETERS = [
  "city",
  "type",
  "subtype",
  "price_min",
  "price_max",
  "bedrooms",
  "garden",
  "terrace",
  "garage",
  "epc",
  "sort",
  "page",
] as const;

const DEFINING = new Set<string>(PAGE_DEFINING_PARAMETERS);

/** `path` with only its page-defining, non-empty query parameters kept (in their original order). */
export function canonicalPath(path: string): string {
  const queryAt = path.indexOf("?");
  if (queryAt === -1) return path;
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(path.slice(queryAt + 1))) {
    if (DEFINING.has(key) && value !== "") kept.append(key, value);
  }
  const search = kept.toString();
  return `${path.slice(0, queryAt)}${search ? `?${search}` : ""}`;
}
