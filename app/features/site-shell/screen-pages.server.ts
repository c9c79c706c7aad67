// Each screen's title, description and share image (from its page configuration, else the dictionary),
// derived from the cached site configuration and cached with it. A screen's entry travels in its own
// route's data (server/screen-pages.ts, docs/decisions/0014-light-pages.md), not in the root's: the root's
// data is sent with every page, and the browser needs only the screen it shows.
import type { MessageKey } from "../../i18n/dictionary.ts";
import { dictionaryFor } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import { localizedText } from "../../i18n/localized-text.ts";
import { SCREEN_PATHS, type Screen } from "../../i18n/route-table.ts";
import type { ScreenPage } from "../../i18n/seo.ts";
import { translate } from "../../i18n/translate.ts";
import { imageForKey } from "./shell-images.ts";
import type { SiteConfig } from "./site-config.server.ts";

/** Each screen's title in the dictionary, for screens the page configuration does not describe. */
const SCREEN_TITLE_KEYS = {
  home: "PAGE_TITLE_HOME",
  forSale: "PAGE_TITLE_FOR_SALE",
  forRent: "PAGE_TITLE_FOR_RENT",
  contact: "PAGE_TITLE_CONTACT",
  demandRegister: "PAGE_TITLE_DEMAND_REGISTER",
  freeValuation: "PAGE_TITLE_FREE_VALUATION",
  privacy: "PAGE_TITLE_PRIVACY",
  disclaimer: "PAGE_TITLE_DISCLAIMER",
  cookiePolicy: "PAGE_TITLE_COOKIE_POLICY",
  salesSpecialist: "PAGE_TITLE_SALES_SPECIALIST",
  projects: "PAGE_TITLE_PROJECTS",
} as const satisfies Record<Screen, MessageKey>;

const cache = new WeakMap<SiteConfig, Map<string, ScreenPage>>();

/** The head's texts of `screen` in `language`. */
export function screenPageFor(config: SiteConfig, language: Language, screen: Screen): ScreenPage {
  let pages = cache.get(config);
  if (!pages) {
    pages = new Map();
    cache.set(config, pages);
  }
  const key = `${language} ${screen}`;
  let page = pages.get(key);
  if (!page) {
    page = buildScreenPage(config, language, screen);
    pages.set(key, page);
  }
  return page;
}

function buildScreenPage(config: SiteConfig, language: Language, screen: Screen): ScreenPage {
  const { defaultLanguage } = config;
  const dictionary = dictionaryFor(language, defaultLanguage);
  const t = (key: MessageKey) => translate(dictionary, key, undefined, language);
  const text = (value: Parameters<typeof localizedText>[0]) =>
    localizedText(value, language, defaultLanguage);
  const title = t(SCREEN_TITLE_KEYS[screen]);
  const description = t("PAGE_DESCRIPTION_DEFAULT");
  // The last published page of the screen's path describes it.
  const page = config.pages
    .filter((row) => row.path === SCREEN_PATHS[screen].original && row.status === "Published")
    .at(-1);
  if (!page) return { title, description, image: null };
  return {
    title: text(page.metadata.title) || text(page.title) || title,
    description: text(page.metadata.description) || description,
    image: page.metadata.ogImageKey ? (imageForKey(page.metadata.ogImageKey, 1360)?.src ?? null) : null,
  };
}
