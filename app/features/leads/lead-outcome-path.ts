// Where a visitor lands after sending a form: the form's thank-you page in their language (spec §2,
// §4 form outcome), or, for the forms the spec gives no thank-you page, the same page saying it was sent.
// Which of the two is the form's definition (forms/).
import type { LeadFormKind } from "../../db/schema/leads.ts";
import type { Language } from "../../i18n/languages.ts";
import { thankYouPath } from "../../i18n/route-table.ts";
import { LEAD_FORM_DEFINITIONS } from "./forms/lead-form-definitions.ts";

export const SENT_PARAM = "sent";

export function successPath(form: LeadFormKind, language: Language, pagePath: string): string {
  const { outcome } = LEAD_FORM_DEFINITIONS[form];
  if ("thankYouPage" in outcome) return thankYouPath(outcome.thankYouPage, language);
  return `${pagePath}?${SENT_PARAM}=${form}#lead-${form}`;
}
