// The price as a visitor reads it: amount, "starting from", "price on demand", per month for a rental.
import { priceDisplay } from "../../domain/money.ts";
import type { T } from "../../i18n/use-t.ts";

export function priceText(
  listing: { goal: number; price: number | null; publishPrice: boolean; priceUnit: number | null },
  t: T,
): string {
  const display = priceDisplay(listing);
  if (display.kind === "onDemand") return t(display.messageKey);
  const amount =
    display.kind === "startingFrom" ? t(display.messageKey, { price: display.text }) : display.text;
  // Goal 0 is for sale, anything else for rent (spec §3): a rent is a monthly amount.
  return listing.goal === 0 ? amount : t("PROPERTY_PER_MONTH", { price: amount });
}
