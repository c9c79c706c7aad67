// The map area a search alert's three fields give (spec §3 demand register; domain/search-area.ts). Without
// Zod, so the map field reads it in the page without loading the schemas' code (search-area-fields.ts).
import { isInsideSearchBounds, type SearchArea } from "../../../domain/search-area.ts";

export type AreaValues = { areaLatitude?: unknown; areaLongitude?: unknown; areaRadius?: unknown };

/** The area the values give, or null when they give none (or only part of one). */
export function searchAreaOf(values: AreaValues): SearchArea | null {
  const { areaLatitude: latitude, areaLongitude: longitude, areaRadius: radiusKm } = values;
  if (typeof latitude !== "number" || typeof longitude !== "number" || typeof radiusKm !== "number") {
    return null;
  }
  return isInsideSearchBounds(latitude, longitude) ? { latitude, longitude, radiusKm } : null;
}
