import { describe, expect, it } from "vitest";
import {
  distanceKm,
  isInSearchArea,
  isInsideSearchBounds,
  SEARCH_AREA_MAX_LATITUDE_SPAN,
  SEARCH_AREA_RADIUS_KM,
} from "./search-area.ts";

const mechelen = { latitude: 51.0259, longitude: 4.4776 };
const leuven = { latitude: 50.8798, longitude: 4.7005 };

describe("spec §3 demand register region: a circle on the map", () => {
  it("spec §3 demand register region: measures the great-circle distance (Mechelen to Leuven ≈ 22 km)", () => {
    expect(distanceKm(mechelen, leuven)).toBeGreaterThan(21.5);
    expect(distanceKm(mechelen, leuven)).toBeLessThan(23);
    expect(distanceKm(mechelen, mechelen)).toBe(0);
  });

  it("spec §3 demand register region: a listing inside the radius is in the area, one outside is not", () => {
    const area = { ...mechelen, radiusKm: 10 };
    expect(isInSearchArea(area, { latitude: 51.05, longitude: 4.5 })).toBe(true);
    expect(isInSearchArea(area, leuven)).toBe(false);
    expect(isInSearchArea({ ...mechelen, radiusKm: 25 }, leuven)).toBe(true);
  });

  it("spec §3 demand register region: a listing without a position is in no area", () => {
    expect(isInSearchArea({ ...mechelen, radiusKm: 50 }, { latitude: null, longitude: 4.5 })).toBe(false);
  });

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
