// The one rule for a text kept in several languages (configured labels, property and project texts):
// which language is shown when the visitor's has none. The listing source writes Dutch first, and the
// German dictionary is prepared but empty (spec §1), so a visitor never sees an empty text.
import { LANGUAGES, type Language } from "./languages.ts";

export type LocalizedText = Partial<Record<Language, string>>;

/**
 * The languages a text is looked for in, in order: the visitor's, then the site's default language when the
 * caller knows it (spec §1: it comes from the site configuration), then nl, fr, en, de.
 */
export function fallbackLanguages(language: Language, defaultLanguage?: Language): Language[] {
  return [...new Set<Language>([language, ...(defaultLanguage ? [defaultLanguage] : []), ...LANGUAGES])];
}

/** `text` in the first language of `fallbackLanguages` that has a non-blank one; "" when none has. */
export function localizedText(
  text: LocalizedText | null | undefined,
  language: Language,
  defaultLanguage?: Language,
): string {
  if (!text) return "";
  for (const code of fallbackLanguages(language, defaultLanguage)) {
    const value = text[code];
    if (value !== undefined && value.trim() !== "") return value;
  }
  return "";
}

/** Of rows kept one per language (a property's texts), the row the same order picks. */
export function rowInLanguage<Row extends { language: string }>(
  rows: readonly Row[],
  language: Language,
  defaultLanguage?: Language,
): Row | undefined {
  for (const code of fallbackLanguages(language, defaultLanguage)) {
    const row = rows.find((candidate) => candidate.language === code);
    if (row) return row;
  }
  return rows[0];
}
