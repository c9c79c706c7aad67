// The site configuration (spec §1: settings, languages, menus, header links, footer columns, pages), read
// once per process and kept in memory: a request reads it for free. Any change of public content drops it
// (public-content-memo.server.ts, forgotten on the database's 'public_content_changed' notification).
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { PublicContentMemo } from "../../db/public-content-memo.server.ts";
import {
  articles,
  footerColumns,
  headerLinks,
  languages,
  menus,
  pages,
  siteSettings,
} from "../../db/schema/content.ts";
import { isLanguage, type Language } from "../../i18n/languages.ts";
import type { SiteSettings } from "../../site-context.server.ts";
import { type ArticlePage, articlePages } from "./article-pages.ts";

export type MenuRow = typeof menus.$inferSelect;
export type HeaderLinkRow = typeof headerLinks.$inferSelect;
export type FooterColumnRow = typeof footerColumns.$inferSelect;
export type PageRow = typeof pages.$inferSelect;

export type SiteConfig = {
  settings: SiteSettings;
  defaultLanguage: Language;
  /** Languages flagged `use`, in their sort order; never empty. */
  enabledLanguages: Language[];
  menus: MenuRow[];
  headerLinks: HeaderLinkRow[];
  footerColumns: FooterColumnRow[];
  pages: PageRow[];
  /** The published articles that have a page of their own, with their paths (article-pages.ts). */
  articlePages: ArticlePage[];
};

// An empty database (before the seed ran, or a fresh install) still serves pages: this is the
// configuration of a site with nothing configured yet.
const UNCONFIGURED_SETTINGS: SiteSettings = {
  id: 1,
  defaultLanguage: "nl",
  logoImageKey: "",
  banner: { type: "image", showLogo: true, showLogoAtStart: true },
  searchBlock: {
    showSearchInput: true,
    showSearchButton: true,
    showSearchCount: false,
    showCountProperty: false,
  },
  displayOptions: { showHomeMenu: false, showFreeEvaluation: false },
  siteInformation: {
    name: "",
    legalName: "",
    vatNumber: "",
    biv: "",
    street: "",
    zip: "",
    city: "",
    countryCode: "BE",
    phone: "",
    email: "",
    latitude: 0,
    longitude: 0,
    openingHours: {},
    analytics: {},
    socialLinks: [],
  },
  copyright: {},
  updatedAt: new Date(0),
  version: 1,
};
const UNCONFIGURED_LANGUAGES: Language[] = ["nl", "fr", "en"];

const kept = new PublicContentMemo<SiteConfig>({ maxEntries: 1 });

/** The site's configuration, from memory unless public content changed (public-content-memo.server.ts). */
export function siteConfig(db: Database): Promise<SiteConfig> {
  return kept.get(db, "", () => readSiteConfig(db));
}

async function readSiteConfig(db: Database): Promise<SiteConfig> {
  const [settingsRows, languageRows, menuRows, headerLinkRows, footerRows, pageRows, articleRows] =
    await Promise.all([
      db.select().from(siteSettings).limit(1),
      db.select().from(languages).orderBy(asc(languages.sort)),
      db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id)),
      db.select().from(headerLinks).orderBy(asc(headerLinks.sort), asc(headerLinks.id)),
      db.select().from(footerColumns).orderBy(asc(footerColumns.sort), asc(footerColumns.id)),
      db.select().from(pages).orderBy(asc(pages.sort), asc(pages.id)),
      db
        .select({
          id: articles.id,
          slug: articles.slug,
          category: articles.category,
          subCategory: articles.subCategory,
          title: articles.title,
        })
        .from(articles)
        .where(and(eq(articles.status, "Published"), isNotNull(articles.category)))
        .orderBy(asc(articles.sort), asc(articles.id)),
    ]);
  const settings = settingsRows[0] ?? UNCONFIGURED_SETTINGS;
  const inUse = languageRows.filter((row) => row.use).map((row) => row.code);
  const enabledLanguages = inUse.filter(isLanguage);
  const configured = languageRows.length > 0 ? enabledLanguages : UNCONFIGURED_LANGUAGES;
  const defaultLanguage = isLanguage(settings.defaultLanguage) ? settings.defaultLanguage : "nl";
  const enabled = configured.length > 0 ? configured : [defaultLanguage];
  return {
    settings,
    defaultLanguage,
    enabledLanguages: enabled,
    menus: menuRows,
    headerLinks: headerLinkRows,
    footerColumns: footerRows,
    pages: pageRows,
    articlePages: articlePages(articleRows, enabled, defaultLanguage),
  };
}
