// The languages an account's mails and pages may be in: the site's written languages (German's dictionary
// is empty, spec §1, so no one is invited in it).
export const ENABLED_FORM_LANGUAGES = ["nl", "fr", "en"] as const;

/** Each language named in itself, as a language menu shows it. */
export const LANGUAGE_NAMES: Record<(typeof ENABLED_FORM_LANGUAGES)[number], string> = {
  nl: "Nederlands",
  fr: "Français",
  en: "English",
};
