// What a published property ad must show in Belgium and Luxembourg (quality.md, "Belgian and Luxembourg
// facts"): checked on every import, so the agency hears of a gap before a buyer or an inspector does. The
// check never refuses a listing; it lists what is missing. The rules follow the property's region (spec §9).
import { type Region, regionOf } from "./region.ts";

export type FloodScore = "A" | "B" | "C" | "D";
type TriState = -1 | 0 | 1 | 2;

/** The facts of a listing the rules read; absent means "not sent". */
export type AdFacts = {
  zip: string;
  countryId?: number | undefined;
  goal: "sale" | "rent";
  /** Land and parking spaces have no building: no energy certificate, no asbestos certificate. */
  hasBuilding: boolean;
  constructionYear?: number | undefined;
  energyScore?: number | undefined;
  energyLabel?: string | undefined;
  certificateCode?: string | undefined;
  co2Emission?: number | undefined;
  insulationClass?: string | undefined;
  floodPScore?: FloodScore | undefined;
  floodGScore?: FloodScore | undefined;
  buildingPermit?: TriState | undefined;
  zoning?: string | undefined;
  summons?: TriState | undefined;
  preemptiveRight?: TriState | undefined;
  allotmentPermit?: TriState | undefined;
  asbestosCertificateDate?: string | undefined;
};

export type ComplianceCode =
  | "epc_score_missing"
  | "epc_label_missing"
  | "epc_certificate_code_missing"
  | "flood_p_score_missing"
  | "flood_g_score_missing"
  | "planning_building_permit_missing"
  | "planning_zoning_missing"
  | "planning_summons_missing"
  | "planning_preemption_missing"
  | "planning_subdivision_permit_missing"
  | "asbestos_certificate_missing"
  | "co2_emission_missing"
  | "insulation_class_missing"
  | "region_unknown";

export type ComplianceWarning = { code: ComplianceCode; field: string; message: string };

/** The asbestos certificate is due for buildings whose construction year is before 2001 (Flanders). */
export const ASBESTOS_YEAR_LIMIT = 2001;

const MESSAGES: Record<ComplianceCode, string> = {
  epc_score_missing: "The ad must show the EPC score (kWh/m² per year).",
  epc_label_missing: "The ad must show the energy label.",
  epc_certificate_code_missing: "The ad must show the EPC certificate's code.",
  flood_p_score_missing: "The ad must show the flood P-score (plot), A to D.",
  flood_g_score_missing: "The ad must show the flood G-score (building), A to D.",
  planning_building_permit_missing: "Urban planning: say whether a building permit was granted.",
  planning_zoning_missing: "Urban planning: give the zoning designation.",
  planning_summons_missing: "Urban planning: say whether a summons or enforcement measure applies.",
  planning_preemption_missing: "Urban planning: say whether a pre-emption right applies.",
  planning_subdivision_permit_missing: "Urban planning: say whether a subdivision permit applies.",
  asbestos_certificate_missing: "Buildings from before 2001 need an asbestos certificate (its date).",
  co2_emission_missing: "Brussels ads must show the CO2 emission (kg/m² per year).",
  insulation_class_missing: "Luxembourg ads must show the thermal insulation class.",
  region_unknown: "The postal code and country give no Belgian region or Luxembourg: nothing was checked.",
};

const known = (value: TriState | undefined) => value !== undefined && value !== -1;
const blank = (value: string | undefined) => value === undefined || value.trim() === "";

function warn(code: ComplianceCode, field: string): ComplianceWarning {
  return { code, field, message: MESSAGES[code] };
}

function energyRules(region: Region, facts: AdFacts): ComplianceWarning[] {
  if (!facts.hasBuilding) return [];
  const warnings: ComplianceWarning[] = [];
  if (blank(facts.energyLabel)) warnings.push(warn("epc_label_missing", "energy.label"));
  if (region === "flanders" || region === "wallonia") {
    if (facts.energyScore === undefined) warnings.push(warn("epc_score_missing", "energy.score"));
    if (blank(facts.certificateCode))
      warnings.push(warn("epc_certificate_code_missing", "energy.certificateCode"));
  }
  if (region === "brussels" && facts.co2Emission === undefined)
    warnings.push(warn("co2_emission_missing", "energy.co2Emission"));
  if (region === "luxembourg" && blank(facts.insulationClass))
    warnings.push(warn("insulation_class_missing", "energy.insulationClass"));
  return warnings;
}

// Flood scores, the five planning items and the asbestos certificate are Flemish duties for sale ads.
function flemishSaleRules(facts: AdFacts): ComplianceWarning[] {
  const warnings: ComplianceWarning[] = [];
  if (!facts.floodPScore) warnings.push(warn("flood_p_score_missing", "risks.floodPScore"));
  if (facts.hasBuilding && !facts.floodGScore)
    warnings.push(warn("flood_g_score_missing", "risks.floodGScore"));
  if (!known(facts.buildingPermit))
    warnings.push(warn("planning_building_permit_missing", "risks.buildingPermit"));
  if (blank(facts.zoning)) warnings.push(warn("planning_zoning_missing", "risks.areaApplication"));
  if (!known(facts.summons)) warnings.push(warn("planning_summons_missing", "risks.summons"));
  if (!known(facts.preemptiveRight))
    warnings.push(warn("planning_preemption_missing", "risks.preemptiveRight"));
  if (!known(facts.allotmentPermit))
    warnings.push(warn("planning_subdivision_permit_missing", "risks.allotmentPermit"));
  const oldBuilding =
    facts.hasBuilding &&
    (facts.constructionYear === undefined || facts.constructionYear < ASBESTOS_YEAR_LIMIT);
  if (oldBuilding && blank(facts.asbestosCertificateDate))
    warnings.push(warn("asbestos_certificate_missing", "risks.asbestosDate"));
  return warnings;
}

/** What the ad of `facts` lacks under its region's rules; empty when it shows everything required. */
export function adComplianceWarnings(facts: AdFacts): ComplianceWarning[] {
  const region = regionOf({ zip: facts.zip, countryId: facts.countryId });
  if (region === "") return [warn("region_unknown", "zip")];
  const warnings = energyRules(region, facts);
  if (region === "flanders" && facts.goal === "sale") warnings.push(...flemishSaleRules(facts));
  return warnings;
}
