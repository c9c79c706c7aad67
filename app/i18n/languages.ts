// The site's languages (spec §1): nl, fr and en; de is prepared with an empty dictionary.
export const LANGUAGES = ["nl", "fr", "en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** BCP 47 tag for Intl and hreflang: the site serves Belgium and Luxembourg. */
export const LOCALE_TAGS: Record<Language, string> = { nl: "nl-BE", fr: "fr-BE", en: "en-BE", de: "de-BE" };
