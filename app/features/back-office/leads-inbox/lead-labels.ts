// The names the back office shows for a lead's form and status, as dictionary keys (translated on the
// server, ADR 0014: keys chosen at run time never reach the browser as keys).
import type { LeadFormKind, LeadStatus } from "../../../db/schema/leads.ts";
import type { MessageKey } from "../../../i18n/dictionary.ts";
import { LEAD_FORM_MAIL_TEXTS } from "../../leads/forms/lead-form-mail.server.ts";

/** A form's name: the one its agency e-mail gives it (lead-form-mail.server.ts). */
export function leadFormLabel(form: LeadFormKind): MessageKey {
  return LEAD_FORM_MAIL_TEXTS[form].name;
}

export const LEAD_STATUS_LABELS: Record<LeadStatus, MessageKey> = {
  new: "LEADS_STATUS_NEW",
  in_progress: "LEADS_STATUS_IN_PROGRESS",
  done: "LEADS_STATUS_DONE",
};
