// A listing's facts while they are being drawn, and the building's age and state.
import type { ListingFacts } from "./listing-facts.ts";
import type { ListingKind } from "./property-types.ts";
import type { Random } from "./random.ts";
import type { ConditionCode } from "./vocabulary.ts";

export type Draft = Omit<
  ListingFacts,
  "id" | "goal" | "kind" | "variant" | "place" | "region" | "price" | "energy"
>;

export function emptyDraft(): Draft {
  return {
    newBuild: false,
    floorLevel: null,
    bedrooms: null,
    bathrooms: null,
    showerRooms: null,
    toilets: null,
    garages: 0,
    parkings: 0,
    externalParkings: 0,
    floors: null,
    extraRooms: null,
    surfaceHabitable: null,
    surfaceGround: null,
    surfaceLiving: null,
    surfaceTerrace: null,
    surfaceGarden: null,
    surfaceOffice: null,
    surfaceStore: null,
    surfaceConstructed: null,
    plotWidth: null,
    frontWidth: null,
    facades: null,
    hasGarden: false,
    hasTerrace: false,
    hasLift: false,
    hasCellar: false,
    hasAttic: false,
    hasPool: false,
    solarPanels: false,
    constructionYear: null,
    renovationYear: null,
    condition: null,
  };
}

export function constructionEra(random: Random, kind: ListingKind, newBuild: boolean): number {
  if (newBuild) return random.int(2024, 2026);
  if (kind === "apartment" || kind === "studio") {
    return random.weighted([
      [random.int(1962, 1985), 3],
      [random.int(1990, 2010), 4],
      [random.int(2011, 2023), 3],
    ]);
  }
  return random.weighted([
    [random.int(1895, 1939), 15],
    [random.int(1950, 1979), 35],
    [random.int(1980, 1999), 25],
    [random.int(2000, 2015), 17],
    [random.int(2016, 2023), 8],
  ]);
}

export function conditionOf(
  random: Random,
  newBuild: boolean,
  built: number,
  renovated: number | null,
): ConditionCode {
  if (newBuild) return "new";
  if (renovated !== null && renovated >= 2015) return random.chance(0.5) ? "renovated" : "excellent";
  if (built >= 2012) return random.chance(0.6) ? "excellent" : "good";
  if (built >= 1985)
    return random.weighted<ConditionCode>([
      ["good", 6],
      ["to_refresh", 3],
      ["excellent", 1],
    ]);
  return random.weighted<ConditionCode>([
    ["good", 3],
    ["to_refresh", 4],
    ["to_renovate", 3],
  ]);
}
