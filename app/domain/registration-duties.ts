// The buyer's registration duties by region, with the 2025 rates of quality.md ("Belgian and Luxembourg
// facts"). Rates change by decree: re-check the sources below before relying on them.
import type { Region } from "./region.ts";

export type DutyRule = {
  /** Rate on the price for the buyer's only own home. */
  ownHomeRate: number;
  /** Rate in every other case. */
  standardRate: number;
  /** Brussels: the part of the price exempt for an only own home up to `exemptionPriceCeiling`. */
  exemption?: number;
  exemptionPriceCeiling?: number;
  /** Luxembourg: tax credit per buyer for a home they live in ("Bëllegen Akt"). */
  creditPerBuyer?: number;
  source: { title: string; url: string };
};

export const REGISTRATION_DUTIES_AS_OF = "2025-01-01";

export const REGISTRATION_DUTY_RULES: Readonly<Record<Region, DutyRule>> = {
  flanders: {
    ownHomeRate: 0.02,
    standardRate: 0.12,
    source: {
      title: "Vlaanderen.be, Vlaamse Belastingdienst: registratiebelasting",
      url: "https://www.vlaanderen.be",
    },
  },
  wallonia: {
    ownHomeRate: 0.03,
    standardRate: 0.125,
    source: {
      title: "Wallonie, SPW Fiscalité: droits d'enregistrement",
      url: "https://finances.wallonie.be",
    },
  },
  brussels: {
    ownHomeRate: 0.125,
    standardRate: 0.125,
    exemption: 200_000,
    exemptionPriceCeiling: 600_000,
    source: {
      title: "Brussels Fiscaliteit: registratierechten / droits d'enregistrement",
      url: "https://fiscalite.brussels",
    },
  },
  luxembourg: {
    ownHomeRate: 0.07,
    standardRate: 0.07,
    creditPerBuyer: 30_000,
    source: {
      title: "Guichet.lu: droits d'enregistrement et crédit d'impôt (Bëllegen Akt)",
      url: "https://guichet.public.lu",
    },
  },
};

export type RegistrationDuties = {
  region: Region;
  rate: number;
  /** The part of the price the rate applies to. */
  taxableBase: number;
  /** Duties before the Luxembourg credit. */
  gross: number;
  credit: number;
  /** What the buyer pays, in euro, rounded to the cent. */
  amount: number;
};

function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The registration duties on a purchase: the region's rate for an only own home or otherwise; Brussels
 * exempts the first EUR 200,000 of an only own home priced up to EUR 600,000; Luxembourg deducts
 * EUR 30,000 per buyer who will live there, never below zero. Null without a region or a positive price.
 */
export function registrationDuties(purchase: {
  region: Region | "";
  price: number;
  onlyOwnHome: boolean;
  buyers?: number;
}): RegistrationDuties | null {
  const { region, price, onlyOwnHome } = purchase;
  if (region === "" || !Number.isFinite(price) || price <= 0) return null;
  const rule = REGISTRATION_DUTY_RULES[region];
  const rate = onlyOwnHome ? rule.ownHomeRate : rule.standardRate;
  const exempt =
    onlyOwnHome &&
    rule.exemption !== undefined &&
    price <= (rule.exemptionPriceCeiling ?? Number.POSITIVE_INFINITY)
      ? rule.exemption
      : 0;
  const taxableBase = Math.max(0, price - exempt);
  const gross = cents(taxableBase * rate);
  const buyers = Math.max(1, Math.floor(purchase.buyers ?? 1));
  const credit = onlyOwnHome && rule.creditPerBuyer ? Math.min(gross, rule.creditPerBuyer * buyers) : 0;
  return { region, rate, taxableBase, gross, credit, amount: cents(gross - credit) };
}
