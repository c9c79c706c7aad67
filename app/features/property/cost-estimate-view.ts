// The buyer's cost estimate for a property for sale: registration duties of the property's region
// (app/domain/registration-duties.ts) for an only own home and for any other purchase, with the date
// and sources of the rates. Clearly an estimate: the notary calculates the real amount.
import { formatDate } from "../../domain/dates.ts";
import { formatPrice } from "../../domain/money.ts";
import type { Region } from "../../domain/region.ts";
import {
  REGISTRATION_DUTIES_AS_OF,
  REGISTRATION_DUTY_RULES,
  registrationDuties,
} from "../../domain/registration-duties.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import { numberFormat } from "../../i18n/number-format.ts";
import type { T } from "../../i18n/use-t.ts";
import type { CostEstimateView, CostOption } from "./property-view.ts";

const REGION_KEYS: Record<Region, MessageKey> = {
  flanders: "REGION_FLANDERS",
  brussels: "REGION_BRUSSELS",
  wallonia: "REGION_WALLONIA",
  luxembourg: "REGION_LUXEMBOURG",
};

export function costEstimateView(
  listing: { price: number | null; publishPrice: boolean },
  region: Region | "",
  t: T,
  language: Language,
): CostEstimateView | null {
  // No estimate on a hidden price ("price on demand") nor without a region to take the rates from.
  if (region === "" || !listing.publishPrice || listing.price === null || listing.price <= 0) return null;
  const price = listing.price;
  const percent = numberFormat(language, "percent");
  const rule = REGISTRATION_DUTY_RULES[region];

  const option = (id: CostOption["id"], onlyOwnHome: boolean): CostOption | null => {
    const duties = registrationDuties({ region, price, onlyOwnHome });
    if (!duties) return null;
    const rows = [{ label: t("PROPERTY_COST_PRICE"), value: formatPrice(price) }];
    if (duties.taxableBase < price) {
      rows.push({
        label: t("PROPERTY_COST_ABATEMENT", { amount: formatPrice(price - duties.taxableBase) }),
        value: `- ${formatPrice(price - duties.taxableBase)}`,
      });
    }
    rows.push({
      label: t("PROPERTY_COST_DUTIES", { rate: percent.format(duties.rate) }),
      value: formatPrice(duties.gross),
    });
    if (duties.credit > 0 && rule.creditPerBuyer) {
      rows.push({
        label: t("PROPERTY_COST_CREDIT", { amount: formatPrice(rule.creditPerBuyer) }),
        value: `- ${formatPrice(duties.credit)}`,
      });
    }
    return {
      id,
      label: onlyOwnHome ? t("PROPERTY_ONLY_OWN_HOME") : t("PROPERTY_OTHER_PURCHASE"),
      rows,
      total: { label: t("PROPERTY_COST_TOTAL"), value: formatPrice(price + duties.amount) },
    };
  };
  const options = [option("own-home", true), option("other", false)].filter(
    (candidate): candidate is CostOption => candidate !== null,
  );
  if (options.length === 0) return null;
  return {
    title: t("PROPERTY_COST_ESTIMATE"),
    intro: t("PROPERTY_COST_ESTIMATE_INTRO", { region: t(REGION_KEYS[region]) }),
    situationLabel: t("PROPERTY_COST_SITUATION"),
    options,
    note: t("PROPERTY_COST_EXCLUDED"),
    ratesDate: t("PROPERTY_COST_RATES_DATE", { date: formatDate(REGISTRATION_DUTIES_AS_OF) }),
    sources: [{ label: rule.source.title, url: rule.source.url }],
  };
}
