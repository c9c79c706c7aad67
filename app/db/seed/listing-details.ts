// The detail groups of spec §3 for one listing, filled from its facts so that the page tells one story:
// an old house has an asbestos certificate, a Flemish listing the five planning items and flood scores,
// a rental its lease terms, a new build its VAT and construction cost.
import type {
  BuildingDetails,
  CostDetails,
  EnergyDetails,
  FinancialDetails,
  MobilityScores,
  RentalDetails,
  RiskDetails,
  TriState,
  UtilityDetails,
} from "../schema/listings.ts";
import type { ListingFacts } from "./listing-facts.ts";
import type { Random } from "./random.ts";
import {
  ASBESTOS,
  CONDITIONS,
  CONTRACT_TYPES,
  EXTERIOR_COMFORT,
  FLOOD_ZONES,
  FLOORING,
  FRAMES,
  GLAZING,
  HEATING,
  type HeatingCode,
  INTERIOR_COMFORT,
  KITCHENS,
  ORIENTATIONS,
  type OrientationCode,
  ROOF_CONDITIONS,
  ROOF_MATERIALS,
  ROOF_TYPES,
  ZONING,
} from "./vocabulary.ts";
import { goalOf } from "../../domain/listing-goal.ts";

const ORIENTATION_CODES = Object.keys(ORIENTATIONS).filter(
  (code): code is OrientationCode => code in ORIENTATIONS,
);

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

export function heatingOf(random: Random, facts: ListingFacts): HeatingCode | null {
  if (facts.constructionYear === null) return null;
  if (facts.newBuild || facts.constructionYear >= 2021) return "heat_pump";
  if (facts.kind === "apartment" && facts.constructionYear < 1990 && random.chance(0.4)) return "collective";
  if (facts.kind === "studio") return random.chance(0.5) ? "electric" : "gas";
  if (facts.constructionYear < 1980 && facts.renovationYear === null && random.chance(0.35)) return "oil";
  return random.chance(0.55) ? "gas_condensing" : "gas";
}

export function buildingDetails(
  random: Random,
  facts: ListingFacts,
  heating: HeatingCode | null,
): BuildingDetails {
  if (facts.constructionYear === null) return {};
  const built = facts.constructionYear;
  const modern = facts.newBuild || built >= 2010 || (facts.renovationYear ?? 0) >= 2015;
  const details: BuildingDetails = {
    constructionYear: built,
    ...(facts.renovationYear ? { renovationYear: facts.renovationYear } : {}),
    ...(facts.condition ? { condition: CONDITIONS[facts.condition] } : {}),
    ...(heating ? { heating: HEATING[heating] } : {}),
    windowGlazing: modern
      ? facts.newBuild
        ? GLAZING.triple
        : GLAZING.double_hr
      : random.pick([GLAZING.double, GLAZING.double_hr, GLAZING.single]),
    windowFrame: random.pick([FRAMES.aluminium, FRAMES.pvc, FRAMES.wood]),
    hasCellar: facts.hasCellar,
  };
  if (facts.kind === "house" || facts.kind === "yield") {
    const flat = facts.newBuild ? random.chance(0.5) : random.chance(0.12);
    details.roofType = flat
      ? ROOF_TYPES.flat
      : random.pick([ROOF_TYPES.saddle, ROOF_TYPES.saddle, ROOF_TYPES.hipped, ROOF_TYPES.mansard]);
    details.roofMaterial = flat
      ? random.pick([ROOF_MATERIALS.epdm, ROOF_MATERIALS.bitumen])
      : random.pick([ROOF_MATERIALS.tiles, ROOF_MATERIALS.tiles, ROOF_MATERIALS.slate, ROOF_MATERIALS.zinc]);
    details.roofCondition = modern
      ? ROOF_CONDITIONS.new
      : random.pick([ROOF_CONDITIONS.good, ROOF_CONDITIONS.to_check, ROOF_CONDITIONS.to_renew]);
    details.hasAttic = facts.hasAttic;
    details.hasPool = facts.hasPool;
  }
  if (facts.kind !== "commercial") {
    details.kitchen =
      facts.kind === "studio"
        ? KITCHENS.kitchenette
        : modern
          ? random.pick([KITCHENS.open, KITCHENS.fitted])
          : random.pick([KITCHENS.fitted, KITCHENS.semi, KITCHENS.basic]);
    details.flooring = modern
      ? random.pick([FLOORING.parquet, FLOORING.tiles, FLOORING.concrete])
      : random.pick([FLOORING.tiles, FLOORING.laminate, FLOORING.parquet, FLOORING.natural_stone]);
    details.interiorComfort = modern
      ? INTERIOR_COMFORT.high
      : random.pick([INTERIOR_COMFORT.standard, INTERIOR_COMFORT.dated]);
  }
  if (facts.hasGarden) {
    details.exteriorComfort = random.pick([EXTERIOR_COMFORT.landscaped, EXTERIOR_COMFORT.low_maintenance]);
    details.orientationGarden = ORIENTATIONS[random.pick(ORIENTATION_CODES)];
  } else if (facts.hasTerrace) {
    details.exteriorComfort = facts.kind === "house" ? EXTERIOR_COMFORT.courtyard : EXTERIOR_COMFORT.balcony;
  }
  if (facts.hasTerrace) details.orientationTerrace = ORIENTATIONS[random.pick(ORIENTATION_CODES)];
  if (facts.kind === "house") details.orientationRear = ORIENTATIONS[random.pick(ORIENTATION_CODES)];
  if (facts.kind === "apartment" || facts.kind === "studio" || facts.kind === "office")
    details.hasLift = facts.hasLift;
  // Small city flats are often let furnished.
  if (facts.goal === 1) details.isFurnished = facts.kind !== "house" && (facts.bedrooms ?? 0) <= 2;
  return details;
}

