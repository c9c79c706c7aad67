// Listing queries: one page of a filtered, sorted list, its count, its map markers, and the totals.
import type { ListingGoal } from "../../domain/listing-goal.ts";
import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { PublicContentMemo } from "../../db/public-content-memo.server.ts";
import { photos, properties, propertyTexts, propertyTypes } from "../../db/schema/listings.ts";
import type { Language } from "../../i18n/languages.ts";
import { goalCondition, listingConditions, listingOrder } from "./listing-filter.server.ts";
import { type ListingQuery, PAGE_SIZE } from "./listing-query.ts";
import { fallbackLanguages } from "../../i18n/localized-text.ts";

/** What a card needs of a listing (spec §3 property summary and display fields). */
export type ListingSummary = {
  id: number;
  goal: number;
  status: "available" | "under_option" | "sold" | "rented";
  marquee: number;
  typeId: number;
  /** The category id that picks the type icon (spec §3); absent for parking spaces. */
  webId: number | null;
  typeName: string;
  typeDescription: string;
  city: string;
  zip: string;
  countryId: number;
  countryName: string;
  price: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
  bedrooms: number | null;
  surface: number | null;
  energyPerformance: number | null;
  epcLabelText: string | null;
  photo: { imageKey: string; width: number; height: number } | null;
};

export type ListingPage = {
  items: ListingSummary[];
  total: number;
  page: number;
  pageCount: number;
};

function typeNameSql(language: Language) {
  const [first, ...rest] = fallbackLanguages(language);
  const names = [first, ...rest].map((code) => sql`${propertyTypes.names} ->> ${code}`);
  return sql<string>`coalesce(${sql.join(names, sql`, `)}, '')`;
}

const summaryColumns = {
  id: properties.id,
  goal: properties.goal,
  status: properties.status,
  marquee: properties.marquee,
  typeId: properties.typeId,
  webId: properties.webId,
  city: properties.city,
  zip: properties.zip,
  countryId: properties.countryId,
  countryName: properties.countryName,
  price: properties.price,
  publishPrice: properties.publishPrice,
  priceUnit: properties.priceUnit,
  bedrooms: properties.bedrooms,
  // The surface a buyer compares: habitable, else total, else the plot for land.
  surface: sql<
    number | null
  >`coalesce(${properties.surfaceHabitable}, ${properties.surfaceTotal}, ${properties.surfaceGround})`,
  energyPerformance: properties.energyPerformance,
  epcLabelText: properties.epcLabelText,
};

/**
 * The columns of full card rows: the type's name, and through two lateral joins the headline in the
 * visitor's language (Dutch, French, English after it) and the first photo.
 */
function summarySelection(db: Database, language: Language) {
  const languages = fallbackLanguages(language);
  const preference = sql.join(
    languages.map((code, rank) => sql`when ${code} then ${rank}`),
    sql` `,
  );
  const headline = db
    .select({ typeDescription: propertyTexts.typeDescription })
    .from(propertyTexts)
    .where(and(eq(propertyTexts.propertyId, properties.id), inArray(propertyTexts.language, languages)))
    .orderBy(sql`case ${propertyTexts.language} ${preference} end`)
    .limit(1)
    .as("headline");
  const firstPhoto = db
    .select({ imageKey: photos.imageKey, width: photos.width, height: photos.height })
    .from(photos)
    .where(eq(photos.propertyId, properties.id))
    .orderBy(asc(photos.position))
    .limit(1)
    .as("first_photo");
  const columns = {
    ...summaryColumns,
    typeName: typeNameSql(language),
    typeDescription: headline.typeDescription,
    imageKey: firstPhoto.imageKey,
    width: firstPhoto.width,
    height: firstPhoto.height,
  };
  return { columns, headline, firstPhoto };
}

type SummaryRow = Omit<ListingSummary, "typeDescription" | "photo"> & {
  typeDescription: string | null;
  imageKey: string | null;
  width: number | null;
  height: number | null;
};

function summaryOf({ imageKey, width, height, typeDescription, ...row }: SummaryRow): ListingSummary {
  return {
    ...row,
    typeDescription: typeDescription ?? "",
    photo: imageKey !== null && width !== null && height !== null ? { imageKey, width, height } : null,
  };
}

