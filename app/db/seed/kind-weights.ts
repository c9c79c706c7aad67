// How common each kind of property is in each kind of place.
import type { PlaceProfile } from "./places.ts";
import type { ListingKind } from "./property-types.ts";
import type { Random } from "./random.ts";

const KIND_WEIGHTS: Record<PlaceProfile, readonly (readonly [ListingKind, number])[]> = {
  city: [
    ["house", 30],
    ["apartment", 40],
    ["studio", 6],
    ["land", 2],
    ["yield", 5],
    ["commercial", 3],
    ["industrial", 1],
    ["office", 4],
    ["garage", 5],
    ["parking", 3],
  ],
  suburb: [
    ["house", 56],
    ["apartment", 20],
    ["studio", 1],
    ["land", 8],
    ["yield", 3],
    ["commercial", 3],
    ["industrial", 2],
    ["office", 2],
    ["garage", 4],
    ["parking", 2],
  ],
  village: [
    ["house", 66],
    ["apartment", 10],
    ["land", 12],
    ["yield", 2],
    ["commercial", 2],
    ["industrial", 3],
    ["garage", 4],
    ["parking", 1],
  ],
  coast: [
    ["apartment", 60],
    ["studio", 12],
    ["house", 8],
    ["garage", 12],
    ["parking", 8],
  ],
  brussels: [
    ["apartment", 60],
    ["house", 20],
    ["studio", 10],
    ["office", 5],
    ["commercial", 5],
  ],
  wallonia: [
    ["house", 60],
    ["apartment", 25],
    ["land", 10],
    ["commercial", 5],
  ],
  luxembourg: [
    ["apartment", 65],
    ["house", 25],
    ["office", 10],
  ],
};

export function chooseKind(random: Random, profile: PlaceProfile): ListingKind {
  return random.weighted(KIND_WEIGHTS[profile]);
}

/** A price as agencies write them: 289.000, 349.000, 1.195.000, 27.500. */
