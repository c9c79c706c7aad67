// The notice above a form whose fields were refused (spec §8: the document request's is titled 'Request
// document error'). The browser's own check words it in the page; the server's other outcomes are worded
// by the server (lead-outcome-texts.ts), so their texts need not travel with every page that has a form
// (docs/decisions/0014-light-pages.md).
import type { LeadFormKind } from "../../db/schema/leads.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";
import type { T } from "../../i18n/use-t.ts";
import type { LeadFormNotice } from "./lead-form-state.ts";

/** The title of `form`'s errors, when it has one. */
export function errorTitle(form: LeadFormKind): MessageKey | null {
  return form === "document-request" ? "LEAD_DOCUMENTS_ERROR_TITLE" : null;
}

/** The notice of a form the browser's own check refused: what the server says of the same fields. */
export function checkFieldsNotice(form: LeadFormKind, t: T): LeadFormNotice {
  const title = errorTitle(form);
  return { title: title ? t(title) : null, message: t("LEAD_CHECK_FIELDS") };
}
