// Zod pieces shared by the back office's forms: a version, a checkbox, a per-language text, a path. Error
// messages are dictionary keys, translated on the server before they are sent.
import { z } from "zod";
import { dictionaryFor, type MessageKey } from "../../i18n/dictionary.ts";
import { sanitizeHtml } from "../../domain/sanitize-html.ts";
import { isSafeImageKey, isSafeSitePath } from "../../domain/site-paths.ts";

export const EDITED_LANGUAGES = ["nl", "fr", "en"] as const;
export type EditedLanguage = (typeof EDITED_LANGUAGES)[number];

const err = (key: MessageKey) => ({ error: key });

/** The version the form showed: a positive integer written in digits. */
export const VersionSchema = z
  .string(err("SITE_ADMIN_ERROR_FORM"))
  .regex(/^[1-9][0-9]{0,8}$/, err("SITE_ADMIN_ERROR_FORM"))
  .transform(Number);

/** A row's id: a positive integer written in digits. */
export const IdSchema = z
  .string(err("SITE_ADMIN_ERROR_FORM"))
  .regex(/^[1-9][0-9]{0,8}$/, err("SITE_ADMIN_ERROR_FORM"))
  .transform(Number);

/** A checkbox: "on" when ticked, absent when not; anything else is refused. */
export const CheckboxSchema = z
  .enum(["on"], err("SITE_ADMIN_ERROR_CHOICE"))
  .optional()
  .transform((value) => value === "on");

export const StatusSchema = z.enum(["Published", "Draft"], err("SITE_ADMIN_ERROR_CHOICE"));

export const SortSchema = z
  .string(err("SITE_ADMIN_ERROR_NUMBER"))
  .regex(/^[0-9]{1,4}$/, err("SITE_ADMIN_ERROR_NUMBER"))
  .transform(Number);

/** Printable text without control characters, trimmed, at most `max` characters. */
export function plainText(max: number, message: MessageKey = "SITE_ADMIN_ERROR_TEXT") {
  return z
    .string(err(message))
    .trim()
    .max(max, err(message))
    .refine((value) => !hasControlCharacter(value), err(message));
}

/** Control characters other than tab and line breaks: never part of a text a person typed. */
function hasControlCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if ((code < 32 && char !== "\t" && char !== "\n" && char !== "\r") || code === 127) return true;
  }
  return false;
}

export function optionalText(max: number, message?: MessageKey) {
  return z.preprocess((value) => value ?? "", plainText(max, message));
}

export const SitePathSchema = z
  .string(err("SITE_ADMIN_ERROR_PATH"))
  .trim()
  .refine(isSafeSitePath, err("SITE_ADMIN_ERROR_PATH"));

export const ImageKeySchema = z
  .string(err("SITE_ADMIN_ERROR_IMAGE_KEY"))
  .trim()
  .refine(isSafeImageKey, err("SITE_ADMIN_ERROR_IMAGE_KEY"));

export const OptionalImageKeySchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  ImageKeySchema.optional(),
);

/** `prefix_nl`, `prefix_fr`, `prefix_en` of a form as a per-language object without the empty ones. */
export function localizedFields(fields: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const language of EDITED_LANGUAGES) {
    const value = fields[`${prefix}_${language}`];
    if (value !== undefined) out[language] = value;
  }
  return out;
}

/** A text per language, each bounded; with `required`, at least one language has it. */
export function localizedSchema(max: number, message: MessageKey, required: boolean) {
  return z
    .object({
      nl: optionalText(max, message),
      fr: optionalText(max, message),
      en: optionalText(max, message),
    })
    .transform((texts) => {
      const kept: Partial<Record<EditedLanguage, string>> = {};
      for (const language of EDITED_LANGUAGES) if (texts[language]) kept[language] = texts[language];
      return kept;
    })
    .refine((texts) => !required || Object.keys(texts).length > 0, err(message));
}

/**
 * The first message per field of a failed parse: a per-language text's field is `prefix_language`, any
 * other nested value (a module of a list) counts for its top field. A message Zod wrote itself becomes
 * `fallback`.
 */
export function errorKeys(
  error: z.ZodError,
  fallback: MessageKey = "SITE_ADMIN_ERROR_FORM",
): Record<string, MessageKey> {
  const errors: Record<string, MessageKey> = {};
  for (const issue of error.issues) {
    const [top, next] = issue.path.map(String);
    const perLanguage = EDITED_LANGUAGES.some((language) => language === next);
    const field = top === undefined ? "form" : perLanguage ? `${top}_${next}` : top;
    errors[field] ??= isMessageKey(issue.message) ? issue.message : fallback;
  }
  return errors;
}

function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(dictionaryFor("en"), value);
}

/**
 * An HTML text per language, at most `max` characters as posted, stored as the listing texts' allow-list
 * sanitizer leaves it (domain/sanitize-html.ts); a language left empty has no text.
 */
export function sanitizedHtmlSchema(max: number, message: MessageKey) {
  const text = z.string(err(message)).max(max, err(message)).optional();
  return z.object({ nl: text, fr: text, en: text }).transform((texts) => {
    const kept: Partial<Record<EditedLanguage, string>> = {};
    for (const language of EDITED_LANGUAGES) {
      const clean = sanitizeHtml(texts[language] ?? "").trim();
      if (clean) kept[language] = clean;
    }
    return kept;
  });
}
