// The title above a form's refused fields, for the forms that have one (spec §8: the document request's is
// titled 'Request document error'). A module of its own: the server words it, and in the browser only the
// document request's form names it, so no other form's page carries its text (ADR 0014).
import type { LeadFormKind } from "../../db/schema/leads.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";

/** The title of `form`'s errors, when it has one. */
export function errorTitle(form: LeadFormKind): MessageKey | null {
  return form === "document-request" ? "LEAD_DOCUMENTS_ERROR_TITLE" : null;
}
