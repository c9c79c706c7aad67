// The map area of a search alert (spec §3 demand register: "a region on a map"): a circle around a point,
// inside Belgium and Luxembourg. "Area", not "region": a region here is Flanders, Brussels, Wallonia or
// Luxembourg (region.ts). Whether a listing lies in an area is decided in SQL by the alert matching
// (features/search-alerts/alert-criteria.server.ts: the haversine distance with EARTH_RADIUS_KM).

export type SearchArea = { latitude: number; longitude: number; radiusKm: number };

/** A box around Belgium and Luxembourg with a little margin: a centre outside it is refused. */
export const SEARCH_AREA_BOUNDS = {
  minLatitude: 49.4,
  maxLatitude: 51.6,
  minLongitude: 2.5,
  maxLongitude: 6.6,
} as const;

/** From a neighbourhood to a province: wider than that, the towns or no zone at all say it better. */
export const SEARCH_AREA_RADIUS_KM = { min: 1, max: 50 } as const;

/** The radii offered on the map (any whole number of kilometres in the range is accepted). */
export const SEARCH_AREA_RADIUS_CHOICES = [2, 5, 10, 20, 30, 50] as const;

/** The mean Earth radius of the haversine formula, in kilometres. */
export const EARTH_RADIUS_KM = 6371;

export function isInsideSearchBounds(latitude: number, longitude: number): boolean {
  const b = SEARCH_AREA_BOUNDS;
  return (
    latitude >= b.minLatitude &&
    latitude <= b.maxLatitude &&
    longitude >= b.minLongitude &&
    longitude <= b.maxLongitude
  );
}

/**
 * How far north or south of a listing an area's centre can lie and still reach it: the largest radius in
 * degrees of latitude (one degree is ≈ 111.2 km everywhere). The matching query narrows the alerts by
 * this through an index before it computes any distance.
 */
export const SEARCH_AREA_MAX_LATITUDE_SPAN = SEARCH_AREA_RADIUS_KM.max / ((Math.PI / 180) * EARTH_RADIUS_KM);
