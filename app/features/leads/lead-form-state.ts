// What a lead form's page and its action hand the form component: per-render tickets, the data the form
// shows (visit slots, property types, the rental amounts) and, after a refused submit, the visitor's
// values with the errors. Shared by the server and the browser.
import type { LeadFormKind } from "../../db/schema/leads.ts";
import type { AttributionFields } from "./attribution-fields.ts";
import type { AmountDueAtSigning } from "../../domain/money.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";
import type { VisitSlot } from "./schemas/visit-slot.ts";
import type { FieldErrors } from "./schemas/lead-form-schemas.ts";
import type { LeadOutcomeMessage } from "./lead-outcomes.ts";

/**
 * A form's sealed ticket and its proof of work (docs/decisions/0009-form-challenge.md): the browser looks
 * for the number below `max` whose SHA-256 with `salt` is `hash`.
 */
export type FormTicketView = { ticket: string; work: { salt: string; hash: string; max: number } };

export type RentalTerms = {
  dueAtSigning: AmountDueAtSigning | null;
  /** Net monthly income asked of the household: three times the rent. */
  minimumIncome: number | null;
  maximumPersons: number;
};

export type MapTiles = { url: string; attribution: string; provider: string };

export type LeadFormsData = {
  tickets: Partial<Record<LeadFormKind, FormTicketView>>;
  /** True when this address opened more forms than the limit allows: the forms come without tickets. */
  ticketsRefused?: boolean;
  attribution: AttributionFields;
  /** Free visit slots; empty when the appointments are full. */
  visitSlots?: VisitSlot[];
  rental?: RentalTerms | null;
  propertyTypes?: { id: number; name: string }[];
  /** The demand register's map tiles (MAP_TILE_URL), loaded only after consent. */
  mapTiles?: MapTiles;
  documentCount?: number;
  askingPrice?: number | null;
  /** Values to start with, e.g. the e-mail address typed in the footer's newsletter box. */
  prefill?: Record<string, string | string[]>;
  /** The form a visitor just sent, when its page shows the outcome itself (`?sent=`). */
  sent?: LeadFormKind | null;
  /**
   * What the page says about the form just sent, when the form's definition ends on its own page rather
   * than a thank-you page. Every such key is named in the forms' definitions (forms/), which the form's
   * browser check loads, so its text travels with the page (docs/decisions/0014-light-pages.md).
   */
  sentMessage?: MessageKey;
};

export type LeadFormState = {
  /** The form the outcome belongs to; null when the request could not even say which form it was. */
  form: LeadFormKind | null;
  tone: "error" | "info";
  message: LeadOutcomeMessage;
  fieldErrors: FieldErrors;
  values: Record<string, string | string[]>;
  /** A fresh ticket when the one sent can no longer be used. */
  ticket?: FormTicketView;
};

/**
 * Whether an action's data is a lead form's outcome. Its shape only: the page that shows the message checks
 * the key itself (lead-outcomes.ts), so that the outcomes' texts travel only with a page whose form is open.
 */
export function isLeadFormState(value: unknown): value is LeadFormState {
  return (
    typeof value === "object" &&
    value !== null &&
    "message" in value &&
    typeof value.message === "string" &&
    "fieldErrors" in value
  );
}
