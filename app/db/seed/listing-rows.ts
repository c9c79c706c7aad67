// One demo listing as database rows: the property with its detail groups, its texts in three
// languages, its photos, documents and media links.
import { placeName } from "../../domain/place-name.ts";
import type { AnnuityDetails, CostDetails, properties, propertyTexts } from "../schema/listings.ts";
import { documentRows, type DocumentRow } from "./listing-attachments.ts";
import { headline } from "./listing-headline.ts";
import {
  buildingDetails,
  energyDetails,
  financialDetails,
  heatingOf,
  mobilityScores,
  newBuildCosts,
  rentalDetails,
  riskDetails,
  utilityDetails,
} from "./listing-details.ts";
import type { ListingFacts } from "./listing-facts.ts";
import { listingTexts } from "./listing-texts.ts";
import { managerFor } from "./managers.ts";
import { listingScenes, photoRows, type PhotoRow } from "./photos.ts";
import { COUNTRY_NAMES } from "./places.ts";
import { pointsOfInterest } from "./points-of-interest.ts";
import { KIND_TYPES } from "./property-types.ts";
import type { Random } from "./random.ts";

/** A property row that names its city by `cityKey`; the city's id is known only once cities are stored. */
export type DemoPropertyRow = Omit<typeof properties.$inferInsert, "cityId"> & { cityKey: string };
export type TextRow = typeof propertyTexts.$inferInsert;

export function cityKey(place: { zip: string; name: string }): string {
  return `${place.zip}|${place.name}`;
}

/** What the generator decided about a listing beyond its facts. */
export type ListingRole = {
  publishedAt: Date;
  recordFile: string;
  status: "available" | "under_option" | "sold" | "rented";
  /** 0 none, 1 sold, 2 rented, 3 for takeover (spec §4 labels). */
  marquee: 0 | 1 | 2 | 3;
  publishPrice: boolean;
  startingFrom: boolean;
  viager: AnnuityDetails | null;
  project: { id: number; name: string } | null;
};

export type ListingRows = {
  property: DemoPropertyRow;
  texts: TextRow[];
  photos: PhotoRow[];
  documents: DocumentRow[];
};

function address(random: Random, facts: ListingFacts) {
  const { place } = facts;
  const number = random.int(1, 160);
  const houseNumber = random.chance(0.05)
    ? `${number}${random.pick(["A", "B"])}`
    : random.chance(0.02)
      ? `${number}-${number + 2}`
      : String(number);
  const inBuilding = facts.kind === "apartment" || facts.kind === "studio" || facts.kind === "parking";
  const boxNr = inBuilding
    ? facts.floorLevel !== null
      ? `${facts.floorLevel}.${random.int(1, 4)}`
      : `-1.${String(random.int(1, 40)).padStart(2, "0")}`
    : null;
  // Spread around the centre; a degree of longitude is shorter than one of latitude at 51° north.
  const angle = random.float(0, Math.PI * 2);
  const distance = Math.sqrt(random.next()) * place.spread;
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    street: random.pick(place.streets),
    houseNumber,
    boxNr,
    latitude: round(place.latitude + Math.sin(angle) * distance),
    longitude: round(place.longitude + Math.cos(angle) * distance * 1.6),
  };
}

function webIdsOf(random: Random, facts: ListingFacts): string {
  if (facts.variant.webId === null || random.chance(0.03)) return "";
  if (facts.kind === "yield" && facts.surfaceStore) return "5,6";
  if (facts.kind === "commercial" && facts.surfaceHabitable) return "6,1";
  return String(facts.variant.webId);
}

