// Listing queries: one page of a filtered, sorted list, its count, its map markers, and the totals.
import { count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { properties, propertyTypes } from "../../db/schema/listings.ts";
import type { Language } from "../../i18n/languages.ts";
import { listingExtras, textLanguages } from "./listing-extras.server.ts";
import { goalCondition, type ListingGoal, listingConditions, listingOrder } from "./listing-filter.server.ts";
import { type ListingQuery, PAGE_SIZE } from "./listing-query.ts";

/** What a card needs of a listing (spec §3 property summary and display fields). */
export type ListingSummary = {
  id: number;
  goal: number;
  status: "available" | "under_option" | "sold" | "rented";
  marquee: number;
  typeId: number;
  typeName: string;
  typeDescription: string;
  city: string;
  zip: string;
  countryId: number;
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
  const [first, ...rest] = textLanguages(language);
  const names = [first, ...rest].map((code) => sql`${propertyTypes.names} ->> ${code}`);
  return sql<string>`coalesce(${sql.join(names, sql`, `)}, '')`;
}

const summaryColumns = {
  id: properties.id,
  goal: properties.goal,
  status: properties.status,
  marquee: properties.marquee,
  typeId: properties.typeId,
  city: properties.city,
  zip: properties.zip,
  countryId: properties.countryId,
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

type SummaryRow = Omit<ListingSummary, "typeName" | "typeDescription" | "photo">;

/** Adds the headline and first photo to rows. */
async function completeSummaries(
  db: Database,
  rows: (SummaryRow & { typeName: string })[],
  language: Language,
): Promise<ListingSummary[]> {
  const extras = await listingExtras(
    db,
    rows.map((row) => row.id),
    language,
  );
  return rows.map((row) => ({
    ...row,
    typeDescription: extras.headline(row.id),
    photo: extras.photo(row.id),
  }));
}

export async function countListings(db: Database, goal: ListingGoal, query: ListingQuery): Promise<number> {
  const [row] = await db.select({ total: count() }).from(properties).where(listingConditions(goal, query));
  return row?.total ?? 0;
}

/** One page of the list: filtered, sorted, counted and paged by the database. */
export async function listingPage(
  db: Database,
  goal: ListingGoal,
  query: ListingQuery,
  language: Language,
): Promise<ListingPage> {
  const total = await countListings(db, goal, query);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  if (total === 0) return { items: [], total, page, pageCount };
  const rows = await db
    .select({ ...summaryColumns, typeName: typeNameSql(language) })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
    .where(listingConditions(goal, query))
    .orderBy(...listingOrder(query.sort))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { items: await completeSummaries(db, rows, language), total, page, pageCount };
}

/** The newest listings of either goal, for the home page (spec §2 page configuration: 4 items). */
export async function latestListings(
  db: Database,
  language: Language,
  limit: number,
): Promise<ListingSummary[]> {
  const rows = await db
    .select({ ...summaryColumns, typeName: typeNameSql(language) })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
    .where(inArray(properties.status, ["available", "under_option"]))
    .orderBy(sql`${properties.id} desc`)
    .limit(limit);
  return completeSummaries(db, rows, language);
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
