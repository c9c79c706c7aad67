// Field rules of the staff forms that feed a property's history. A form posts strings; every field is
// parsed here, and every message is a dictionary key (app/i18n/messages/property-history.ts).
import { z } from "zod";
import type { MessageKey } from "../../i18n/dictionary.ts";

export type HistoryFieldError = Extract<MessageKey, `HISTORY_ERROR_${string}`>;

const LINE_BREAKS_AND_CONTROLS = /[\p{Cc}\u2028\u2029]+/gu;
const CONTROLS_BUT_NEWLINE = /[^\P{Cc}\n]|[\u2028\u2029]/gu;

/** A missing field reads as an empty text; anything that is not a text is refused. */
const formText = z.preprocess((value) => value ?? "", z.string({ error: "HISTORY_ERROR_REQUIRED" }));

/** One line of at most `max` characters, required unless `optional`. */
export function lineField(max: number) {
  return formText
    .transform((value) => value.replace(LINE_BREAKS_AND_CONTROLS, " ").replace(/\s+/g, " ").trim())
    .pipe(
      z.string().min(1, { error: "HISTORY_ERROR_REQUIRED" }).max(max, { error: "HISTORY_ERROR_TOO_LONG" }),
    );
}

/** Several lines (a comment, a message); empty allowed when `required` is false. */
export function textField(max: number, required: boolean) {
  return formText
    .transform((value) =>
      value
        .replace(/\r\n?/g, "\n")
        .replace(CONTROLS_BUT_NEWLINE, " ")
        .replace(/\n{3,}/g, "\n\n")
        .trim(),
    )
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, { error: "HISTORY_ERROR_REQUIRED" })
        .max(max, { error: "HISTORY_ERROR_TOO_LONG" }),
    );
}

/** One of `choices` (a select's value). */
export function choiceField<const T extends readonly [string, ...string[]]>(choices: T) {
  return z.enum(choices, { error: "HISTORY_ERROR_CHOICE" });
}

/** A property's or a row's number as a form sends it. */
export const idField = z.coerce
  .number({ error: "HISTORY_ERROR_REQUIRED" })
  .int({ error: "HISTORY_ERROR_REQUIRED" })
  .min(1, { error: "HISTORY_ERROR_REQUIRED" })
  .max(2_147_483_647, { error: "HISTORY_ERROR_REQUIRED" });

export const rowIdField = z.uuid({ error: "HISTORY_ERROR_REQUIRED" });

/** Field name → message key of the first problem found with it. */
export type HistoryFieldErrors = Partial<Record<string, HistoryFieldError>>;

export function fieldErrors(error: z.ZodError): HistoryFieldErrors {
  const errors: HistoryFieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= isHistoryFieldError(issue.message) ? issue.message : "HISTORY_ERROR_REQUIRED";
  }
  return errors;
}

const HISTORY_FIELD_ERRORS: readonly string[] = [
  "HISTORY_ERROR_REQUIRED",
  "HISTORY_ERROR_TOO_LONG",
  "HISTORY_ERROR_CHOICE",
  "HISTORY_ERROR_URL",
  "HISTORY_ERROR_DATE",
  "HISTORY_ERROR_PROPERTY",
  "HISTORY_ERROR_NOT_FOUND",
  "HISTORY_ERROR_DUPLICATE",
] satisfies readonly HistoryFieldError[];

function isHistoryFieldError(value: string): value is HistoryFieldError {
  return HISTORY_FIELD_ERRORS.includes(value);
}
