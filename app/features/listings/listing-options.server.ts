// What the filter form offers: the types this list can hold with their counts, and the towns that have
// listings of this goal (spec §3: Sale and Rent flags per type, separate sale and rent city lists).
// The same for every page of a list until a listing changes, and counting every listing of the goal is
// most of an uncached list page's database work (ADR 0020): so they are read once per process and kept
// until public content changes (public-content-memo.server.ts).
import type { ListingGoal } from "../../domain/listing-goal.ts";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { placeName } from "../../domain/place-name.ts";
import type { Database } from "../../db/client.server.ts";
import { PublicContentMemo } from "../../db/public-content-memo.server.ts";
import { cities, properties, propertyTypes } from "../../db/schema/listings.ts";
import type { Language } from "../../i18n/languages.ts";
import { goalCondition } from "./listing-filter.server.ts";
import type { FilterOptions } from "./listing-filters.tsx";
import { fallbackLanguages } from "../../i18n/localized-text.ts";

/** Letters a buyer picks from: every letter of the Belgian scales (A covers A++ and A+). */
export const EPC_FILTER_LETTERS = ["A", "B", "C", "D", "E", "F", "G"];
export const BEDROOM_CHOICES = [1, 2, 3, 4, 5];

/** The filter options a list's goal decides: types with their counts, towns, EPC letters, bedrooms. */
type TypeAndTownOptions = Omit<FilterOptions, "subtypes" | "citySuggestions"> & {
  /** Place names with listings of this goal, for the town field's suggestions. */
  cities: string[];
};

const kept = new PublicContentMemo<TypeAndTownOptions>({ maxEntries: 16 });

/** The filter form's types (with counts) and towns for a list, from memory unless content changed. */
export function listingFilterOptions(
  db: Database,
  goal: ListingGoal,
  language: Language,
): Promise<TypeAndTownOptions> {
  return kept.get(db, `${goal}\u0000${language}`, () => readListingFilterOptions(db, goal, language));
}

async function readListingFilterOptions(
  db: Database,
  goal: ListingGoal,
  language: Language,
): Promise<TypeAndTownOptions> {
  const name = sql<string>`coalesce(${sql.join(
    fallbackLanguages(language).map((code) => sql`${propertyTypes.names} ->> ${code}`),
    sql`, `,
  )}, '')`;
  const goalFlag = goal === "sale" ? propertyTypes.sale : propertyTypes.rent;
  const types = await db
    .select({ id: propertyTypes.id, name, count: count(properties.id) })
    .from(propertyTypes)
    .leftJoin(properties, and(eq(properties.typeId, propertyTypes.id), goalCondition(goal)))
    .where(eq(goalFlag, true))
    .groupBy(propertyTypes.id)
    .orderBy(asc(propertyTypes.showOrder), asc(propertyTypes.id));
  const cityRows = await db
    .selectDistinct({ name: cities.name })
    .from(cities)
    .where(
      sql`exists (select 1 from ${properties} where ${properties.cityId} = ${cities.id} and ${goalCondition(goal)})`,
    )
    .orderBy(asc(cities.name));
  return {
    types,
    cities: [...new Set(cityRows.map((row) => placeName(row.name)))],
    epcLetters: EPC_FILTER_LETTERS,
    bedrooms: BEDROOM_CHOICES,
  };
}
