// The languages an account's mails and pages may be in: the site's written languages (German's dictionary
// is empty, spec §1, so no one is invited in it).
export const ENABLED_FORM_LANGUAGES = ["nl", "fr", "en"] as const;
