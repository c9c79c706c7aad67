// What every loader and action knows about the request's site: its language, the texts in that language
// and the site configuration. Filled once per request by the root middleware
// (app/features/site-shell/site-middleware.server.ts); read it with `context.get(siteContext)`.
import { createContext } from "react-router";
import type { siteSettings } from "./db/schema/content.ts";
import type { Dictionary, MessageKey } from "./i18n/dictionary.ts";
import type { Language } from "./i18n/languages.ts";
import type { MessageParams } from "./i18n/translate.ts";

export type SiteSettings = typeof siteSettings.$inferSelect;

/** Where the request's language came from (spec §2 language prefix, §4 detection order). */
export type LanguageSource = "path" | "query" | "cookie" | "accept-language" | "default";

export type SiteRequest = {
  language: Language;
  languageSource: LanguageSource;
  /** Languages flagged `use` in the languages table, in their sort order. */
  enabledLanguages: readonly Language[];
  defaultLanguage: Language;
  dictionary: Dictionary;
  t: (key: MessageKey, params?: MessageParams) => string;
  /** The site_settings row (logo, banner, search block, display options, site information). */
  settings: SiteSettings;
  /** Origin for absolute URLs (canonical, hreflang, sitemap, e-mail links): the configured one, never the request's. */
  origin: string;
};

export const siteContext = createContext<SiteRequest>();
