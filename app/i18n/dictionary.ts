// The typed dictionary: every message table of the site merged, resolved per language.
import type { Language } from "./languages.ts";
import { fallbackLanguages } from "./localized-text.ts";
import { accountMessages } from "./messages/accounts.ts";
import { backOfficeMessages } from "./messages/back-office.ts";
import { backOfficeLeadsMessages } from "./messages/back-office-leads.ts";
import { backOfficePagesMessages } from "./messages/back-office-pages.ts";
import { backOfficeSiteMessages } from "./messages/back-office-site.ts";
import { backOfficeApiKeyMessages } from "./messages/back-office-api-keys.ts";
import { backOfficeListingMessages } from "./messages/back-office-listings.ts";
import { backOfficeUserMessages } from "./messages/back-office-users.ts";
import { commonMessages } from "./messages/common.ts";
import { consentMessages } from "./messages/consent.ts";
import { domainMessages } from "./messages/domain.ts";
import { leadErrorMessages } from "./messages/lead-errors.ts";
import { leadFieldMessages } from "./messages/lead-fields.ts";
import { leadMailMessages } from "./messages/lead-mail.ts";
import { leadMessages } from "./messages/leads.ts";
import { listingsMessages } from "./messages/listings.ts";
import { ownerPortalMessages } from "./messages/owner-portal.ts";
import { ownerStatisticsMessages } from "./messages/owner-statistics.ts";
import { propertyHistoryMessages } from "./messages/property-history.ts";
import { projectMessages } from "./messages/projects.ts";
import { propertyDetailMessages } from "./messages/property-details.ts";
import { propertyMessages } from "./messages/property.ts";
import { searchAlertMessages } from "./messages/search-alerts.ts";
import { shellMessages } from "./messages/shell.ts";

const messages = {
  ...commonMessages,
  ...accountMessages,
  ...backOfficeMessages,
  ...backOfficeLeadsMessages,
  ...backOfficeSiteMessages,
  ...backOfficePagesMessages,
  ...backOfficeListingMessages,
  ...backOfficeApiKeyMessages,
  ...backOfficeUserMessages,
  ...domainMessages,
  ...leadMessages,
  ...leadFieldMessages,
  ...leadErrorMessages,
  ...leadMailMessages,
  ...shellMessages,
  ...consentMessages,
  ...listingsMessages,
  ...ownerPortalMessages,
  ...propertyMessages,
  ...propertyDetailMessages,
  ...projectMessages,
  ...ownerStatisticsMessages,
  ...propertyHistoryMessages,
  ...searchAlertMessages,
};

export type MessageKey = keyof typeof messages;
export type Dictionary = Record<MessageKey, string>;

const cache = new Map<string, Dictionary>();

/**
 * All texts in `language`. A text missing in it (the prepared German dictionary is empty) is taken in the
 * same order as every text of the site's content (`fallbackLanguages`: the site's default language when
 * known, then nl, fr, en), so a page never mixes an English interface with Dutch menus and pages.
 */
export function dictionaryFor(language: Language, defaultLanguage?: Language): Dictionary {
  const order = fallbackLanguages(language, defaultLanguage);
  const cacheKey = order.join();
  let dictionary = cache.get(cacheKey);
  if (!dictionary) {
    const entries = Object.entries(messages).map(([key, texts]) => {
      const localized: Partial<Record<Language, string>> = texts;
      const found = order.map((code) => localized[code]).find((text) => text !== undefined);
      return [key, found ?? texts.en];
    });
    dictionary = Object.fromEntries(entries) as Dictionary;
    cache.set(cacheKey, dictionary);
  }
  return dictionary;
}
