// The shape of residential listings (house, apartment, studio, investment property): rooms, surfaces
// and outdoor space that fit together; each returns the listing's base price in Mechelen terms.
import type { Draft } from "./listing-draft.ts";
import type { DemoPlace } from "./places.ts";
import type { KindVariant } from "./property-types.ts";
import type { Random } from "./random.ts";

export function houseShape(random: Random, draft: Draft, variant: KindVariant, place: DemoPlace): number {
  const isBungalow = variant.mainTypeName === "Bungalow";
  const beds = random.weighted([
    [2, 18],
    [3, 45],
    [4, 27],
    [5, 10],
  ]);
  draft.bedrooms = beds;
  draft.bathrooms = beds >= 4 && random.chance(0.6) ? 2 : 1;
  draft.showerRooms = random.chance(0.35) ? 1 : 0;
  draft.toilets = Math.min(3, draft.bathrooms + random.int(0, 1));
  draft.floors = isBungalow ? 1 : random.chance(0.2) ? 3 : 2;
  draft.surfaceHabitable = Math.round(70 + beds * 32 + random.int(-15, 35));
  draft.surfaceLiving = Math.round(draft.surfaceHabitable * random.float(0.22, 0.32));
  const plot = {
    city: [110, 420],
    suburb: [320, 950],
    village: [420, 1400],
    coast: [180, 500],
    brussels: [120, 380],
    wallonia: [500, 2200],
    luxembourg: [300, 800],
  }[place.profile];
  draft.surfaceGround = random.int(plot[0] ?? 200, plot[1] ?? 600) + (isBungalow ? 350 : 0);
  draft.facades =
    place.profile === "city" || place.profile === "brussels"
      ? random.weighted([
          [2, 6],
          [3, 3],
          [4, 1],
        ])
      : random.weighted([
          [2, 1],
          [3, 4],
          [4, 5],
        ]);
  // A detached house needs a plot to stand on.
  if (draft.facades === 4 && draft.surfaceGround < 450) draft.facades = 3;
  draft.frontWidth = Math.round(random.float(5.5, draft.facades === 4 ? 16 : 9.5) * 10) / 10;
  draft.hasGarden = random.chance(0.92);
  draft.surfaceGarden = draft.hasGarden
    ? Math.max(30, draft.surfaceGround - Math.round(draft.surfaceHabitable / draft.floors) - 40)
    : null;
  draft.hasTerrace = random.chance(0.75);
  draft.surfaceTerrace = draft.hasTerrace ? random.int(12, 45) : null;
  draft.garages = random.weighted([
    [0, 35],
    [1, 50],
    [2, 15],
  ]);
  // A bel-étage is built over its garage.
  if (variant.mainTypeName === "Bel-étage") draft.garages = Math.max(1, draft.garages);
  draft.externalParkings = place.profile === "city" ? random.int(0, 1) : random.int(0, 3);
  draft.hasAttic = !isBungalow && random.chance(0.55);
  draft.hasPool = draft.surfaceGround > 900 && random.chance(0.3);
  draft.extraRooms = random.weighted([
    [0, 5],
    [1, 3],
    [2, 1],
  ]);
  return draft.surfaceHabitable * 2450 + draft.surfaceGround * 90 + (draft.facades - 2) * 18_000;
}

export function apartmentShape(random: Random, draft: Draft): number {
  const beds = random.weighted([
    [1, 28],
    [2, 54],
    [3, 18],
  ]);
  draft.bedrooms = beds;
  draft.bathrooms = 1;
  draft.showerRooms = beds === 3 && random.chance(0.5) ? 1 : 0;
  draft.toilets = beds === 1 ? 1 : random.int(1, 2);
  draft.floorLevel = random.weighted([
    [0, 2],
    [1, 4],
    [2, 4],
    [3, 3],
    [4, 2],
    [5, 1],
    [7, 1],
  ]);
  draft.surfaceHabitable = Math.round(48 + beds * 27 + random.int(-6, 22));
  draft.surfaceLiving = Math.round(draft.surfaceHabitable * random.float(0.32, 0.42));
  draft.hasTerrace = random.chance(0.78);
  draft.surfaceTerrace = draft.hasTerrace ? random.int(6, 32) : null;
  draft.hasGarden = draft.floorLevel === 0 && random.chance(0.6);
  draft.surfaceGarden = draft.hasGarden ? random.int(35, 120) : null;
  draft.hasLift = draft.floorLevel >= 2 || random.chance(0.5);
  draft.garages = random.chance(0.35) ? 1 : 0;
  draft.parkings = draft.garages === 0 && random.chance(0.4) ? 1 : 0;
  return draft.surfaceHabitable * 2900 + (draft.surfaceTerrace ?? 0) * 900 + draft.garages * 25_000;
}

export function studioShape(random: Random, draft: Draft): number {
  draft.bedrooms = 0;
  draft.bathrooms = 0;
  draft.showerRooms = 1;
  draft.toilets = 1;
  draft.floorLevel = random.int(1, 5);
  draft.surfaceHabitable = random.int(27, 46);
  draft.surfaceLiving = draft.surfaceHabitable - random.int(6, 10);
  draft.hasTerrace = random.chance(0.35);
  draft.surfaceTerrace = draft.hasTerrace ? random.int(4, 9) : null;
  draft.hasLift = random.chance(0.7);
  return draft.surfaceHabitable * 3500;
}

export function yieldShape(random: Random, draft: Draft): number {
  const units = random.int(2, 4);
  draft.bedrooms = units * random.int(1, 2);
  draft.bathrooms = units;
  draft.toilets = units;
  draft.floors = Math.min(4, units);
  draft.surfaceHabitable = units * random.int(70, 105);
  draft.surfaceGround = random.int(140, 420);
  draft.surfaceStore = random.chance(0.4) ? random.int(60, 140) : null;
  draft.facades = 2;
  draft.extraRooms = units;
  return draft.surfaceHabitable * 2150 + (draft.surfaceStore ?? 0) * 1400;
}
