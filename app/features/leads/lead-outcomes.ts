// The outcomes of a lead form's submit that the server reports (submit/handle-submission.server.ts). The
// server words them in the visitor's language (lead-action.server.ts): their texts never travel with a page.
import type { MessageKey } from "../../i18n/dictionary.ts";

export type LeadOutcomeMessage = Extract<
  MessageKey,
  | "LEAD_APPOINTMENTS_FULL"
  | "LEAD_BAD_REQUEST"
  | "LEAD_CHECK_FIELDS"
  | "LEAD_CONFIRMATION_LIMIT"
  | "LEAD_CROSS_ORIGIN"
  | "LEAD_DOCUMENTS_ALREADY"
  | "LEAD_DOCUMENTS_NONE"
  | "LEAD_ERROR_CAPTCHA"
  | "LEAD_EXPIRED"
  | "LEAD_FRIEND_RATE_LIMITED"
  | "LEAD_RATE_LIMITED"
  | "LEAD_SEND_FAILED"
  | "LEAD_SUBJECT_GONE"
  | "LEAD_TOO_FAST"
  | "LEAD_TOO_LARGE"
  | "LEAD_UNKNOWN_FORM"
  | "LEAD_VISITS_WAITING"
>;
