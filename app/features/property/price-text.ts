// The price as a visitor reads it: amount, "starting from", "price on demand", per month for a rental.
import { priceDisplay } from "../../domain/money.ts";
import type { T } from "../../i18n/use-t.ts";
import { goalOf } from "../../domain/listing-goal.ts";

export function priceText(
  listing: { goal: number; price: number | null; publishPrice: boolean; priceUnit: number | null },
  t: T,
): string {
  const display = priceDisplay(listing);
  if (display.kind === "onDemand") return t(display.messageKey);
  const amount =
    display.kind === "startingFrom" ? t(display.messageKey, { price: display.text }) : display.text;
  // A rent is a monthly amount.
  return goalOf(listing.goal) === "sale" ? amount : t("PROPERTY_PER_MONTH", { price: amount });
}
