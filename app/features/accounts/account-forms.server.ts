// The sign-in, forgotten-password and set-password forms' fields, parsed with Zod on the server (every
// other field is ignored). Error messages are dictionary keys.
import { z } from "zod";
import { dictionaryFor, type MessageKey } from "../../i18n/dictionary.ts";
import { readSubmission } from "../leads/guard/read-submission.server.ts";
import { PASSWORD_MAX_LENGTH } from "./account-rules.ts";

export const EmailSchema = z
  .string({ error: "ACCOUNT_ERROR_EMAIL" })
  .trim()
  .max(254, { error: "ACCOUNT_ERROR_EMAIL" })
  .pipe(z.email({ error: "ACCOUNT_ERROR_EMAIL" }));

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: "ACCOUNT_ERROR_REQUIRED" })
    .min(1, { error: "ACCOUNT_ERROR_REQUIRED" })
    .max(PASSWORD_MAX_LENGTH, { error: "LOGIN_FAILED_TEXT" }),
});

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

/**
 * Text fields of a posted form as a plain object, read within the lead forms' bounds (size, field count,
 * form encodings only): a repeated field counts as absent, and a body past the bounds, or with a file, as
 * an empty form, which every account form refuses with its translated messages.
 */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const read = await readSubmission(request, { allowFiles: false });
  const fields: Record<string, string> = {};
  if (!read.ok) return fields;
  for (const [key, value] of Object.entries(read.fields)) {
    if (typeof value === "string") fields[key] = value;
  }
  return fields;
}

function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(dictionaryFor("en"), value);
}

export type FieldErrors = Partial<Record<string, MessageKey>>;

/** The first message of a failed parse, per field, as a dictionary key (a generic one if Zod wrote its own). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= isMessageKey(issue.message) ? issue.message : "ACCOUNT_ERROR_REQUIRED";
  }
  return errors;
}
