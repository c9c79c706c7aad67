// The label groups of spec §3 ("Detail labels cover") as rows of translated label and formatted value.
// A group or a row without data is left out, never shown empty.
import type { MessageKey } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import type { T } from "../../i18n/use-t.ts";
import { type DetailRow, rowsWithValues, valueFormatter } from "./detail-values.ts";
import { depositFor } from "../../domain/money.ts";
import { annuitantSexKey } from "../../domain/viager.ts";
import type { properties } from "../../db/schema/listings.ts";
import { goalOf } from "../../domain/listing-goal.ts";

type PropertyRow = typeof properties.$inferSelect;

export type DetailGroupId =
  "rooms" | "building" | "financial" | "energy" | "risks" | "utilities" | "annuity" | "costs" | "rental";

export type DetailGroup = { id: DetailGroupId; title: string; rows: DetailRow[] };

const FACADE_KEYS: Record<number, MessageKey> = {
  4: "PROPERTY_FACADES_4",
  3: "PROPERTY_FACADES_3",
  2: "PROPERTY_FACADES_2",
};

/** The detail groups of a property with data, in the order of spec §3. */
export function detailGroups(
  property: PropertyRow,
  t: T,
  language: Language,
  energyRows: DetailRow[],
): DetailGroup[] {
  const f = valueFormatter(t, language);
  const b = property.building;
  const fin = property.financial;
  const u = property.utilities;
  const a = property.annuity;
  const c = property.costs;
  const isRent = goalOf(property.goal) === "rent";
  const facadeKey = property.facades === null ? undefined : FACADE_KEYS[property.facades];

  const groups: [DetailGroupId, MessageKey, DetailRow[]][] = [
    [
      "rooms",
      "PROPERTY_GROUP_ROOMS",
      rowsWithValues([
        [t("PROPERTY_BEDROOMS"), f.count(property.bedrooms)],
        [t("PROPERTY_BATHROOMS"), f.count(property.bathrooms)],
        [t("PROPERTY_SHOWER_ROOMS"), f.count(property.showerRooms)],
        [t("PROPERTY_TOILETS"), f.count(property.toilets)],
        [t("PROPERTY_GARAGES"), f.count(property.garages)],
        [t("PROPERTY_PARKINGS"), f.count(property.parkings)],
        [t("PROPERTY_EXTERNAL_PARKINGS"), f.count(property.externalParkings)],
        [t("PROPERTY_FLOORS"), f.count(property.floors)],
        [t("PROPERTY_EXTRA_ROOMS"), f.count(property.extraRooms)],
        [t("PROPERTY_SURFACE_TOTAL"), f.squareMeters(property.surfaceTotal)],
        [t("PROPERTY_SURFACE_HABITABLE"), f.squareMeters(property.surfaceHabitable)],
        [t("PROPERTY_SURFACE_GROUND"), f.squareMeters(property.surfaceGround)],
        [t("PROPERTY_SURFACE_LIVING"), f.squareMeters(property.surfaceLiving)],
        [t("PROPERTY_SURFACE_TERRACE"), f.squareMeters(property.surfaceTerrace)],
        [t("PROPERTY_SURFACE_GARDEN"), f.squareMeters(property.surfaceGarden)],
        [t("PROPERTY_SURFACE_OFFICE"), f.squareMeters(property.surfaceOffice)],
        [t("PROPERTY_SURFACE_STORE"), f.squareMeters(property.surfaceStore)],
        [t("PROPERTY_SURFACE_CONSTRUCTED"), f.squareMeters(property.surfaceConstructed)],
        [t("PROPERTY_PLOT_WIDTH"), f.meters(property.plotWidth)],
        [t("PROPERTY_FRONT_WIDTH"), f.meters(property.frontWidth)],
        [t("PROPERTY_FACADES"), facadeKey ? t(facadeKey) : f.count(property.facades)],
      ]),
    ],
    [
      "building",
      "PROPERTY_GROUP_BUILDING",
      rowsWithValues([
        [t("PROPERTY_CONSTRUCTION_YEAR"), f.year(b.constructionYear)],
        [t("PROPERTY_RENOVATION_YEAR"), f.year(b.renovationYear)],
        [t("PROPERTY_CONDITION"), f.localized(b.condition)],
        [t("PROPERTY_ROOF_TYPE"), f.localized(b.roofType)],
        [t("PROPERTY_ROOF_MATERIAL"), f.localized(b.roofMaterial)],
        [t("PROPERTY_ROOF_CONDITION"), f.localized(b.roofCondition)],
        [t("PROPERTY_HEATING"), f.localized(b.heating)],
        [t("PROPERTY_KITCHEN"), f.localized(b.kitchen)],
        [t("PROPERTY_INTERIOR_COMFORT"), f.localized(b.interiorComfort)],
        [t("PROPERTY_EXTERIOR_COMFORT"), f.localized(b.exteriorComfort)],
        [t("PROPERTY_WINDOW_GLAZING"), f.localized(b.windowGlazing)],
        [t("PROPERTY_WINDOW_FRAME"), f.localized(b.windowFrame)],
        [t("PROPERTY_FLOORING"), f.localized(b.flooring)],
        [t("PROPERTY_ORIENTATION_REAR"), f.localized(b.orientationRear)],
        [t("PROPERTY_ORIENTATION_TERRACE"), f.localized(b.orientationTerrace)],
        [t("PROPERTY_ORIENTATION_GARDEN"), f.localized(b.orientationGarden)],
        [t("PROPERTY_LIFT"), f.yesNo(b.hasLift)],
        [t("PROPERTY_CELLAR"), f.yesNo(b.hasCellar)],
        [t("PROPERTY_TERRACE"), f.presence(property.hasTerrace)],
        [t("PROPERTY_GARDEN"), f.presence(property.hasGarden)],
        [t("PROPERTY_ATTIC"), f.yesNo(b.hasAttic)],
        [t("PROPERTY_FURNISHED"), f.yesNo(b.isFurnished)],
        [t("PROPERTY_POOL"), f.yesNo(b.hasPool)],
      ]),
    ],
    [
      "financial",
      "PROPERTY_GROUP_FINANCIAL",
      rowsWithValues([
        [t("PROPERTY_PRICE"), property.publishPrice ? null : t("PRICE_ON_DEMAND")],
        [t("PROPERTY_MONTHLY_RENT"), isRent ? f.money(fin.monthlyRent ?? property.price) : null],
        [t("PROPERTY_CHARGES_RENTER"), f.money(fin.chargesRenter)],
        [t("PROPERTY_CHARGES_OWNER"), f.money(fin.chargesOwner)],
        [t("PROPERTY_CADASTRAL_INCOME"), f.money(fin.cadastralIncome)],
        [t("PROPERTY_REAL_ESTATE_TAX"), f.money(fin.realEstateTax)],
      ]),
    ],
    ["energy", "PROPERTY_GROUP_ENERGY", energyRows],
    ["risks", "PROPERTY_GROUP_RISKS", riskRows(property, t, language)],
    [
      "utilities",
      "PROPERTY_GROUP_UTILITIES",
      rowsWithValues([
        [t("PROPERTY_GAS"), f.yesNo(u.gas)],
        [t("PROPERTY_WATER"), f.yesNo(u.water)],
        [t("PROPERTY_ELECTRICITY"), f.yesNo(u.electricity)],
        [t("PROPERTY_DRAIN_CONNECTION"), f.yesNo(u.drainConnection)],
      ]),
    ],
    [
      "annuity",
      "PROPERTY_GROUP_ANNUITY",
      rowsWithValues([
        [t("PROPERTY_VIAGER"), f.triState(a.isViager)],
        [t("PROPERTY_ANNUITANT_A"), annuitant(t, a.ageA, a.sexA)],
        [t("PROPERTY_ANNUITANT_B"), annuitant(t, a.ageB, a.sexB)],
      ]),
    ],
    [
      "costs",
      "PROPERTY_GROUP_COSTS",
      rowsWithValues([
        [t("PROPERTY_NOTARY_FEE_EXCL_VAT"), f.money(c.notaryFeeExclVat)],
        [t("PROPERTY_NOTARY_FEE_INCL_VAT"), f.money(c.notaryFeeInclVat)],
        [t("PROPERTY_REGISTRATION_RIGHTS"), f.money(c.registrationRights)],
        [t("PROPERTY_VAT"), f.money(c.vat)],
        [t("PROPERTY_CONSTRUCTION_COST"), f.money(c.constructionCost)],
        [t("PROPERTY_TOTAL_PRICE"), f.money(c.totalPrice)],
        [t("PROPERTY_PARKING_PRICE"), f.money(c.parkingPrice)],
        [t("PROPERTY_GARAGE_PRICE"), f.money(c.garagePrice)],
      ]),
    ],
    ["rental", "PROPERTY_GROUP_RENTAL", isRent ? rentalRows(property, t, language) : []],
  ];
  return groups
    .filter(([, , rows]) => rows.length > 0)
    .map(([id, titleKey, rows]) => ({ id, title: t(titleKey), rows }));
}

