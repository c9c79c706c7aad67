// The notice above a form whose fields were refused. The browser's own check words it in the page; the
// server's other outcomes are worded by the server (lead-outcome-texts.ts), so their texts need not travel
// with every page that has a form (docs/decisions/0014-light-pages.md).
import type { MessageKey } from "../../i18n/dictionary.ts";
import type { T } from "../../i18n/use-t.ts";
import type { LeadFormNotice } from "./lead-form-state.ts";

/**
 * The notice of a form the browser's own check refused, under the form's error title (lead-error-title.ts)
 * when it has one: what the server says of the same fields.
 */
export function checkFieldsNotice(title: MessageKey | null, t: T): LeadFormNotice {
  return { title: title ? t(title) : null, message: t("LEAD_CHECK_FIELDS") };
}
