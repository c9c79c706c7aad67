// The SQL conditions and orderings of a listing page. Everything narrows on the (goal, …) indexes of
// app/db/schema/listings.ts; nothing is filtered in JavaScript.
import { and, asc, desc, eq, gt, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { foldForSearch } from "../../domain/accents.ts";
import { type ListingGoal, SALE_GOAL } from "../../domain/listing-goal.ts";
import type { Database } from "../../db/client.server.ts";
import { cities, properties } from "../../db/schema/listings.ts";
import type { ListingQuery, ListingSort } from "./listing-query.ts";
import { subtypeCondition } from "./listing-subtypes.server.ts";

/**
 * `goalOf` in SQL (spec §3), of the listings the public may see (not taken off the site by staff). Rent is
 * written "above the sale goal" rather than "not the sale goal" so the (goal, …) indexes serve it; the
 * source only sends 0 and 1 (spec §9), so both readings agree.
 */
export function goalCondition(goal: ListingGoal): SQL {
  const onGoal = goal === "sale" ? eq(properties.goal, SALE_GOAL) : gt(properties.goal, SALE_GOAL);
  return and(onGoal, eq(properties.published, true)) ?? onGoal;
}

const ZIP = /^\d{4}$/;
const NAME_AND_ZIP = /^(.+?)\s*\|\s*(\d{4})$/;

/**
 * Spec §2 `city={name}|{zip}`: a place name in any case, with or without accents; a postal code; or both
 * ("Mechelen|2800") for exactly one place. A postal code covers every place that has it (Hombeek and
 * Leest share 2811). Names are looked up first, so the listing query compares
 * city IDs the planner has statistics for.
 */
export async function cityCondition(db: Database, city: string): Promise<SQL> {
  if (ZIP.test(city)) return eq(properties.zip, city);
  const [, name = city, zip] = NAME_AND_ZIP.exec(city) ?? [];
  const sameName = eq(cities.searchName, foldForSearch(name));
  const matching = await db
    .select({ id: cities.id })
    .from(cities)
    .where(zip ? and(sameName, eq(cities.zip, zip)) : sameName);
  return matching.length > 0
    ? inArray(
        properties.cityId,
        matching.map((row) => row.id),
      )
    : sql`false`;
}

export async function listingConditions(db: Database, goal: ListingGoal, query: ListingQuery): Promise<SQL> {
  const conditions: SQL[] = [goalCondition(goal)];
  if (query.city !== undefined) conditions.push(await cityCondition(db, query.city));
  // The URL carries the type ID, which for three types differs from the category WebID (spec §3);
  // properties reference the type by its ID, so the filter compares IDs only.
  if (query.type !== undefined) conditions.push(eq(properties.typeId, query.type));
  // Only a sub-type of the chosen type reaches here (listing-page.server.ts drops any other).
  if (query.subtype !== undefined) conditions.push(subtypeCondition(query.subtype));
  if (query.priceMin !== undefined) conditions.push(gte(properties.price, query.priceMin));
  if (query.priceMax !== undefined) conditions.push(lte(properties.price, query.priceMax));
  // A price filter says nothing about a price that is not published.
  if (query.priceMin !== undefined || query.priceMax !== undefined) {
    conditions.push(eq(properties.publishPrice, true));
  }
  if (query.bedrooms !== undefined) conditions.push(gte(properties.bedrooms, query.bedrooms));
  if (query.garden) conditions.push(eq(properties.hasGarden, true));
  if (query.terrace) conditions.push(eq(properties.hasTerrace, true));
  if (query.garage) conditions.push(sql`(${properties.garages} > 0 or ${properties.parkings} > 0)`);
  if (query.epc.length > 0) {
    conditions.push(inArray(sql`upper(left(${properties.epcLabelText}, 1))`, query.epc));
  }
  return and(...conditions) ?? goalCondition(goal);
}

// Unpublished prices sort last in both directions, so "price on demand" never reveals where it stands.
const hiddenPriceLast = sql`(${properties.price} is null or not ${properties.publishPrice})`;

/** Ordering for each sort; the ID (newest first, spec §3) breaks ties so paging is stable. */
export function listingOrder(sort: ListingSort): SQL[] {
  const newestFirst = desc(properties.id);
  switch (sort) {
    case "date_desc":
      return [desc(properties.publishedAt), newestFirst];
    case "date_asc":
      return [asc(properties.publishedAt), asc(properties.id)];
    case "price_asc":
      return [asc(hiddenPriceLast), asc(properties.price), newestFirst];
    case "price_desc":
      return [asc(hiddenPriceLast), sql`${properties.price} desc nulls last`, newestFirst];
    // Type IDs follow the type list's order (spec §3: Huis, Appartement, Studio, …).
    case "type_asc":
      return [asc(properties.typeId), newestFirst];
    case "type_desc":
      return [desc(properties.typeId), newestFirst];
    case "city_asc":
      return [asc(properties.city), newestFirst];
    case "city_desc":
      return [desc(properties.city), newestFirst];
  }
}
