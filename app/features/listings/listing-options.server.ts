// What the filter form offers: the types this list can hold with their counts, and the towns that have
// listings of this goal (spec §3: Sale and Rent flags per type, separate sale and rent city lists).
import type { ListingGoal } from "../../domain/listing-goal.ts";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { placeName } from "../../domain/place-name.ts";
import type { Database } from "../../db/client.server.ts";
import { cities, properties, propertyTypes } from "../../db/schema/listings.ts";
import type { Language } from "../../i18n/languages.ts";
import { goalCondition } from "./listing-filter.server.ts";
import type { FilterOptions } from "./listing-filters.tsx";
import { fallbackLanguages } from "../../i18n/localized-text.ts";

/** Letters a buyer picks from: every letter of the Belgian scales (A covers A++ and A+). */
export const EPC_FILTER_LETTERS = ["A", "B", "C", "D", "E", "F", "G"];
export const BEDROOM_CHOICES = [1, 2, 3, 4, 5];

export async function listingFilterOptions(
  db: Database,
  goal: ListingGoal,
  language: Language,
): Promise<Omit<FilterOptions, "subtypes">> {
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