function annuitant(t: T, age: number | undefined, sex: "m" | "f" | undefined): string | null {
  if (age === undefined || age <= 0) return null;
  const sexKey = annuitantSexKey(sex);
  return sexKey
    ? t("PROPERTY_ANNUITANT_AGE", { age, sex: t(sexKey) })
    : t("PROPERTY_ANNUITANT_AGE_ONLY", { age });
}

function riskRows(property: PropertyRow, t: T, language: Language): DetailRow[] {
  const f = valueFormatter(t, language);
  const r = property.risks;
  const rows = rowsWithValues([
    [t("PROPERTY_ASBESTOS_TYPE"), f.localized(r.asbestosType)],
    [t("PROPERTY_ASBESTOS_DATE"), f.date(r.asbestosDate)],
    [t("PROPERTY_FLOOD_ZONE"), f.localized(r.floodZone)],
    [t("PROPERTY_RIVERBANK_ZONE"), f.yesNo(r.riverbankZone)],
    [t("PROPERTY_FLOOD_P_SCORE"), r.floodPScore ?? null],
    [t("PROPERTY_FLOOD_G_SCORE"), r.floodGScore ?? null],
    // The five Flemish urban-planning items (quality.md).
    [t("PROPERTY_BUILDING_PERMIT"), f.triState(r.buildingPermit)],
    [t("PROPERTY_AREA_APPLICATION"), f.localized(r.areaApplication)],
    [t("PROPERTY_SUMMONS"), f.triState(r.summons)],
    [t("PROPERTY_PREEMPTIVE_RIGHT"), f.triState(r.preemptiveRight)],
    [t("PROPERTY_ALLOTMENT_PERMIT"), f.triState(r.allotmentPermit)],
    [t("PROPERTY_JUDICIAL_DECISION"), f.triState(r.judicialDecision)],
  ]);
  // quality.md: flood class D carries the flood symbol.
  const scoreLabels = new Set([t("PROPERTY_FLOOD_P_SCORE"), t("PROPERTY_FLOOD_G_SCORE")]);
  return rows.map((row) =>
    scoreLabels.has(row.label) && row.value === "D" ? { ...row, mark: "flood" } : row,
  );
}

function rentalRows(property: PropertyRow, t: T, language: Language): DetailRow[] {
  const f = valueFormatter(t, language);
  const rent = property.rental;
  const monthlyRent = property.financial.monthlyRent ?? property.price;
  // Spec §9: the deposit equals 3 months' rent when the listing does not state it.
  const deposit = f.money(rent.deposit ?? (monthlyRent ? depositFor(monthlyRent) : null));
  return rowsWithValues([
    [t("PROPERTY_DEPOSIT"), deposit === null ? null : t("PROPERTY_DEPOSIT_MONTHS", { amount: deposit })],
    [t("PROPERTY_AGENCY_COST"), f.money(rent.agencyCost)],
    [t("PROPERTY_INVENTORY_COST"), f.money(rent.inventoryCost)],
    [t("PROPERTY_CONTRACT_TYPE"), f.localized(rent.contractType)],
  ]);
}
