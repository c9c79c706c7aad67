// Builds the home search box's index for one language: every type and city with its sale and rent
// counts (spec §3 derived counts), and every listing with what a result row shows (spec §2).
import { asc, eq, inArray, sql } from "drizzle-orm";
import { SEARCH_THUMBNAIL_SIZE } from "../../domain/images.ts";
import { placeName } from "../../domain/place-name.ts";
import { searchDescription } from "../../domain/search-matching.ts";
import type { Database } from "../../db/client.server.ts";
import { cities, photos, properties, propertyTexts, propertyTypes } from "../../db/schema/listings.ts";
import type { Language } from "../../i18n/languages.ts";
import { listingPath } from "../listings/listing-path.ts";
import { textLanguages } from "../listings/listings.server.ts";
import { mediaUrl } from "../media/media-url.ts";
import type { SearchIndex } from "./search-index.ts";

const isSale = sql`${properties.goal} = 0`;
const countSale = sql<number>`count(${properties.id}) filter (where ${isSale})`.mapWith(Number);
const countRent = sql<number>`count(${properties.id}) filter (where not ${isSale})`.mapWith(Number);

export async function buildSearchIndex(db: Database, language: Language): Promise<SearchIndex> {
  const fallbacks = textLanguages(language);
  const localized = (column: typeof propertyTypes.names) =>
    sql<string>`coalesce(${sql.join(
      fallbacks.map((code) => sql`${column} ->> ${code}`),
      sql`, `,
    )}, '')`;

  const typeRows = await db
    .select({ id: propertyTypes.id, name: localized(propertyTypes.names), countSale, countRent })
    .from(propertyTypes)
    .leftJoin(properties, eq(properties.typeId, propertyTypes.id))
    .groupBy(propertyTypes.id)
    .orderBy(asc(propertyTypes.showOrder), asc(propertyTypes.id));

  const cityRows = await db
    .select({ name: cities.name, zip: cities.zip, searchName: cities.searchName, countSale, countRent })
    .from(cities)
    .innerJoin(properties, eq(properties.cityId, cities.id))
    .groupBy(cities.id)
    .orderBy(sql`count(${properties.id}) desc`, asc(cities.name));

  // The headline in the visitor's language, else the first of the fallbacks that exists.
  const preference = sql.join(
    fallbacks.map((code, rank) => sql`when ${code} then ${rank}`),
    sql` `,
  );
  const headline = sql<string>`coalesce((
    select ${propertyTexts.typeDescription} from ${propertyTexts}
    where ${propertyTexts.propertyId} = ${properties.id} and ${inArray(propertyTexts.language, fallbacks)}
    order by case ${propertyTexts.language} ${preference} end
    limit 1), '')`;
  const firstPhoto = sql<string | null>`(
    select ${photos.imageKey} from ${photos}
    where ${photos.propertyId} = ${properties.id}
    order by ${photos.position} limit 1)`;

  const propertyRows = await db
    .select({
      id: properties.id,
      goal: properties.goal,
      city: properties.city,
      zip: properties.zip,
      typeDescription: headline,
      imageKey: firstPhoto,
    })
    .from(properties)
    .orderBy(sql`${properties.id} desc`);

  return {
    language,
    types: typeRows,
    cities: cityRows.map((row) => ({ ...row, name: placeName(row.name) })),
    properties: propertyRows.map((row) => ({
      id: row.id,
      description: searchDescription(row.typeDescription),
      href: listingPath(row, language),
      thumbnail: row.imageKey ? mediaUrl(row.imageKey, SEARCH_THUMBNAIL_SIZE, "webp") : null,
    })),
  };
}
