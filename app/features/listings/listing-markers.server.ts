// Every listing of the current filter with a location, for the map view: not only the current page
// (issue 4), up to a limit that keeps the page light.
import type { ListingGoal } from "../../domain/listing-goal.ts";
import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { properties, propertyTypes } from "../../db/schema/listings.ts";
import type { Language } from "../../i18n/languages.ts";
import { listingConditions, listingOrder } from "./listing-filter.server.ts";
import type { ListingQuery } from "./listing-query.ts";
import { listingExtras } from "./listing-extras.server.ts";
import { fallbackLanguages } from "../../i18n/localized-text.ts";

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
  const located = and(isNotNull(properties.latitude), isNotNull(properties.longitude));
  const conditions = await listingConditions(db, goal, query);
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
        fallbackLanguages(language).map((code) => sql`${propertyTypes.names} ->> ${code}`),
        sql`, `,
      )}, '')`,
      price: properties.price,
      publishPrice: properties.publishPrice,
      priceUnit: properties.priceUnit,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
    .where(and(conditions, located))
    .orderBy(...listingOrder(query.sort))
    .limit(MAP_LISTING_LIMIT);
  const extras = await listingExtras(
    db,
    rows.map((row) => row.id),
    language,
  );
  const markers = rows.map((row) => ({
    ...row,
    typeDescription: extras.headline(row.id),
    imageKey: extras.photo(row.id)?.imageKey ?? null,
  }));
  return { markers, total: counts?.total ?? 0, unlocated: counts?.unlocated ?? 0 };
}
