// Prices and the money rules of the spec: euro with Belgian Dutch grouping in every language (spec §9),
// "starting from" for price unit 7 (spec §9), NaN on failure (spec §8), deposit and offer advance (spec §5, §9).

export type Amount = number | string | null | undefined;

export type FormatPriceOptions = {
  /** Decimals shown: "auto" shows cents only when the amount has them. */
  decimals?: "auto" | 0 | 2;
  /** false leaves out the euro sign (for tables whose heading names the currency). */
  symbol?: boolean;
};

/** What a failed price format shows (spec §8). */
export const PRICE_FORMAT_FAILURE = "NaN";

// Plain numeric text only: "325000" or "850.5"; "325.000" is ambiguous (grouping or decimals) and refused.
const AMOUNT_TEXT = /^-?\d+(?:\.\d{1,2})?$/;

function amountOf(amount: Amount): number | null {
  if (typeof amount === "number") return Number.isFinite(amount) ? amount : null;
  if (typeof amount === "string" && AMOUNT_TEXT.test(amount.trim())) return Number(amount.trim());
  return null;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/**
 * "€ 325.000", "€ 1.234,50": euro sign, a space, dots between thousands and a decimal comma, the same in
 * every language (spec §9). Anything that is not a finite amount gives "NaN" (spec §8); it never throws.
 */
export function formatPrice(amount: Amount, options: FormatPriceOptions = {}): string {
  const value = amountOf(amount);
  if (value === null) return PRICE_FORMAT_FAILURE;
  const { decimals = "auto", symbol = true } = options;
  const magnitude = Math.abs(value);
  const inCents = Math.round(magnitude * 100);
  // Beyond 2^53 cents a double holds no cents worth showing.
  const showCents =
    Number.isSafeInteger(inCents) && (decimals === 2 || (decimals === "auto" && inCents % 100 !== 0));
  let text: string;
  if (showCents) {
    const cents = BigInt(inCents);
    text = `${groupThousands((cents / 100n).toString())},${(cents % 100n).toString().padStart(2, "0")}`;
  } else {
    text = groupThousands(BigInt(Math.round(magnitude)).toString());
  }
  const sign = value < 0 && /[1-9]/.test(text) ? "-" : "";
  return symbol ? `€ ${sign}${text}` : `${sign}${text}`;
}

/** Price unit 7 means a starting-from price (spec §9). */
export const STARTING_FROM_PRICE_UNIT = 7;

export type PriceDisplay =
  | { kind: "amount"; amount: number; text: string }
  | { kind: "startingFrom"; amount: number; text: string; messageKey: "PRICE_STARTING_FROM" }
  | { kind: "onDemand"; messageKey: "PRICE_ON_DEMAND" };

/**
 * How a listing's price shows. A hidden price, or no positive price, is "price on demand"; price unit 7
 * shows "starting from {price}" (spec §3, §9). `text` is the formatted amount; the feature translates the key.
 */
export function priceDisplay(listing: {
  price: number | null | undefined;
  publishPrice?: boolean | null;
  priceUnit?: number | null;
}): PriceDisplay {
  const { price, publishPrice = true, priceUnit } = listing;
  if (publishPrice === false || typeof price !== "number" || !Number.isFinite(price) || price <= 0) {
    return { kind: "onDemand", messageKey: "PRICE_ON_DEMAND" };
  }
  const text = formatPrice(price);
  if (priceUnit === STARTING_FROM_PRICE_UNIT) {
    return { kind: "startingFrom", amount: price, text, messageKey: "PRICE_STARTING_FROM" };
  }
  return { kind: "amount", amount: price, text };
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

function positiveAmount(amount: Amount): number | null {
  const value = amountOf(amount);
  return value !== null && value >= 0 ? value : null;
}

/** The rental deposit is 3 months' rent (spec §5, §9). */
export const DEPOSIT_MONTHS = 3;

export function depositFor(monthlyRent: Amount): number | null {
  const rent = positiveAmount(monthlyRent);
  return rent === null ? null : roundCents(rent * DEPOSIT_MONTHS);
}

/** A purchase offer, once accepted, is paid 10 % in advance at signing (spec §5, §9). */
export const OFFER_ADVANCE_RATE = 0.1;

export function offerAdvance(price: Amount): number | null {
  const value = positiveAmount(price);
  // In cents first (× 10, not × 0.1) so whole-euro prices stay exact to the cent.
  return value === null ? null : Math.round(value * (OFFER_ADVANCE_RATE * 100)) / 100;
}

export type AmountDueAtSigning = {
  firstMonthRent: number;
  charges: number;
  inventoryShare: number;
  deposit: number;
  total: number;
};

/**
 * What a tenant pays when signing: the first month's rent, the charges, their share of the inventory
 * and a deposit of 3 months (spec §5 appointment confirmations). Missing charges or share count as 0.
 */
export function amountDueAtSigning(rental: {
  monthlyRent: Amount;
  monthlyCharges?: Amount;
  inventoryShare?: Amount;
}): AmountDueAtSigning | null {
  const rent = positiveAmount(rental.monthlyRent);
  const deposit = depositFor(rent);
  if (rent === null || deposit === null) return null;
  const charges = positiveAmount(rental.monthlyCharges) ?? 0;
  const inventoryShare = positiveAmount(rental.inventoryShare) ?? 0;
  return {
    firstMonthRent: rent,
    charges,
    inventoryShare,
    deposit,
    total: roundCents(rent + charges + inventoryShare + deposit),
  };
}
