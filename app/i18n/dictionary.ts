// The typed dictionary: every message table of the site merged, resolved per language.
import type { Language } from "./languages.ts";
import { commonMessages } from "./messages/common.ts";
import { consentMessages } from "./messages/consent.ts";
import { domainMessages } from "./messages/domain.ts";
import { leadErrorMessages } from "./messages/lead-errors.ts";
import { leadFieldMessages } from "./messages/lead-fields.ts";
import { leadMailMessages } from "./messages/lead-mail.ts";
import { leadMessages } from "./messages/leads.ts";
import { listingsMessages } from "./messages/listings.ts";
import { projectMessages } from "./messages/projects.ts";
import { propertyDetailMessages } from "./messages/property-details.ts";
import { propertyMessages } from "./messages/property.ts";
import { shellMessages } from "./messages/shell.ts";

const messages = {
  ...commonMessages,
  ...domainMessages,
  ...leadMessages,
  ...leadFieldMessages,
  ...leadErrorMessages,
  ...leadMailMessages,
  ...shellMessages,
  ...consentMessages,
  ...listingsMessages,
  ...propertyMessages,
  ...propertyDetailMessages,
  ...projectMessages,
};

export type MessageKey = keyof typeof messages;
export type Dictionary = Record<MessageKey, string>;

const cache = new Map<Language, Dictionary>();

/** All texts in `language`; German falls back to English until its dictionary is filled. */
export function dictionaryFor(language: Language): Dictionary {
  let dictionary = cache.get(language);
  if (!dictionary) {
    const entries = Object.entries(messages).map(([key, texts]) => {
      const localized: Partial<Record<Language, string>> = texts;
      return [key, localized[language] ?? texts.en];
    });
    dictionary = Object.fromEntries(entries) as Dictionary;
    cache.set(language, dictionary);
  }
  return dictionary;
}
