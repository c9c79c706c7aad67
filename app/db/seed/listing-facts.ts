// The facts of one demo listing (what it is, where, how big, in what state, at what price), drawn so
// that they hang together: a bungalow has one floor, an old house a worse EPC, a village a larger plot.
import { regionOf, type Region } from "../../domain/region.ts";
import { energyFacts, type EnergyFacts, NO_ENERGY } from "./listing-energy.ts";
import { conditionOf, constructionEra, type Draft, emptyDraft } from "./listing-draft.ts";
import {
  commercialShape,
  garageShape,
  industrialShape,
  landShape,
  officeShape,
  parkingShape,
} from "./other-shapes.ts";
import type { DemoPlace } from "./places.ts";
import { KIND_TYPES, type KindVariant, type ListingKind } from "./property-types.ts";
import type { Random } from "./random.ts";
import { apartmentShape, houseShape, studioShape, yieldShape } from "./residential-shapes.ts";
import type { ConditionCode } from "./vocabulary.ts";

export type ListingFacts = {
  id: number;
  goal: 0 | 1;
  kind: ListingKind;
  variant: KindVariant;
  place: DemoPlace;
  region: Region | "";
  newBuild: boolean;
  /** Floor of an apartment or studio (0 = ground floor). */
  floorLevel: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  showerRooms: number | null;
  toilets: number | null;
  garages: number;
  parkings: number;
  externalParkings: number;
  floors: number | null;
  extraRooms: number | null;
  surfaceHabitable: number | null;
  surfaceGround: number | null;
  surfaceLiving: number | null;
  surfaceTerrace: number | null;
  surfaceGarden: number | null;
  surfaceOffice: number | null;
  surfaceStore: number | null;
  surfaceConstructed: number | null;
  plotWidth: number | null;
  frontWidth: number | null;
  facades: number | null;
  hasGarden: boolean;
  hasTerrace: boolean;
  hasLift: boolean;
  hasCellar: boolean;
  hasAttic: boolean;
  hasPool: boolean;
  solarPanels: boolean;
  constructionYear: number | null;
  renovationYear: number | null;
  condition: ConditionCode | null;
  energy: EnergyFacts;
  /** Sale price, or the monthly rent for a rental. */
  price: number;
};

export function roundPrice(random: Random, price: number): number {
  if (price < 100_000) return Math.max(5_000, Math.round(price / 500) * 500);
  const step = price < 1_000_000 ? 5_000 : 25_000;
  const rounded = Math.round(price / step) * step;
  return random.chance(0.3) && price < 1_000_000 ? Math.floor(rounded / 10_000) * 10_000 - 1_000 : rounded;
}

const CONDITION_FACTOR: Record<ConditionCode, number> = {
  new: 1.22,
  excellent: 1.1,
  renovated: 1.08,
  good: 1,
  to_refresh: 0.86,
  to_renovate: 0.7,
};

const SHAPES: Record<
  ListingKind,
  (random: Random, draft: Draft, variant: KindVariant, place: DemoPlace) => number
> = {
  house: houseShape,
  apartment: apartmentShape,
  studio: studioShape,
  yield: yieldShape,
  land: landShape,
  commercial: commercialShape,
  industrial: industrialShape,
  office: officeShape,
  garage: garageShape,
  parking: parkingShape,
};

export type ListingRequest = {
  id: number;
  goal: 0 | 1;
  kind: ListingKind;
  place: DemoPlace;
  newBuild: boolean;
};

/** The facts of one listing; `random` should be this listing's own stream. */
export function listingFacts(random: Random, request: ListingRequest): ListingFacts {
  const { kind, place, newBuild } = request;
  const variant = random.weighted(KIND_TYPES[kind].variants.map((v) => [v, v.weight] as const));
  const region = regionOf({ zip: place.zip, countryId: place.countryId });
  const draft = emptyDraft();
  draft.newBuild = newBuild;
  // Building land in Wallonia costs a fraction of Flemish land, more than houses there do.
  const level = kind === "land" && place.profile === "wallonia" ? place.priceLevel * 0.45 : place.priceLevel;

  if (kind === "house" || kind === "apartment" || kind === "studio" || kind === "yield") {
    const built = constructionEra(random, kind, newBuild);
    const renovated =
      !newBuild && built < 2005 && random.chance(0.4) ? random.int(Math.max(built + 15, 2004), 2025) : null;
    draft.constructionYear = built;
    draft.renovationYear = renovated;
    draft.condition = conditionOf(random, newBuild, built, renovated);
    draft.hasCellar = built < 1990 ? random.chance(0.7) : random.chance(0.3);
    draft.solarPanels = built >= 2016 || (renovated !== null && random.chance(0.5)) || random.chance(0.08);
  }

  const basePrice = SHAPES[kind](random, draft, variant, place);

  const residential = draft.constructionYear !== null && kind !== "industrial" && kind !== "office";
  const energy =
    residential && draft.constructionYear !== null
      ? energyFacts(random, region, draft.constructionYear, draft.renovationYear)
      : NO_ENERGY;
  const conditionFactor = draft.condition ? CONDITION_FACTOR[draft.condition] : 1;
  let price = basePrice * conditionFactor * level * random.float(0.92, 1.08);
  if (request.goal === 1) price = rentFor(draft, random);

  return {
    ...draft,
    id: request.id,
    goal: request.goal,
    kind,
    variant,
    place,
    region,
    energy,
    price: request.goal === 1 ? price : roundPrice(random, price),
  };
}

/** Monthly rent in the Mechelen area, rounded to 25 euro. */
function rentFor(draft: Draft, random: Random): number {
  const surface = draft.surfaceHabitable ?? 60;
  const rent = 300 + surface * random.float(7.2, 8.6);
  return Math.round(rent / 25) * 25;
}
