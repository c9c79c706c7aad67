// Every listing of the current filter with a location, for the map view: not only the current page
// (issue 4), up to a limit that keeps the page light.
import { and, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { photos, properties, propertyTexts, propertyTypes } from "../../db/schema/listings.ts";
import type { Language } from "../../i18n/languages.ts";
import { type ListingGoal, listingConditions, listingOrder } from "./listing-filter.server.ts";
import type { ListingQuery } from "./listing-query.ts";
import { textLanguages } from "./listings.server.ts";

export const MAP_LISTING_LIMIT = 2000;

export type MarkerRow = {
  id: number;
  goal: number;
  latitude: number;
  longitude: number;
  marquee: number;
  status: "available" | "under_option" | "sold" | "rented";
  city: string;
  zip: string;
  typeName: string;
  typeDescription: string;
  price: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
  imageKey: string | null;
};

export type MarkerSet = { markers: MarkerRow[]; total: number; unlocated: number };

export async function listingMarkers(
  db: Database,
  goal: ListingGoal,
  query: ListingQuery,
  language: Language,
): Promise<MarkerSet> {
  const languages = textLanguages(language);
  const preference = sql.join(
    languages.map((code, rank) => sql`when ${code} then ${rank}`),
    sql` `,
  );
  const located = and(isNotNull(properties.latitude), isNotNull(properties.longitude));
  const conditions = listingConditions(goal, query);
  const [counts] = await db
    .select({
      total: count(),
      unlocated: sql<number>`count(*) filter (where not (${located}))`.mapWith(Number),
    })
    .from(properties)
    .where(conditions);
  const rows = await db
    .select({
      id: properties.id,
      goal: properties.goal,
      latitude: sql<number>`${properties.latitude}`.mapWith(Number),
      longitude: sql<number>`${properties.longitude}`.mapWith(Number),
      marquee: properties.marquee,
      status: properties.status,
      city: properties.city,
      zip: properties.zip,
      typeName: sql<string>`coalesce(${sql.join(
        languages.map((code) => sql`${propertyTypes.names} ->> ${code}`),
        sql`, `,
      )}, '')`,
      typeDescription: sql<string>`coalesce((
        select ${propertyTexts.typeDescription} from ${propertyTexts}
        where ${propertyTexts.propertyId} = ${properties.id} and ${inArray(propertyTexts.language, languages)}
        order by case ${propertyTexts.language} ${preference} end
        limit 1), '')`,
      price: properties.price,
      publishPrice: properties.publishPrice,
      priceUnit: properties.priceUnit,
      imageKey: sql<string | null>`(
        select ${photos.imageKey} from ${photos}
        where ${photos.propertyId} = ${properties.id}
        order by ${photos.position} limit 1)`,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
    .where(and(conditions, located))
    .orderBy(...listingOrder(query.sort))
    .limit(MAP_LISTING_LIMIT);
  return { markers: rows, total: counts?.total ?? 0, unlocated: counts?.unlocated ?? 0 };
}
