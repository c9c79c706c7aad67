import type { Language } from "../../i18n/languages.ts";

type LocalizedText = Partial<Record<Language, string>>;

/**
 * A configured text in `language`; a language without its own text shows the site default's, then Dutch,
 * then English (de is prepared but empty, spec §1), so a visitor never sees an empty label.
 */
export function localizedText(
  text: LocalizedText | null | undefined,
  language: Language,
  defaultLanguage: Language,
): string {
  if (!text) return "";
  return (
    text[language] || text[defaultLanguage] || text.nl || text.en || Object.values(text).find(Boolean) || ""
  );
}
