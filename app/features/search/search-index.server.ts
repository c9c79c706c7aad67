// Builds the home search box's index for one language: every type and city with its sale and rent
// counts (spec §3 derived counts), and every listing with what a result row shows (spec §2).
import { and, asc, eq, sql } from "drizzle-orm";
import { SEARCH_THUMBNAIL_SIZE } from "../../domain/images.ts";
import { SALE_GOAL } from "../../domain/listing-goal.ts";
import { placeName } from "../../domain/place-name.ts";
import { typeIconFor } from "../../domain/property-type.ts";
import { searchDescription } from "../../domain/search-matching.ts";
import type { Database } from "../../db/client.server.ts";
import { cities, properties, propertyTypes } from "../../db/schema/listings.ts";
import type { Language } from "../../i18n/languages.ts";
import { listingExtras } from "../listings/listing-extras.server.ts";
import { mediaUrl } from "../media/media-url.ts";
import type { SearchIndex } from "./search-index.ts";
import { propertyPath } from "../../i18n/route-table.ts";
import { fallbackLanguages } from "../../i18n/localized-text.ts";

const isSale = sql`${properties.goal} = ${SALE_GOAL}`;
const countSale = sql<number>`count(${properties.id}) filter (where ${isSale})`.mapWith(Number);
const countRent = sql<number>`count(${properties.id}) filter (where not ${isSale})`.mapWith(Number);

export async function buildSearchIndex(db: Database, language: Language): Promise<SearchIndex> {
  const fallbacks = fallbackLanguages(language);
  const localized = (column: typeof propertyTypes.names) =>
    sql<string>`coalesce(${sql.join(
      fallbacks.map((code) => sql`${column} ->> ${code}`),
      sql`, `,
    )}, '')`;

  const typeRows = await db
    .select({
      id: propertyTypes.id,
      webId: propertyTypes.webId,
      name: localized(propertyTypes.names),
      countSale,
      countRent,
    })
    .from(propertyTypes)
    .leftJoin(properties, and(eq(properties.typeId, propertyTypes.id), eq(properties.published, true)))
    .groupBy(propertyTypes.id)
    .orderBy(asc(propertyTypes.showOrder), asc(propertyTypes.id));

  const cityRows = await db
    .select({ name: cities.name, zip: cities.zip, searchName: cities.searchName, countSale, countRent })
    .from(cities)
    .innerJoin(properties, and(eq(properties.cityId, cities.id), eq(properties.published, true)))
    .groupBy(cities.id)
    .orderBy(sql`count(${properties.id}) desc`, asc(cities.name));

  const propertyRows = await db
    .select({ id: properties.id, goal: properties.goal, city: properties.city })
    .from(properties)
    .where(eq(properties.published, true))
    .orderBy(sql`${properties.id} desc`);
  const extras = await listingExtras(db, "all", language);

  return {
    language,
    types: typeRows.map(({ webId, ...type }) => ({ ...type, icon: typeIconFor(webId) })),
    cities: cityRows.map((row) => ({ ...row, name: placeName(row.name) })),
    properties: propertyRows.map((row) => {
      const typeDescription = extras.headline(row.id);
      const photo = extras.photo(row.id);
      return {
        id: row.id,
        description: searchDescription(typeDescription),
        href: propertyPath({ ...row, title: typeDescription }, language),
        thumbnail: photo ? mediaUrl(photo.imageKey, SEARCH_THUMBNAIL_SIZE, "webp") : null,
      };
    }),
  };
}
