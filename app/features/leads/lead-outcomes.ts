// The outcomes of a lead form's submit that the server reports by key. Its own module, imported by the form
// itself, so that the page around a form loaded on demand does not carry these texts while no form is open.
import type { MessageKey } from "../../i18n/dictionary.ts";

/**
 * Every outcome the server reports by key (submit/handle-submission.server.ts). Named in browser code on
 * purpose: a page's data carries the texts its browser code names (server/route-messages.ts), so these texts
 * travel with every page whose lead form is drawn (components/lead-form.tsx names them, not the page around
 * it), and a key missing here does not compile there.
 */
export const LEAD_OUTCOME_MESSAGES = [
  "LEAD_APPOINTMENTS_FULL",
  "LEAD_BAD_REQUEST",
  "LEAD_CHECK_FIELDS",
  "LEAD_CONFIRMATION_LIMIT",
  "LEAD_CROSS_ORIGIN",
  "LEAD_DOCUMENTS_ALREADY",
  "LEAD_DOCUMENTS_NONE",
  "LEAD_ERROR_CAPTCHA",
  "LEAD_EXPIRED",
  "LEAD_FRIEND_RATE_LIMITED",
  "LEAD_RATE_LIMITED",
  "LEAD_SEND_FAILED",
  "LEAD_SUBJECT_GONE",
  "LEAD_TOO_FAST",
  "LEAD_TOO_LARGE",
  "LEAD_UNKNOWN_FORM",
  "LEAD_VISITS_WAITING",
] as const satisfies readonly MessageKey[];

export type LeadOutcomeMessage = (typeof LEAD_OUTCOME_MESSAGES)[number];

export function isLeadOutcome(message: string): message is LeadOutcomeMessage {
  return LEAD_OUTCOME_MESSAGES.some((outcome) => outcome === message);
}
