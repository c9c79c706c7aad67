// The one SQL condition of "this listing matches this alert" (spec §3 search alert), shared by the
// matching job and the owner portal's count, so the two can never disagree. The listing's facts are read
// first and bound as values: PostgreSQL then finds the candidate alerts through the partial GIN indexes
// on zip codes and town keys (a condition on another table's columns made it scan every alert). The
// active-alert condition is written exactly as those indexes' predicate.
import { type SQL, sql } from "drizzle-orm";
import { rawRows } from "../../db/raw-rows.server.ts";
import { EARTH_RADIUS_KM, SEARCH_AREA_MAX_LATITUDE_SPAN } from "../../domain/search-area.ts";
import type { JobExecutor } from "./job-executor.ts";

/** Confirmed, not unsubscribed, not paused: the only alerts that may be mailed (ADR 0010, 0019). */
export const ACTIVE_ALERT = sql.raw(
  "a.confirmed_at IS NOT NULL AND a.unsubscribed_at IS NULL AND a.paused_at IS NULL",
);

/** What of a listing an alert can ask about. */
export type ListingFacts = {
  id: number;
  goal: "buy" | "rent";
  typeId: number;
  zip: string;
  townKey: string;
  /** The listing's position; a listing without one is in no map area. */
  latitude: number | null;
  longitude: number | null;
  price: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  garages: number | null;
  parkings: number | null;
  terrace: boolean;
  garden: boolean;
};

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

export async function listingFacts(
  db: Pick<JobExecutor, "execute">,
  id: number,
): Promise<ListingFacts | null> {
  const [row] = await rawRows(
    db,
    sql`
    SELECT p.goal, p.type_id, p.zip, c.search_name, p.latitude, p.longitude, p.price, p.bedrooms, p.bathrooms, p.garages, p.parkings,
      p.has_terrace, p.has_garden
    FROM properties p JOIN cities c ON c.id = p.city_id
    WHERE p.id = ${id}`,
  );
  if (!row) return null;
  return {
    id,
    goal: Number(row.goal) === 0 ? "buy" : "rent",
    typeId: Number(row.type_id),
    zip: String(row.zip),
    townKey: String(row.search_name),
    latitude: numberOrNull(row.latitude),
    longitude: numberOrNull(row.longitude),
    price: numberOrNull(row.price),
    bedrooms: numberOrNull(row.bedrooms),
    bathrooms: numberOrNull(row.bathrooms),
    garages: numberOrNull(row.garages),
    parkings: numberOrNull(row.parkings),
    terrace: row.has_terrace === true,
    garden: row.has_garden === true,
  };
}

/**
 * The listing lies in alert `a`'s map area: the haversine distance of domain/search-area.ts in SQL. The
 * latitude window first lets PostgreSQL find the alerts with an area through their index (the window is
 * the largest radius), so only those nearby compute a distance.
 */
function inAlertArea(listing: ListingFacts): SQL {
  const { latitude, longitude } = listing;
  if (latitude === null || longitude === null) return sql`false`;
  return sql`(
    a.area_latitude BETWEEN ${latitude - SEARCH_AREA_MAX_LATITUDE_SPAN}::float8
      AND ${latitude + SEARCH_AREA_MAX_LATITUDE_SPAN}::float8
    AND 2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
      power(sin(radians(a.area_latitude - ${latitude}::float8) / 2), 2)
      + cos(radians(${latitude}::float8)) * cos(radians(a.area_latitude))
        * power(sin(radians(a.area_longitude - ${longitude}::float8) / 2), 2)
    ))) <= a.area_radius_km)`;
}

/**
 * Goal, type, zip code or town or map area (any of them: an area widens the towns, see
 * docs/domain-rules.md), price and bedroom ranges, minimum rooms, terrace and garden, for alert
 * `a`. A listing without a price (or bedrooms…) matches no alert that sets a bound on it.
 */
export function alertMatchesListing(listing: ListingFacts): SQL {
  const json = (value: unknown) => JSON.stringify([value]);
  return sql`
    a.goal = ${listing.goal}
    AND a.type_ids @> ${json(listing.typeId)}::jsonb
    AND (a.zips @> ${json(listing.zip)}::jsonb OR a.town_keys @> ${json(listing.townKey)}::jsonb
      OR ${inAlertArea(listing)})
    AND (a.min_price IS NULL OR ${listing.price}::int >= a.min_price)
    AND (a.max_price IS NULL OR ${listing.price}::int <= a.max_price)
    AND (a.min_bedrooms IS NULL OR ${listing.bedrooms}::int >= a.min_bedrooms)
    AND (a.max_bedrooms IS NULL OR ${listing.bedrooms}::int <= a.max_bedrooms)
    AND (a.min_bathrooms IS NULL OR ${listing.bathrooms}::int >= a.min_bathrooms)
    AND (a.min_garages IS NULL OR ${listing.garages}::int >= a.min_garages)
    AND (a.min_parkings IS NULL OR ${listing.parkings}::int >= a.min_parkings)
    AND (NOT a.terrace OR ${listing.terrace}::boolean)
    AND (NOT a.garden OR ${listing.garden}::boolean)`;
}

/**
 * Whether the listing `p` is news to the alert (`d` is its delivery row, absent when never mailed): a
 * listing never mailed is news while it is on the market; a mailed one only when its price dropped or its
 * status changed (so a sold listing the subscriber saw is announced as sold, an unseen sold one never).
 * Only a public price can have dropped: the delivery keeps no price the subscriber was not shown.
 */
export const IS_NEWS_TO_ALERT = sql.raw(`(
  (d.alert_id IS NULL AND p.status IN ('available', 'under_option'))
  OR (d.alert_id IS NOT NULL AND (p.status <> d.status OR (p.publish_price AND p.price < d.price)))
)`);
