// The names the back office shows for a lead's form and status, as dictionary keys (translated on the
// server, ADR 0014: keys chosen at run time never reach the browser as keys).
import type { LeadFormKind, LeadStatus } from "../../../db/schema/leads.ts";
import type { MessageKey } from "../../../i18n/dictionary.ts";

export const LEAD_FORM_LABELS: Record<LeadFormKind, MessageKey> = {
  "site-contact": "LEAD_FORM_NAME_SITE_CONTACT",
  "contact-me": "LEAD_FORM_NAME_CONTACT_ME",
  "contact-appointment": "LEAD_FORM_NAME_CONTACT_APPOINTMENT",
  "contact-construction": "LEAD_FORM_NAME_CONTACT_CONSTRUCTION",
  "contact-demand": "LEAD_FORM_NAME_CONTACT_DEMAND",
  "demand-register": "LEAD_FORM_NAME_DEMAND_REGISTER",
  "send-to-friend": "LEAD_FORM_NAME_SEND_TO_FRIEND",
  "sign-newsletter": "LEAD_FORM_NAME_SIGN_NEWSLETTER",
  testimonial: "LEAD_FORM_NAME_TESTIMONIAL",
  "document-request": "LEAD_FORM_NAME_DOCUMENT_REQUEST",
  "rent-profile": "LEAD_FORM_NAME_RENT_PROFILE",
  "purchase-offer": "LEAD_FORM_NAME_PURCHASE_OFFER",
};

export const LEAD_STATUS_LABELS: Record<LeadStatus, MessageKey> = {
  new: "LEADS_STATUS_NEW",
  in_progress: "LEADS_STATUS_IN_PROGRESS",
  done: "LEADS_STATUS_DONE",
};
