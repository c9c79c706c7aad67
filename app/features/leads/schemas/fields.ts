// Field rules shared by every lead form (spec §3 person and contact options, §5 validation). Used by the
// route action on the server and by the form in the browser; messages are dictionary keys.
import { z } from "zod";
import { isCalendarDate } from "./calendar-date.ts";
import type { FieldError } from "./field-errors.ts";

export const PERSON_TITLES = ["mr", "ms", "miss"] as const;
export const CONTACT_PREFERENCES = ["phone", "email", "either"] as const;

// Control characters (CR and LF above all) never reach a stored value or an e-mail header.
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/gu;

function singleLine(value: string): string {
  return value.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim();
}

function multiLine(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL_CHARACTERS, (character) => (character === "\n" ? "\n" : " "))
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The raw value of a text field: a missing field reads as empty. */
const raw = z.preprocess((value) => (value === undefined || value === null ? "" : value), z.string());

/** A required one-line text of at most `max` characters. */
export function requiredText(max: number, error: FieldError = "LEAD_ERROR_REQUIRED") {
  return raw
    .transform(singleLine)
    .pipe(z.string().min(1, { error }).max(max, { error: "LEAD_ERROR_TOO_LONG" }));
}

/** An optional one-line text; empty becomes undefined. */
export function optionalText(max: number) {
  return raw
    .transform(singleLine)
    .pipe(z.string().max(max, { error: "LEAD_ERROR_TOO_LONG" }))
    .transform((value) => value || undefined);
}

/** An optional text of several lines (a remark, a message). */
export function optionalLongText(max: number) {
  return raw
    .transform(multiLine)
    .pipe(z.string().max(max, { error: "LEAD_ERROR_TOO_LONG" }))
    .transform((value) => value || undefined);
}

export function requiredLongText(max: number) {
  return raw
    .transform(multiLine)
    .pipe(z.string().min(1, { error: "LEAD_ERROR_REQUIRED" }).max(max, { error: "LEAD_ERROR_TOO_LONG" }));
}

// Spec §5: e-mail must be valid. Lower-cased so one visitor is one address.
export function requiredEmail(error: FieldError = "LEAD_ERROR_EMAIL") {
  return raw
    .transform((value) => value.trim().toLowerCase())
    .pipe(
      z
        .string()
        .min(1, { error: error === "LEAD_ERROR_EMAIL" ? "LEAD_ERROR_REQUIRED" : error })
        .max(254, { error: "LEAD_ERROR_TOO_LONG" })
        .pipe(z.email({ error })),
    );
}

export function optionalEmail() {
  return raw
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.union([z.literal(""), z.email({ error: "LEAD_ERROR_EMAIL" }).max(254)]))
    .transform((value) => value || undefined);
}

// Belgian and Luxembourg numbers, national or international: digits with spaces, dots, slashes, dashes,
// brackets and one leading +; 8 to 15 digits.
const PHONE_PATTERN = /^\+?[\d\s./()-]{8,25}$/;

export function requiredPhone() {
  return requiredText(25).pipe(
    z
      .string()
      .refine((value) => PHONE_PATTERN.test(value) && digitCount(value) >= 8 && digitCount(value) <= 15, {
        error: "LEAD_ERROR_PHONE",
      }),
  );
}

export function optionalPhone() {
  return optionalText(25).pipe(
    z
      .string()
      .optional()
      .refine(
        (value) =>
          value === undefined ||
          (PHONE_PATTERN.test(value) && digitCount(value) >= 8 && digitCount(value) <= 15),
        { error: "LEAD_ERROR_PHONE" },
      ),
  );
}

function digitCount(value: string): number {
  return value.replace(/\D/g, "").length;
}

// Belgian and Luxembourg postal codes are four digits, sometimes written with a country prefix.
const ZIP_PATTERN = /^(?:(?:B|BE|L|LU)[-\s]?)?(\d{4})$/i;

export function requiredZip() {
  return requiredText(10).pipe(
    z
      .string()
      .regex(ZIP_PATTERN, { error: "LEAD_ERROR_ZIP" })
      .transform((value) => ZIP_PATTERN.exec(value)?.[1] ?? value),
  );
}

export function optionalZip() {
  return optionalText(10).pipe(
    z
      .string()
      .regex(ZIP_PATTERN, { error: "LEAD_ERROR_ZIP" })
      .transform((value) => ZIP_PATTERN.exec(value)?.[1] ?? value)
      .optional(),
  );
}

/** One of `options`; a missing or unknown value is "required". */
export function requiredChoice<const T extends readonly [string, ...string[]]>(
  options: T,
  error: FieldError = "LEAD_ERROR_CHOICE",
) {
  return z.enum(options, { error });
}

export function optionalChoice<const T extends readonly [string, ...string[]]>(options: T) {
  return z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(options, { error: "LEAD_ERROR_CHOICE" }).optional(),
  );
}

/** Checkboxes sharing one name arrive as one string or as a list. */
function toList(value: unknown): unknown {
  if (value === undefined || value === null || value === "") return [];
  return Array.isArray(value) ? value : [value];
}

export function choiceList<const T extends readonly [string, ...string[]]>(options: T, max: number) {
  return z.preprocess(
    toList,
    z
      .array(z.enum(options, { error: "LEAD_ERROR_CHOICE" }))
      .max(max, { error: "LEAD_ERROR_CHOICE" })
      .transform((values) => [...new Set(values)]),
  );
}

/** A checkbox of these forms sends "on" when checked and nothing when not; any other value is no tick. */
export const checkbox = z.preprocess((value) => value === "on", z.boolean());

export function requiredCheckbox(error: FieldError = "LEAD_ERROR_CONFIRM") {
  return checkbox.refine((checked) => checked, { error });
}

/** A whole number typed in a field; empty is undefined. */
export function optionalWholeNumber(min: number, max: number) {
  return raw
    .transform((value) => value.replace(/[\s.]/g, ""))
    .pipe(
      z.union([
        z.literal("").transform(() => undefined),
        z
          .string()
          .regex(/^\d{1,9}$/, { error: "LEAD_ERROR_NUMBER" })
          .transform(Number)
          .pipe(z.number().min(min, { error: "LEAD_ERROR_NUMBER" }).max(max, { error: "LEAD_ERROR_NUMBER" })),
      ]),
    );
}

export function requiredWholeNumber(min: number, max: number) {
  return raw
    .transform((value) => value.replace(/[\s.]/g, ""))
    .pipe(
      z
        .string()
        .min(1, { error: "LEAD_ERROR_REQUIRED" })
        .regex(/^\d{1,9}$/, { error: "LEAD_ERROR_NUMBER" })
        .transform(Number)
        .pipe(z.number().min(min, { error: "LEAD_ERROR_NUMBER" }).max(max, { error: "LEAD_ERROR_NUMBER" })),
    );
}

// Spec §5: start and end date complete, end date valid.
export function requiredDate(error: FieldError = "LEAD_ERROR_DATE") {
  return raw
    .transform((value) => value.trim())
    .pipe(z.string().min(1, { error: "LEAD_ERROR_REQUIRED" }).refine(isCalendarDate, { error }));
}

export function optionalUrl() {
  return optionalText(300).pipe(
    z
      .string()
      .refine((value) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value) && URL.canParse(value), {
        error: "LEAD_ERROR_URL",
      })
      .optional(),
  );
}

export const privacyConsent = requiredCheckbox("LEAD_ERROR_PRIVACY");

/**
 * Cross-field rules run even when another field failed, so the visitor sees every error at once; their
 * values may then be raw input, which the rules check before comparing.
 */
export const crossFieldCheck = {
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null,
};
