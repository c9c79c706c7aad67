// What a form's notice says after the server answered (spec §8): the message, and for some outcomes a
// title — 'Request document error' / 'Request document success' on the document request, 'E-mail sending
// failed' above "Your e-mail was not sent", and the testimonial's own failure text.
import type { LeadFormKind } from "../../db/schema/leads.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";
import type { T } from "../../i18n/use-t.ts";
import { errorTitle } from "./lead-error-title.ts";
import type { LeadFormNotice } from "./lead-form-state.ts";

export type OutcomeTexts = { title: MessageKey | null; message: MessageKey };

export function outcomeTexts(
  form: LeadFormKind,
  outcome: { tone: "error" | "info" | "success"; message: MessageKey },
): OutcomeTexts {
  const failedToSend = outcome.message === "LEAD_SEND_FAILED";
  const message = failedToSend && form === "testimonial" ? "LEAD_TESTIMONIAL_SEND_FAILED" : outcome.message;
  if (form === "document-request" && outcome.tone !== "info") {
    return { title: outcome.tone === "success" ? "LEAD_DOCUMENTS_SUCCESS_TITLE" : errorTitle(form), message };
  }
  return { title: failedToSend ? "LEAD_SEND_FAILED_TITLE" : null, message };
}

/** The notice of `form`'s outcome in words (`form` null: a request that could not say which form it was). */
export function leadFormNotice(
  form: LeadFormKind | null,
  outcome: { tone: "error" | "info" | "success"; message: MessageKey },
  t: T,
): LeadFormNotice {
  const texts = form ? outcomeTexts(form, outcome) : { title: null, message: outcome.message };
  return { title: texts.title ? t(texts.title) : null, message: t(texts.message) };
}
