// The words of the field errors the form's own check found. A page's data carries no field error's text
// (docs/decisions/0029-field-errors-on-demand.md): they are asked of the server the first time a check
// finds errors, and kept for the page's later checks.
import type { Language } from "../../../i18n/languages.ts";
import {
  type FieldError,
  type FieldErrors,
  type FieldErrorTexts,
  isFieldError,
} from "../schemas/field-errors.ts";

const known = new Map<string, string>();
const knownKey = (language: Language, error: FieldError) => `${language}:${error}`;

/** The errors in the visitor's words, or null when their words cannot be had (the server then checks). */
export async function wordedFieldErrors(
  errors: FieldErrors,
  language: Language,
): Promise<FieldErrorTexts | null> {
  const missing = [...new Set(Object.values(errors))].filter(
    (error): error is FieldError => error !== undefined && !known.has(knownKey(language, error)),
  );
  try {
    if (missing.length > 0) {
      const query = new URLSearchParams({ lng: language, keys: missing.join(",") });
      const response = await fetch(`/lead-form-errors?${query}`, { headers: { Accept: "application/json" } });
      const words: unknown = response.ok ? await response.json() : null;
      if (typeof words === "object" && words !== null) {
        for (const [key, text] of Object.entries(words)) {
          if (isFieldError(key) && typeof text === "string") known.set(knownKey(language, key), text);
        }
      }
    }
  } catch {
    return null;
  }
  const texts: FieldErrorTexts = {};
  for (const [field, error] of Object.entries(errors)) {
    const text = error === undefined ? undefined : known.get(knownKey(language, error));
    if (text === undefined) return null;
    texts[field] = text;
  }
  return texts;
}
