// The errors a lead form's schema finds, one per field: the first the schema reports for it. Shared by the
// route action's check (lead-form-schemas.ts, every form by its kind) and the form's own check in the
// browser, which loads only its own form's schema (components/lead-form.tsx); without Zod's code, which
// comes with that schema on the first send.
import type { z } from "zod";
import type { T } from "../../../i18n/use-t.ts";
import type { Dictionary, MessageKey } from "../../../i18n/dictionary.ts";

/** A field's error: a dictionary text of the leads (`LEAD_ERROR_…`). */
export type FieldError = Extract<MessageKey, `LEAD_ERROR_${string}`>;

// A pattern, not a list of the keys: every key named in browser code travels with the data of each page
// that has a form (docs/decisions/0014-light-pages.md). Every message the schemas set is a `FieldError`
// (fields.ts types them; lead-form-schemas.test.ts checks them all against the dictionary), so the
// pattern only tells them from Zod's own words, which never take this form.
const FIELD_ERROR = /^LEAD_ERROR_[A-Z0-9_]+$/;

export function isFieldError(value: string): value is FieldError {
  return FIELD_ERROR.test(value);
}

export type FieldErrors = Partial<Record<string, FieldError>>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!field || errors[field]) continue;
    errors[field] = isFieldError(issue.message) ? issue.message : "LEAD_ERROR_REQUIRED";
  }
  return errors;
}

/** A field's error in the visitor's words, by the field's name: what a form shows. */
export type FieldErrorTexts = Partial<Record<string, string>>;

export function fieldErrorTexts(errors: FieldErrors, t: T): FieldErrorTexts {
  const texts: FieldErrorTexts = {};
  for (const [field, error] of Object.entries(errors)) if (error) texts[field] = t(error);
  return texts;
}

/**
 * The words of the field errors among `keys`, from `dictionary`: what the form's own check in the browser
 * asks for once it finds errors, as a page's data carries none (docs/decisions/0029-field-errors-on-demand.md).
 * Any other key is left out.
 */
export function fieldErrorWords(
  dictionary: Partial<Dictionary>,
  keys: readonly string[],
): Partial<Record<FieldError, string>> {
  const words: Partial<Record<FieldError, string>> = {};
  for (const key of keys) {
    if (!isFieldError(key)) continue;
    const text = dictionary[key];
    if (text !== undefined) words[key] = text;
  }
  return words;
}
