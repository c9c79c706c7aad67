/**
 * One visible text in every enabled language. `de` is optional: its dictionary is prepared but empty
 * (spec §1), and a missing German text falls back to English, never to the raw key.
 * Placeholders are written {name} and filled by `translate`.
 */
export type Translations = { nl: string; fr: string; en: string; de?: string };
export type MessageTable = Record<string, Translations>;
