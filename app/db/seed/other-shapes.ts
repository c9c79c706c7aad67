// The shape of land, professional property, garages and parking spaces; each returns the listing's base
// price in Mechelen terms.
import type { Draft } from "./listing-draft.ts";
import type { KindVariant } from "./property-types.ts";
import type { Random } from "./random.ts";
import type { ConditionCode } from "./vocabulary.ts";

export function landShape(random: Random, draft: Draft, variant: KindVariant): number {
  const farmland = variant.mainTypeName === "Landbouwgrond";
  draft.surfaceGround = farmland ? random.int(28, 190) * 100 : random.int(380, 1450);
  draft.plotWidth = farmland ? null : Math.round(random.float(11, 32) * 10) / 10;
  draft.frontWidth = draft.plotWidth;
  return farmland ? draft.surfaceGround * random.float(5.5, 9) : draft.surfaceGround * random.int(240, 420);
}

export function commercialShape(random: Random, draft: Draft): number {
  draft.surfaceStore = random.int(70, 380);
  draft.surfaceHabitable = random.chance(0.4) ? random.int(75, 130) : null;
  draft.bedrooms = draft.surfaceHabitable ? random.int(1, 3) : null;
  draft.surfaceGround = draft.surfaceStore + random.int(20, 160);
  draft.toilets = random.int(1, 2);
  draft.facades = 2;
  draft.constructionYear = random.int(1920, 2012);
  draft.condition = random.pick<ConditionCode>(["good", "excellent", "to_refresh"]);
  return draft.surfaceStore * 1900 + (draft.surfaceHabitable ?? 0) * 1800;
}

export function industrialShape(random: Random, draft: Draft): number {
  draft.surfaceConstructed = random.int(45, 260) * 10;
  draft.surfaceOffice = random.int(6, 22) * 10;
  draft.surfaceGround = Math.round(draft.surfaceConstructed * random.float(1.6, 3.2));
  draft.toilets = random.int(2, 4);
  draft.parkings = random.int(4, 16);
  draft.constructionYear = random.int(1978, 2020);
  draft.condition = random.pick<ConditionCode>(["good", "excellent", "to_refresh"]);
  return draft.surfaceConstructed * 720 + draft.surfaceGround * 60;
}

export function officeShape(random: Random, draft: Draft): number {
  draft.surfaceOffice = random.int(8, 60) * 10;
  draft.surfaceHabitable = null;
  draft.toilets = Math.max(1, Math.round(draft.surfaceOffice / 150));
  draft.parkings = Math.round(draft.surfaceOffice / 45);
  draft.hasLift = draft.surfaceOffice > 200;
  draft.constructionYear = random.int(1985, 2022);
  draft.condition = random.pick<ConditionCode>(["good", "excellent", "renovated"]);
  return draft.surfaceOffice * 2250;
}

export function garageShape(random: Random, draft: Draft): number {
  draft.garages = 1;
  draft.surfaceGround = random.int(15, 22);
  return random.int(23, 42) * 1000;
}

export function parkingShape(random: Random, draft: Draft, variant: KindVariant): number {
  draft.parkings = variant.mainTypeName === "Staanplaats - binnen" ? 1 : 0;
  draft.externalParkings = draft.parkings === 0 ? 1 : 0;
  draft.surfaceGround = random.int(12, 15);
  return random.int(14, 29) * 1000;
}