export function financialDetails(random: Random, facts: ListingFacts): FinancialDetails {
  if (facts.goal === 1) {
    return { monthlyRent: facts.price, chargesRenter: random.int(3, 8) * 25 };
  }
  const details: FinancialDetails = {};
  // Cadastral income is about 0.25 to 0.35 % of today's value for older Flemish homes.
  if (facts.kind !== "parking" && facts.kind !== "land") {
    details.cadastralIncome = Math.round(facts.price * random.float(0.0022, 0.0036));
    details.realEstateTax = Math.round(details.cadastralIncome * random.float(0.45, 0.62));
  }
  if (facts.kind === "apartment" || facts.kind === "studio") details.chargesOwner = random.int(4, 14) * 10;
  return details;
}

export function energyDetails(random: Random, facts: ListingFacts, publishedAt: Date): EnergyDetails {
  const value = facts.energy.value;
  if (value === null) return {};
  const surface = facts.surfaceHabitable ?? facts.surfaceStore ?? 80;
  const issued = addDays(publishedAt, -random.int(20, 900));
  const details: EnergyDetails = {
    totalKwhPerYear: Math.round(Math.max(value, 15) * surface),
    // Roughly 0.2 kg CO2 per kWh for a mix of gas and electricity.
    co2Emission: Math.max(0, Math.round(value * random.float(0.17, 0.23))),
    expiryDate: isoDate(addDays(issued, 3652)),
  };
  if (facts.region === "flanders") {
    const stamp = isoDate(issued).replaceAll("-", "");
    details.certificateCode = `${stamp}-${String(random.int(1_000_000, 9_999_999)).padStart(10, "0")}-RES-1`;
  } else if (facts.region === "brussels") {
    details.certificateCode = `${stamp2(issued)}-${random.int(100000, 999999)}`;
  }
  if (facts.newBuild || (facts.constructionYear ?? 0) >= 2016) details.eLevel = random.int(12, 45);
  return details;
}

