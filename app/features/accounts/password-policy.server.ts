// What a new password must be (quality.md Safety), for an account and for a search alert's account alike:
// 8 to 256 characters, and not one of the ~49,000 most common passwords of the zxcvbn-ts list or of the
// local ones it lacks (compared case-insensitively, since "Password1" is as guessable).
import { dictionary } from "@zxcvbn-ts/language-common";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./account-rules.ts";
import { LOCAL_COMMON_PASSWORDS } from "./local-common-passwords.ts";

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set([
    ...dictionary["passwords-common"].map((word) => word.toLowerCase()),
    ...LOCAL_COMMON_PASSWORDS,
  ]);
  return common.has(password.toLowerCase());
}

/** A new password; the messages are dictionary keys. */
export const NewPasswordSchema = z
  .string({ error: "ACCOUNT_ERROR_PASSWORD_LENGTH" })
  .min(PASSWORD_MIN_LENGTH, { error: "ACCOUNT_ERROR_PASSWORD_LENGTH" })
  .max(PASSWORD_MAX_LENGTH, { error: "ACCOUNT_ERROR_PASSWORD_LENGTH" })
  .refine((password) => !isCommonPassword(password), { error: "ACCOUNT_ERROR_PASSWORD_COMMON" });
