// The whole state of a listing page lives in its URL (shareable, back button works): one Zod schema reads
// it, and `listingSearch` writes it back. Bad values never fail the page: each one is ignored or clamped.
import { z } from "zod";

export const LISTING_SORTS = [
  "date_desc",
  "date_asc",
  "price_asc",
  "price_desc",
  "type_asc",
  "type_desc",
  "city_asc",
  "city_desc",
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const LISTING_VIEWS = ["grid", "list", "map"] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];

export const DEFAULT_SORT: ListingSort = "date_desc";
export const DEFAULT_VIEW: ListingView = "grid";
export const PAGE_SIZE = 24;
export const MAX_PRICE = 100_000_000;
export const MAX_BEDROOMS = 10;
/** Deepest page a URL may ask for: 240,000 listings, far past any agency's stock, and a bounded offset. */
export const MAX_PAGE = 10_000;
/** Longest city text taken into account: the longest Belgian municipality name is far shorter. */
export const MAX_CITY_LENGTH = 80;

export type ListingQuery = {
  city?: string;
  type?: number;
  /** A tree item under the type (spec §3 tree items): its ID. Ignored by the page unless it is one. */
  subtype?: number;
  priceMin?: number;
  priceMax?: number;
  bedrooms?: number;
  garden: boolean;
  terrace: boolean;
  garage: boolean;
  epc: string[];
  sort: ListingSort;
  view: ListingView;
  page: number;
};

/** An empty form field (`?price_min=`) means "no filter", not zero. */
function blankToUndefined(value: unknown): unknown {
  return typeof value === "string" && value.trim() === "" ? undefined : value;
}

function optionalInt(min: number, max: number) {
  return z
    .preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).optional())
    .catch(undefined);
}

const flag = z
  .preprocess(blankToUndefined, z.enum(["1", "true", "on"]).optional())
  .transform((value) => value !== undefined)
  .catch(false);

const ListingQuerySchema = z.object({
  city: z
    .preprocess(
      (value) => (typeof value === "string" ? value.trim() : value),
      z.string().min(1).max(MAX_CITY_LENGTH).optional(),
    )
    .catch(undefined),
  type: optionalInt(1, 1_000),
  subtype: optionalInt(1, 2_147_483_647),
  price_min: optionalInt(0, MAX_PRICE),
  price_max: optionalInt(0, MAX_PRICE),
  bedrooms: optionalInt(1, MAX_BEDROOMS),
  garden: flag,
  terrace: flag,
  garage: flag,
  // EPC filter by letter: a letter covers its region's sub-bands (A covers A++, A+, A; B covers B+, B-).
  epc: z.array(z.string()).catch([]),
  sort: z.enum(LISTING_SORTS).catch(DEFAULT_SORT),
  view: z.enum(LISTING_VIEWS).catch(DEFAULT_VIEW),
  // Past the last page is clamped by the query, which knows how many pages there are.
  page: z
    .preprocess(blankToUndefined, z.coerce.number().optional())
    .transform((page) =>
      page !== undefined && Number.isFinite(page) && page >= 1 ? Math.min(Math.floor(page), MAX_PAGE) : 1,
    )
    .catch(1),
});

const MULTI_VALUED = new Set(["epc"]);

/** Reads a listing page's URL parameters; never throws. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const raw: Record<string, string | string[]> = {};
  for (const key of params.keys()) {
    if (key in raw) continue;
    raw[key] = MULTI_VALUED.has(key) ? params.getAll(key) : (params.get(key) ?? "");
  }
  const parsed = ListingQuerySchema.parse(raw);
  let { price_min: priceMin, price_max: priceMax } = parsed;
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
    [priceMin, priceMax] = [priceMax, priceMin];
  }
  const letters = parsed.epc
    .filter((letter) => /^[a-i]$/i.test(letter))
    .map((letter) => letter.toUpperCase());
  const epc = [...new Set(letters)].sort();
  return {
    ...(parsed.city !== undefined ? { city: parsed.city } : {}),
    ...(parsed.type !== undefined ? { type: parsed.type } : {}),
    ...(parsed.subtype !== undefined ? { subtype: parsed.subtype } : {}),
    ...(priceMin !== undefined ? { priceMin } : {}),
    ...(priceMax !== undefined ? { priceMax } : {}),
    ...(parsed.bedrooms !== undefined ? { bedrooms: parsed.bedrooms } : {}),
    garden: parsed.garden,
    terrace: parsed.terrace,
    garage: parsed.garage,
    epc,
    sort: parsed.sort,
    view: parsed.view,
    page: parsed.page,
  };
}

/** The URL parameters of `query` with every default left out, so equal states give equal URLs. */
export function listingSearch(query: ListingQuery, changes: Partial<ListingQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.city !== undefined) params.set("city", next.city);
  if (next.type !== undefined) params.set("type", String(next.type));
  if (next.subtype !== undefined) params.set("subtype", String(next.subtype));
  if (next.priceMin !== undefined) params.set("price_min", String(next.priceMin));
  if (next.priceMax !== undefined) params.set("price_max", String(next.priceMax));
  if (next.bedrooms !== undefined) params.set("bedrooms", String(next.bedrooms));
  if (next.garden) params.set("garden", "1");
  if (next.terrace) params.set("terrace", "1");
  if (next.garage) params.set("garage", "1");
  for (const label of next.epc) params.append("epc", label);
  if (next.sort !== DEFAULT_SORT) params.set("sort", next.sort);
  if (next.view !== DEFAULT_VIEW) params.set("view", next.view);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** True when the visitor narrowed the list: the empty result then offers a way back to the whole list. */
export function hasFilters(query: ListingQuery): boolean {
  return (
    query.city !== undefined ||
    query.type !== undefined ||
    query.subtype !== undefined ||
    query.priceMin !== undefined ||
    query.priceMax !== undefined ||
    query.bedrooms !== undefined ||
    query.garden ||
    query.terrace ||
    query.garage ||
    query.epc.length > 0
  );
}
