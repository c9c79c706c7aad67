// Where a visitor lands after sending a form: the form's thank-you page in their language (spec §2,
// §4 form outcome), or, for the forms the spec gives no thank-you page, the same page saying it was sent.
import type { LeadFormKind } from "../../db/schema/leads.ts";
import type { Language } from "../../i18n/languages.ts";
import { type FeedbackForm, thankYouPath } from "../../i18n/route-table.ts";

const THANK_YOU_PAGES: Partial<Record<LeadFormKind, FeedbackForm>> = {
  "site-contact": "site-contact",
  "contact-me": "contact-me",
  "contact-appointment": "contact-appointment",
  "contact-construction": "contact-construction",
  "contact-demand": "contact-demand",
  "demand-register": "demand-register",
  "send-to-friend": "send-to-friend",
  "sign-newsletter": "sign-newsletter",
};

export const SENT_PARAM = "sent";

export function successPath(form: LeadFormKind, language: Language, pagePath: string): string {
  const feedback = THANK_YOU_PAGES[form];
  if (feedback) return thankYouPath(feedback, language);
  return `${pagePath}?${SENT_PARAM}=${form}#lead-${form}`;
}
