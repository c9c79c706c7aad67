// Every text the server may choose for an account or staff form (a field's error, a form's outcome). The
// pages' texts are the keys their browser code names (ADR 0014): naming them here, in code the forms
// import, puts them in each page with such a form. A key the server sends that is not listed shows the
// generic "check the fields" text instead of nothing.
import type { MessageKey } from "../../i18n/dictionary.ts";

export const FORM_MESSAGES = [
  "ACCOUNT_ERROR_EMAIL",
  "ACCOUNT_ERROR_REQUIRED",
  "ACCOUNT_ERROR_PASSWORD_LENGTH",
  "ACCOUNT_ERROR_PASSWORD_COMMON",
  "ACCOUNT_ERROR_PASSWORD_MISMATCH",
  "LOGIN_FAILED_TEXT",
  "LEAD_CROSS_ORIGIN",
  "ADMIN_ERROR_PROPERTY",
  "ADMIN_ERROR_OWNER",
  "ADMIN_ERROR_NOT_OWNER",
  "ADMIN_ERROR_TOO_LONG",
  "ADMIN_ERROR_FORM",
  "ADMIN_INVITED",
  "ADMIN_LINKED",
  "ADMIN_SAVED",
  "HISTORY_ERROR_REQUIRED",
  "HISTORY_ERROR_TOO_LONG",
  "HISTORY_ERROR_CHOICE",
  "HISTORY_ERROR_URL",
  "HISTORY_ERROR_DATE",
  "HISTORY_ERROR_PROPERTY",
  "HISTORY_ERROR_NOT_FOUND",
  "HISTORY_ERROR_DUPLICATE",
] as const satisfies readonly MessageKey[];

export type FormMessage = (typeof FORM_MESSAGES)[number];

export function formMessage(key: MessageKey): FormMessage {
  return FORM_MESSAGES.find((known) => known === key) ?? "ADMIN_ERROR_FORM";
}

/** A form's errors: per field, the dictionary key of its first problem. */
export type FieldErrorKeys = Partial<Record<string, MessageKey>>;
