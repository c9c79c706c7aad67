// What a staff form answers with: which form, saved or invalid, the message, the errors per field and the
// values to show again.
import type { MessageKey } from "../../i18n/dictionary.ts";

export type AdminFormState = {
  form: string | null;
  status: "idle" | "saved" | "invalid";
  message?: MessageKey;
  errors: Partial<Record<string, MessageKey>>;
  values: Record<string, string>;
};

export const IDLE: AdminFormState = { form: null, status: "idle", errors: {}, values: {} };