export function listingRows(random: Random, facts: ListingFacts, role: ListingRole): ListingRows {
  const place = placeName(facts.place.name);
  const where = address(random.fork("address"), facts);
  const heating = heatingOf(random.fork("heating"), facts);
  const building = buildingDetails(random.fork("building"), facts, heating);
  const risks = riskDetails(random.fork("risks"), facts, role.publishedAt);
  const costs: CostDetails = newBuildCosts(random.fork("costs"), facts);
  const takeover = role.marquee === 3;
  const title = headline(random.fork("headline"), {
    facts,
    place,
    projectName: role.project?.name ?? null,
    takeover,
  });
  const texts = listingTexts(random.fork("texts"), {
    facts,
    place,
    headline: title,
    heating,
    kitchen: building.kitchen,
    gardenOrientation: building.orientationGarden,
    risks,
    projectName: role.project?.name ?? null,
    takeover,
    viager: role.viager !== null,
  });
  // Now and then the listing source sends a town as typed rather than in capitals (spec §3 "mostly").
  const cityText = facts.place.sale <= 6 && random.chance(0.12) ? place : facts.place.name;
  const residential = facts.surfaceHabitable !== null && facts.kind !== "commercial";

  const property: DemoPropertyRow = {
    id: facts.id,
    goal: facts.goal,
    status: role.status,
    marquee: role.marquee,
    typeId: KIND_TYPES[facts.kind].typeId,
    webId: facts.variant.webId,
    webIds: webIdsOf(random, facts),
    mainTypeName: facts.variant.mainTypeName,
    cityKey: cityKey(facts.place),
    city: cityText,
    zip: facts.place.zip,
    countryId: facts.place.countryId,
    countryName: COUNTRY_NAMES[facts.place.countryId],
    publishAddress: !random.chance(0.08),
    ...where,
    recordFile: role.recordFile,
    price: facts.price,
    publishPrice: role.publishPrice,
    priceUnit: role.startingFrom ? 7 : null,
    priceUnitText: role.startingFrom ? "vanaf" : null,
    bedrooms: facts.bedrooms,
    bathrooms: facts.bathrooms,
    showerRooms: facts.showerRooms,
    toilets: facts.toilets,
    garages: facts.garages,
    parkings: facts.parkings,
    externalParkings: facts.externalParkings,
    floors: facts.floors,
    extraRooms: facts.extraRooms,
    surfaceTotal: residential && facts.surfaceHabitable ? Math.round(facts.surfaceHabitable * 1.12) : null,
    surfaceHabitable: facts.surfaceHabitable,
    surfaceGround: facts.surfaceGround,
    surfaceLiving: facts.surfaceLiving,
    surfaceTerrace: facts.surfaceTerrace,
    surfaceGarden: facts.surfaceGarden,
    surfaceOffice: facts.surfaceOffice,
    surfaceStore: facts.surfaceStore,
    surfaceConstructed: facts.surfaceConstructed,
    plotWidth: facts.plotWidth,
    frontWidth: facts.frontWidth,
    facades: facts.facades,
    hasGarden: facts.hasGarden,
    hasTerrace: facts.hasTerrace,
    energyPerformance: facts.energy.value,
    epcLabelText: facts.energy.labelText,
    building,
    financial: financialDetails(random.fork("financial"), facts),
    energy: energyDetails(random.fork("energy"), facts, role.publishedAt),
    risks,
    utilities: utilityDetails(random.fork("utilities"), facts),
    annuity: role.viager ?? {},
    costs,
    rental: rentalDetails(random.fork("rental"), facts),
    mobility: mobilityScores(random.fork("mobility"), facts),
    pointsOfInterest: pointsOfInterest(random.fork("poi"), facts),
    managerId: managerFor({
      id: facts.id,
      goal: facts.goal,
      region: facts.region,
      newBuild: facts.newBuild,
      profile: facts.place.profile,
    }),
    projectId: role.project?.id ?? null,
    publishedAt: role.publishedAt,
    updatedAt: role.publishedAt,
  };
  return {
    property,
    texts: texts.map((text) => ({ propertyId: facts.id, ...text })),
    photos: photoRows(random.fork("photos"), listingScenes(random.fork("scenes"), facts), {
      propertyId: facts.id,
    }),
    documents: documentRows(
      random.fork("documents"),
      facts,
      role.recordFile,
      risks.asbestosDate !== undefined,
    ),
  };
}
