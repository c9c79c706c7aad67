// Filling a dictionary text. Kept apart from dictionary.ts so browser code can translate without
// bundling every message table of the site.
import type { Dictionary, MessageKey } from "./dictionary.ts";

export type MessageParams = Record<string, string | number>;

/** The text for `key` with its {placeholders} filled from `params`. */
export function translate(dictionary: Partial<Dictionary>, key: MessageKey, params?: MessageParams): string {
  const text = dictionary[key] ?? "";
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
