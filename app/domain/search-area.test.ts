import { describe, expect, it } from "vitest";
import {
  EARTH_RADIUS_KM,
  isInsideSearchBounds,
  SEARCH_AREA_MAX_LATITUDE_SPAN,
  SEARCH_AREA_RADIUS_KM,
} from "./search-area.ts";

// The alert matching's distance (features/search-alerts/alert-criteria.server.ts computes it in SQL,
// and its database tests check which listings it matches), restated here to check the latitude window.
const radians = (degrees: number) => (degrees * Math.PI) / 180;

function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const mechelen = { latitude: 51.0259, longitude: 4.4776 };

describe("spec §3 demand register region: a circle on the map", () => {
  it("spec §3 demand register region: centres are accepted in Belgium and Luxembourg only", () => {
    expect(isInsideSearchBounds(mechelen.latitude, mechelen.longitude)).toBe(true);
    expect(isInsideSearchBounds(49.6116, 6.1319)).toBe(true); // Luxembourg City
    expect(isInsideSearchBounds(48.8566, 2.3522)).toBe(false); // Paris
    expect(isInsideSearchBounds(52.37, 4.9)).toBe(false); // Amsterdam
  });

  it("spec §3 demand register region: the matching's latitude window covers the largest radius", () => {
    const north = {
      latitude: mechelen.latitude + SEARCH_AREA_MAX_LATITUDE_SPAN,
      longitude: mechelen.longitude,
    };
    expect(distanceKm(mechelen, north)).toBeCloseTo(SEARCH_AREA_RADIUS_KM.max, 6);
  });
});
