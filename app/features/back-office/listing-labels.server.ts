// The listings screen's labels computed on the server (a status, a goal, an ad-rule warning by its code):
// translated here, since only literal keys reach the browser's texts (ADR 0014).
import type { ComplianceCode } from "../../domain/ad-compliance.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";

const WARNING_KEYS: Record<ComplianceCode, MessageKey> = {
  epc_score_missing: "BO_COMPLIANCE_EPC_SCORE_MISSING",
  epc_label_missing: "BO_COMPLIANCE_EPC_LABEL_MISSING",
  epc_certificate_code_missing: "BO_COMPLIANCE_EPC_CERTIFICATE_CODE_MISSING",
  flood_p_score_missing: "BO_COMPLIANCE_FLOOD_P_SCORE_MISSING",
  flood_g_score_missing: "BO_COMPLIANCE_FLOOD_G_SCORE_MISSING",
  planning_building_permit_missing: "BO_COMPLIANCE_PLANNING_BUILDING_PERMIT_MISSING",
  planning_zoning_missing: "BO_COMPLIANCE_PLANNING_ZONING_MISSING",
  planning_summons_missing: "BO_COMPLIANCE_PLANNING_SUMMONS_MISSING",
  planning_preemption_missing: "BO_COMPLIANCE_PLANNING_PREEMPTION_MISSING",
  planning_subdivision_permit_missing: "BO_COMPLIANCE_PLANNING_SUBDIVISION_PERMIT_MISSING",
  asbestos_certificate_missing: "BO_COMPLIANCE_ASBESTOS_CERTIFICATE_MISSING",
  co2_emission_missing: "BO_COMPLIANCE_CO2_EMISSION_MISSING",
  insulation_class_missing: "BO_COMPLIANCE_INSULATION_CLASS_MISSING",
  region_unknown: "BO_COMPLIANCE_REGION_UNKNOWN",
};

export function listingLabels(t: (key: MessageKey) => string) {
  return {
    status: {
      available: t("BO_LISTINGS_STATUS_AVAILABLE"),
      under_option: t("BO_LISTINGS_STATUS_UNDER_OPTION"),
      sold: t("BO_LISTINGS_STATUS_SOLD"),
      rented: t("BO_LISTINGS_STATUS_RENTED"),
    },
    goal: { sale: t("BO_LISTINGS_SALE"), rent: t("BO_LISTINGS_RENT") },
    warning: (code: ComplianceCode) => t(WARNING_KEYS[code]),
  };
}
