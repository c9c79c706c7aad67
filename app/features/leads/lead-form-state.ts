// What a lead form's page and its action hand the form component: per-render tickets, the data the form
// shows (visit slots, property types, the rental amounts) and, after a refused submit, the visitor's
// values with the errors. Shared by the server and the browser.
import type { LeadFormKind } from "../../db/schema/leads.ts";
import type { AttributionFields } from "./attribution-fields.ts";
import type { AmountDueAtSigning } from "../../domain/money.ts";
import type { VisitSlot } from "./schemas/visit-slot.ts";
import type { FieldErrorTexts, FieldErrors } from "./schemas/field-errors.ts";
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
  /**
   * When this address opened more forms than the limit allows, the forms come without tickets and this says
   * so, worded by the server: its text need not travel with every page whose forms got their tickets.
   */
  ticketsRefused?: string;
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
   * than a thank-you page: in the visitor's language, written by the server (lead-outcome-texts.ts).
   */
  sentNotice?: LeadFormNotice;
};

/** What the server decided about a refused submit (submit/handle-submission.server.ts). */
export type LeadFormRefusal = {
  /** The form the outcome belongs to; null when the request could not even say which form it was. */
  form: LeadFormKind | null;
  tone: "error" | "info";
  message: LeadOutcomeMessage;
  fieldErrors: FieldErrors;
  values: Record<string, string | string[]>;
  /** A fresh ticket when the one sent can no longer be used. */
  ticket?: FormTicketView;
};

/** A form's notice in the visitor's language: a title for some outcomes, and the message. */
export type LeadFormNotice = { title: string | null; message: string };

/**
 * What a page's form is handed after a refused submit: the refusal with its notice and its fields' errors
 * in words. The server words what only it decides (lead-action.server.ts), so those texts (a CV's type, a
 * common password, a slot just taken) need not travel with every page that has a form
 * (docs/decisions/0014-light-pages.md); the browser's own check words its notice and the errors of its
 * form's schema itself.
 */
export type LeadFormState = Omit<LeadFormRefusal, "message" | "fieldErrors"> & {
  notice: LeadFormNotice;
  fieldErrors: FieldErrorTexts;
};

/** Whether an action's data is a lead form's outcome. */
export function isLeadFormState(value: unknown): value is LeadFormState {
  return (
    typeof value === "object" &&
    value !== null &&
    "fieldErrors" in value &&
    "notice" in value &&
    typeof value.notice === "object" &&
    value.notice !== null &&
    "message" in value.notice &&
    typeof value.notice.message === "string"
  );
}