function stamp2(date: Date): string {
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

function planningItem(random: Random, usual: TriState): TriState {
  return random.chance(0.88) ? usual : random.pick<TriState>([-1, 2]);
}

export function riskDetails(random: Random, facts: ListingFacts, publishedAt: Date): RiskDetails {
  if (facts.region === "luxembourg") return {};
  const details: RiskDetails = {};
  if (facts.constructionYear !== null && facts.constructionYear < 2001 && facts.region === "flanders") {
    details.asbestosType = random.weighted([
      [ASBESTOS.safe, 3],
      [ASBESTOS.bonded, 2],
      [ASBESTOS.pipes, 1],
    ]);
    details.asbestosDate = isoDate(addDays(publishedAt, -random.int(10, 240)));
  }
  if (facts.region === "flanders") {
    // Near the Dijle, the Nete and the canal some plots are flood-prone (quality.md: P and G scores).
    const wet = ["WALEM", "MUIZEN", "HEFFEN", "LIER", "DUFFEL", "RUMST"].includes(facts.place.name);
    const score = random.weighted<"A" | "B" | "C" | "D">(
      wet
        ? [
            ["A", 3],
            ["B", 3],
            ["C", 2],
            ["D", 1],
          ]
        : [
            ["A", 14],
            ["B", 3],
            ["C", 1],
          ],
    );
    details.floodPScore = score;
    details.floodGScore =
      facts.kind === "land" ? score : random.chance(0.8) ? score : score === "A" ? "A" : "B";
    details.floodZone =
      score === "A" ? FLOOD_ZONES.none : score === "D" ? FLOOD_ZONES.effective : FLOOD_ZONES.possible;
    details.riverbankZone = score === "D" && random.chance(0.5);
    details.buildingPermit = facts.kind === "land" ? planningItem(random, 0) : planningItem(random, 1);
    details.areaApplication =
      facts.kind === "industrial"
        ? ZONING.industrial
        : facts.variant.mainTypeName === "Landbouwgrond"
          ? ZONING.agricultural
          : facts.kind === "commercial"
            ? ZONING.mixed
            : facts.place.profile === "village"
              ? ZONING.residential_rural
              : ZONING.residential;
    details.summons = planningItem(random, 0);
    details.preemptiveRight = random.chance(0.07) ? 1 : planningItem(random, 0);
    details.allotmentPermit = facts.kind === "land" ? 1 : planningItem(random, 0);
    details.judicialDecision = planningItem(random, 0);
  } else {
    details.buildingPermit = planningItem(random, 1);
    details.summons = 0;
  }
  return details;
}

export function utilityDetails(random: Random, facts: ListingFacts): UtilityDetails {
  if (facts.kind === "parking" || facts.kind === "garage")
    return random.chance(0.3) ? { electricity: true } : {};
  const rural = facts.place.profile === "village" || facts.place.profile === "wallonia";
  return {
    gas: !facts.newBuild && !(rural && random.chance(0.3)),
    water: true,
    electricity: true,
    drainConnection: !(rural && random.chance(0.25)),
  };
}

export function rentalDetails(random: Random, facts: ListingFacts): RentalDetails {
  if (facts.goal !== 1) return {};
  return {
    deposit: facts.price * 3,
    ...(facts.kind === "house" ? { agencyCost: 250 } : {}),
    inventoryCost: random.int(5, 8) * 25,
    contractType: facts.kind === "studio" ? CONTRACT_TYPES.short_3 : CONTRACT_TYPES.main_residence_9,
  };
}

/** Buyer's costs as a new build's price list states them: land under registration duty, the rest under VAT. */
export function newBuildCosts(random: Random, facts: ListingFacts): CostDetails {
  if (!facts.newBuild || goalOf(facts.goal) === "rent") return {};
  const landShare = Math.round(facts.price * random.float(0.18, 0.3));
  const constructionCost = facts.price - landShare;
  const vat = Math.round(constructionCost * 0.21);
  const registrationRights = Math.round(landShare * 0.12);
  const notaryFeeExclVat = random.int(36, 52) * 100;
  const notaryFeeInclVat = Math.round(notaryFeeExclVat * 1.21);
  const costs: CostDetails = {
    constructionCost,
    vat,
    registrationRights,
    notaryFeeExclVat,
    notaryFeeInclVat,
    totalPrice: facts.price + vat + registrationRights + notaryFeeInclVat,
  };
  if (facts.kind === "apartment") {
    costs.parkingPrice = random.int(18, 26) * 1000;
    costs.garagePrice = random.int(28, 38) * 1000;
  }
  return costs;
}

const PROFILE_MOBILITY: Record<ListingFacts["place"]["profile"], number> = {
  city: 8.4,
  brussels: 8.9,
  luxembourg: 8,
  suburb: 6.6,
  coast: 7.2,
  village: 5.1,
  wallonia: 5.6,
};

export function mobilityScores(random: Random, facts: ListingFacts): MobilityScores {
  const base = PROFILE_MOBILITY[facts.place.profile];
  const score = (offset: number) =>
    Math.round(Math.min(10, Math.max(0.5, base + offset + random.float(-1, 1))) * 10) / 10;
  return {
    publicTransport: score(0),
    education: score(0.4),
    shops: score(0.2),
    leisure: score(-0.4),
    health: score(-0.2),
    environment: score(facts.place.profile === "city" ? -2.5 : 1.5),
    nearby: score(0.1),
  };
}
