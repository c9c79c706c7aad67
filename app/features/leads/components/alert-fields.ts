// The fields of a search alert's criteria and frequency as both its forms show them: the demand register
// (keep me informed) and the alert editor of the manage page (ADR 0019).
import type { AlertFrequency } from "../../../domain/alert-frequency.ts";
import type { MessageKey } from "../../../i18n/dictionary.ts";

/** The numeric criteria, in the order the forms show them, each with its label. */
export const ALERT_NUMBER_FIELDS = [
  ["minPrice", "LEAD_LABEL_MIN_PRICE"],
  ["maxPrice", "LEAD_LABEL_MAX_PRICE"],
  ["minBedrooms", "LEAD_LABEL_MIN_BEDROOMS"],
  ["maxBedrooms", "LEAD_LABEL_MAX_BEDROOMS"],
  ["minBathrooms", "LEAD_LABEL_MIN_BATHROOMS"],
  ["minGarages", "LEAD_LABEL_MIN_GARAGES"],
  ["minParkings", "LEAD_LABEL_MIN_PARKINGS"],
] as const satisfies readonly (readonly [string, MessageKey])[];

/** How often the subscriber hears of new matches, each with its label. */
export const ALERT_FREQUENCY_OPTIONS: readonly (readonly [AlertFrequency, MessageKey])[] = [
  ["instant", "ALERT_FREQUENCY_INSTANT"],
  ["daily", "ALERT_FREQUENCY_DAILY"],
  ["weekly", "ALERT_FREQUENCY_WEEKLY"],
];
