// The one SQL statement of "this listing matches this alert" (spec §3 search alert), shared by the
// matching job and the owner portal's count, so the two can never disagree. It reads the alert as `a`,
// the listing as `p` and its town as `c`; the active-alert condition is written exactly as the partial
// GIN indexes on zips and town keys are, so PostgreSQL finds the candidates through them.
import { sql } from "drizzle-orm";

/** Confirmed, not unsubscribed, not paused: the only alerts that may be mailed (ADR 0010, 0019). */
export const ACTIVE_ALERT = sql.raw(
  "a.confirmed_at IS NOT NULL AND a.unsubscribed_at IS NULL AND a.paused_at IS NULL",
);

/** Goal, type, zip code or town, price and bedroom ranges, minimum rooms, terrace and garden. */
export const ALERT_MATCHES_PROPERTY = sql.raw(`
  a.goal = (CASE WHEN p.goal = 0 THEN 'buy' ELSE 'rent' END)
  AND a.type_ids @> jsonb_build_array(p.type_id)
  AND (a.zips @> jsonb_build_array(p.zip) OR a.town_keys @> jsonb_build_array(c.search_name))
  AND (a.min_price IS NULL OR p.price >= a.min_price)
  AND (a.max_price IS NULL OR p.price <= a.max_price)
  AND (a.min_bedrooms IS NULL OR p.bedrooms >= a.min_bedrooms)
  AND (a.max_bedrooms IS NULL OR p.bedrooms <= a.max_bedrooms)
  AND (a.min_bathrooms IS NULL OR p.bathrooms >= a.min_bathrooms)
  AND (a.min_garages IS NULL OR p.garages >= a.min_garages)
  AND (a.min_parkings IS NULL OR p.parkings >= a.min_parkings)
  AND (NOT a.terrace OR p.has_terrace)
  AND (NOT a.garden OR p.has_garden)`);

/**
 * Whether the listing is news to the alert (`d` is its delivery row, absent when never mailed): a listing
 * never mailed is news while it is on the market; a mailed one only when its price dropped or its status
 * changed (so a sold listing the subscriber saw is announced as sold, an unseen sold one never).
 */
export const IS_NEWS_TO_ALERT = sql.raw(`(
  (d.alert_id IS NULL AND p.status IN ('available', 'under_option'))
  OR (d.alert_id IS NOT NULL AND (p.status <> d.status OR p.price < d.price))
)`);
