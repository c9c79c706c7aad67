// A listing payload as the rows the site reads (app/db/schema/listings.ts) and as the facts the ad rules
// check (app/domain/ad-compliance.ts). Pure: the import use-case writes what this returns.
import type { AdFacts } from "../../domain/ad-compliance.ts";
import { typeById } from "../../domain/property-type.ts";
import type { LocalizedText, properties } from "../../db/schema/listings.ts";
import type { ListingPayload } from "./listing-payload.ts";

export type PropertyValues = Omit<typeof properties.$inferInsert, "id" | "cityId" | "publishedAt">;

/** Country names as the listing source writes them (spec §3 CountryName). */
export const COUNTRY_NAMES: Record<10 | 50, string> = { 10: "België", 50: "Luxemburg" };

// Garage/parking (9) and land (4) have no building: no EPC, no asbestos certificate.
const TYPES_WITHOUT_BUILDING = new Set([4, 9]);

/** Whether a listing of this type has a building the ad rules ask certificates of. */
export function hasBuilding(typeId: number): boolean {
  return !TYPES_WITHOUT_BUILDING.has(typeId);
}

function localizedFirst(text: LocalizedText | undefined): string | undefined {
  return text ? (text.nl ?? text.fr ?? text.en ?? text.de) : undefined;
}

export function propertyValues(
  payload: ListingPayload,
  links: { managerId: number | null; projectId: number | null },
): PropertyValues {
  const type = typeById(payload.typeId);
  const { address, rooms, surfaces, energy } = payload;
  const webId = type?.webId ?? null;
  const { score: _score, label: _label, ...energyDetails } = energy;
  return {
    goal: payload.goal === "sale" ? 0 : 1,
    status: payload.status,
    marquee: payload.marquee,
    typeId: payload.typeId,
    webId,
    webIds: (payload.webIds.length > 0 ? payload.webIds : webId === null ? [] : [webId]).join(","),
    mainTypeName: payload.mainTypeName ?? type?.name ?? "",
    city: address.city.toUpperCase(),
    zip: address.zip,
    countryId: address.countryId,
    countryName: COUNTRY_NAMES[address.countryId],
    publishAddress: address.publishAddress,
    street: address.street ?? null,
    houseNumber: address.houseNumber ?? null,
    boxNr: address.boxNr ?? null,
    latitude: address.latitude ?? null,
    longitude: address.longitude ?? null,
    recordFile: payload.reference,
    price: payload.price ?? null,
    publishPrice: payload.publishPrice,
    priceUnit: payload.priceUnit ?? null,
    priceUnitText: payload.priceUnitText ?? null,
    bedrooms: rooms.bedrooms ?? null,
    bathrooms: rooms.bathrooms ?? null,
    showerRooms: rooms.showerRooms ?? null,
    toilets: rooms.toilets ?? null,
    garages: rooms.garages ?? null,
    parkings: rooms.parkings ?? null,
    externalParkings: rooms.externalParkings ?? null,
    floors: rooms.floors ?? null,
    extraRooms: rooms.extraRooms ?? null,
    surfaceTotal: surfaces.total ?? null,
    surfaceHabitable: surfaces.habitable ?? null,
    surfaceGround: surfaces.ground ?? null,
    surfaceLiving: surfaces.living ?? null,
    surfaceTerrace: surfaces.terrace ?? null,
    surfaceGarden: surfaces.garden ?? null,
    surfaceOffice: surfaces.office ?? null,
    surfaceStore: surfaces.store ?? null,
    surfaceConstructed: surfaces.constructed ?? null,
    plotWidth: surfaces.plotWidth ?? null,
    frontWidth: surfaces.frontWidth ?? null,
    facades: payload.facades ?? null,
    hasGarden: payload.hasGarden,
    hasTerrace: payload.hasTerrace,
    energyPerformance: energy.score ?? null,
    epcLabelText: energy.label?.toUpperCase() ?? null,
    building: payload.building,
    financial: payload.financial,
    energy: energyDetails,
    risks: payload.risks,
    utilities: payload.utilities,
    annuity: payload.annuity,
    costs: payload.costs,
    rental: payload.rental,
    mobility: payload.mobility,
    pointsOfInterest: payload.pointsOfInterest,
    managerId: links.managerId,
    projectId: links.projectId,
  };
}

export function adFacts(payload: ListingPayload): AdFacts {
  return storedAdFacts({
    zip: payload.address.zip,
    countryId: payload.address.countryId,
    goal: payload.goal === "sale" ? 0 : 1,
    typeId: payload.typeId,
    building: payload.building,
    energyPerformance: payload.energy.score ?? null,
    epcLabelText: payload.energy.label ?? null,
    energy: payload.energy,
    risks: payload.risks,
  });
}

type StoredFacts = Pick<
  typeof properties.$inferSelect,
  | "zip"
  | "countryId"
  | "goal"
  | "typeId"
  | "building"
  | "energyPerformance"
  | "epcLabelText"
  | "energy"
  | "risks"
>;

/** The facts the ad rules read, of a stored listing (imported, entered by staff or generated alike). */
export function storedAdFacts(row: StoredFacts): AdFacts {
  const { energy, risks } = row;
  return {
    zip: row.zip,
    countryId: row.countryId,
    goal: row.goal === 0 ? "sale" : "rent",
    hasBuilding: hasBuilding(row.typeId),
    constructionYear: row.building.constructionYear,
    energyScore: row.energyPerformance ?? undefined,
    energyLabel: row.epcLabelText ?? undefined,
    certificateCode: energy.certificateCode,
    co2Emission: energy.co2Emission,
    insulationClass: energy.insulationClass,
    floodPScore: risks.floodPScore,
    floodGScore: risks.floodGScore,
    buildingPermit: risks.buildingPermit,
    zoning: localizedFirst(risks.areaApplication),
    summons: risks.summons,
    preemptiveRight: risks.preemptiveRight,
    allotmentPermit: risks.allotmentPermit,
    asbestosCertificateDate: risks.asbestosDate,
  };
}
