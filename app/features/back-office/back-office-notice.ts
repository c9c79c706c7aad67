// The outcome of a back-office form as the page shows it: saved or refused, its text translated on the
// server (the key is chosen there, so it would not be among the page's browser texts, ADR 0014).
import type { MessageKey } from "../../i18n/dictionary.ts";

export type BackOfficeNotice = { tone: "success" | "error"; text: string } | null;

export function notice(
  t: (key: MessageKey) => string,
  tone: "success" | "error",
  key: MessageKey,
): BackOfficeNotice {
  return { tone, text: t(key) };
}