/** Card rows of the listings `ids`, in that order. */
export async function listingSummaries(
  db: Database,
  ids: number[],
  language: Language,
): Promise<ListingSummary[]> {
  if (ids.length === 0) return [];
  const { columns, headline, firstPhoto } = summarySelection(db, language);
  const found = await db
    .select(columns)
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
    .leftJoinLateral(headline, sql`true`)
    .leftJoinLateral(firstPhoto, sql`true`)
    .where(and(inArray(properties.id, ids), eq(properties.published, true)));
  const byId = new Map(found.map((row) => [row.id, summaryOf(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The rows of one page of a filtered, sorted list, as one statement. The page's 24 rows are chosen first,
 * in a subquery named like the table so that the columns, the joins and the order above read its rows:
 * only those are joined and sorted again. Choosing only their IDs and joining the table again let the
 * planner scan the whole table and hash it (2.6 ms a page on the demo data against 2.0).
 */
async function pageRows(
  db: Database,
  conditions: SQL,
  sort: ListingQuery["sort"],
  page: number,
  language: Language,
): Promise<ListingSummary[]> {
  const { columns, headline, firstPhoto } = summarySelection(db, language);
  const chosen = db
    .select()
    .from(properties)
    .where(conditions)
    .orderBy(...listingOrder(sort))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .as("properties");
  const rows = await db
    .select(columns)
    .from(chosen)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
    .leftJoinLateral(headline, sql`true`)
    .leftJoinLateral(firstPhoto, sql`true`)
    .orderBy(...listingOrder(sort));
  return rows.map(summaryOf);
}

/**
 * A list's pages by list state (goal, filters, sort, page and language), kept until public content
 * changes, as the page cache keeps the pages made of them: a list state someone asked for before is
 * read once, whatever else its URL carries (ADR 0041). Its states come from URLs, so the memo is bounded.
 * A kept page is shared by every request that asks for it: nothing changes it.
 */
const listingPages = new PublicContentMemo<ListingPage>({ maxEntries: 100 });

/**
 * A list's count by its filters, kept until public content changes: paging through a list, and every
 * visitor of the same list, counts once. Filter values come from URLs, so the memo is bounded.
 */
const listingCounts = new PublicContentMemo<number>({ maxEntries: 1000 });

/** What a list's count depends on: its goal and filters, not its sort, view or page. */
function filtersKey(
  goal: ListingGoal,
  { sort: _sort, view: _view, page: _page, ...filters }: ListingQuery,
): string {
  return `${goal}\u0000${JSON.stringify(filters)}`;
}

/**
 * One page of the list: filtered, sorted, counted and paged by the database, and kept (`listingPages`).
 * The view does not change the page, so a list and its grid share it.
 */
export function listingPage(
  db: Database,
  goal: ListingGoal,
  query: ListingQuery,
  language: Language,
): Promise<ListingPage> {
  const filters = filtersKey(goal, query);
  return listingPages.get(db, `${filters}\u0000${query.sort}\u0000${query.page}\u0000${language}`, () =>
    readListingPage(db, goal, query, language, filters),
  );
}

/**
 * The page comes first: when it is not full it is the last one, and the count follows from it. Otherwise a
 * count, answered from an index alone (a window count over the page query would visit every matching row
 * instead).
 */
async function readListingPage(
  db: Database,
  goal: ListingGoal,
  query: ListingQuery,
  language: Language,
  filters: string,
): Promise<ListingPage> {
  const conditions = await listingConditions(db, goal, query);
  let page = query.page;
  let items = await pageRows(db, conditions, query.sort, page, language);
  let total = (page - 1) * PAGE_SIZE + items.length;
  if (items.length === PAGE_SIZE || (items.length === 0 && page > 1)) {
    // The count is kept apart, and its read takes its conditions (a town's, from the database) itself:
    // conditions read before a change must not be kept among the values read after it.
    total = await listingCounts.get(db, filters, async () => {
      const [counted] = await db
        .select({ total: count() })
        .from(properties)
        .where(await listingConditions(db, goal, query));
      return counted?.total ?? 0;
    });
  }
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // Past the last page: show the last one.
  if (page > pageCount) {
    page = pageCount;
    items = total > 0 ? await pageRows(db, conditions, query.sort, page, language) : [];
  }
  return { items, total, page, pageCount };
}

/** The newest listings of either goal, for the home page (spec §2 page configuration: 4 items). */
export async function latestListings(
  db: Database,
  language: Language,
  limit: number,
): Promise<ListingSummary[]> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(inArray(properties.status, ["available", "under_option"]), eq(properties.published, true)))
    .orderBy(sql`${properties.id} desc`)
    .limit(limit);
  return listingSummaries(
    db,
    rows.map((row) => row.id),
    language,
  );
}

/** Totals per goal for the home search block and buttons (spec §2: FOR_SALE_TOTAL, FOR_RENT_TOTAL). */
export async function listingTotals(db: Database): Promise<{ sale: number; rent: number }> {
  const [row] = await db
    .select({
      sale: sql<number>`count(*) filter (where ${goalCondition("sale")})`.mapWith(Number),
      rent: sql<number>`count(*) filter (where ${goalCondition("rent")})`.mapWith(Number),
    })
    .from(properties);
  return { sale: row?.sale ?? 0, rent: row?.rent ?? 0 };
}
