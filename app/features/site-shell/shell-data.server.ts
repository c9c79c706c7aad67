// The shell's data for one language, derived from the cached site configuration and cached with it.
import { formatPhone, telHref } from "../../domain/phone.ts";
import { sanitizeHtml } from "../../domain/sanitize-html.ts";
import { childMenuPath, isExternalLink } from "../../domain/paths.ts";
import { buildTree, type TreeNode } from "../../domain/tree.ts";
import { isPublic } from "../../domain/public-flag.ts";
import { dictionaryFor, type MessageKey } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import { localizePath } from "../../i18n/localize-path.ts";
import { SCREEN_PATHS, type Screen, SCREENS } from "../../i18n/route-table.ts";
import { agencyJsonLd, jsonLdText } from "../../i18n/seo.ts";
import { translate } from "../../i18n/translate.ts";
import { measurementOf } from "../../measurement.server.ts";
import { imageForKey } from "./shell-images.ts";
import type { MenuRow, SiteConfig } from "./site-config.server.ts";
import { localizedText } from "../../i18n/localized-text.ts";
import type { ShellData, ShellFooterColumn, ShellMenuItem, ShellPageMeta } from "./shell-data.ts";
import type { KeptMarkup } from "../../ui/kept-markup.tsx";
import { consentBannerMarkup } from "../consent/consent-banner.server.tsx";

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

const cache = new WeakMap<SiteConfig, Map<string, ShellData>>();

export function shellDataFor(config: SiteConfig, language: Language, origin: string): ShellData {
  let perLanguage = cache.get(config);
  if (!perLanguage) {
    perLanguage = new Map();
    cache.set(config, perLanguage);
  }
  const key = `${language} ${origin}`;
  let data = perLanguage.get(key);
  if (!data) {
    data = buildShellData(config, language, origin);
    perLanguage.set(key, data);
  }
  return data;
}

function buildShellData(config: SiteConfig, language: Language, origin: string): ShellData {
  const { settings, defaultLanguage } = config;
  const dictionary = dictionaryFor(language, defaultLanguage);
  const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
    translate(dictionary, key, params, language);
  const text = (value: Parameters<typeof localizedText>[0]) =>
    localizedText(value, language, defaultLanguage);
  const info = settings.siteInformation;
  const { showHomeMenu, showFreeEvaluation } = settings.displayOptions;

  const menus = menuTree(config.menus, { showHomeMenu, language, text });

  const pages: Record<string, ShellPageMeta> = {};
  const description = t("PAGE_DESCRIPTION_DEFAULT");
  for (const screen of SCREENS) {
    pages[SCREEN_PATHS[screen].original] = { title: t(SCREEN_TITLE_KEYS[screen]), description, image: null };
  }
  for (const page of config.pages) {
    if (page.status !== "Published") continue;
    const fallback = pages[page.path];
    pages[page.path] = {
      title: text(page.metadata.title) || text(page.title) || fallback?.title || "",
      description: text(page.metadata.description) || fallback?.description || description,
      image: page.metadata.ogImageKey ? (imageForKey(page.metadata.ogImageKey, 1360)?.src ?? null) : null,
    };
  }

  const footerColumns: ShellFooterColumn[] = config.footerColumns.map((column) => ({
    id: column.id,
    title: isPublic(column.title.public) ? text(column.title.text) || null : null,
    introHtml: isPublic(column.introText.public) ? sanitizeHtml(text(column.introText.text)) || null : null,
    fullHtml: isPublic(column.fullText.public) ? sanitizeHtml(text(column.fullText.text)) || null : null,
    images: column.imageKeys.flatMap((key) => imageForKey(key, 600) ?? []),
    col: column.col,
  }));

  const data: Omit<ShellData, "agencyJsonLd"> = {
    language,
    enabledLanguages: config.enabledLanguages,
    defaultLanguage,
    origin,
    consentBanner: consentBannerMarkup(language),
    messages: {},
    logo: settings.logoImageKey ? imageForKey(settings.logoImageKey, 400) : null,
    menus,
    freeValuation: showFreeEvaluation
      ? { href: SCREEN_PATHS.freeValuation[language], label: t("FREE_EVALUATION"), external: false }
      : null,
    headerLinks: config.headerLinks
      .filter((link) => link.status === "Published")
      .map((link) => {
        const href = text(link.link);
        return {
          id: link.id,
          href,
          label: link.icon === "phone" ? formatPhone(text(link.label)) : text(link.label),
          icon: link.icon,
          color: link.color,
          external: isExternalLink(href),
        };
      }),
    footerColumns,
    copyright:
      text(settings.copyright) || t("SHELL_COPYRIGHT", { year: new Date().getFullYear(), name: info.name }),
    showLogoAtStart: settings.banner.showLogoAtStart,
    agency: {
      name: info.name,
      legalName: info.legalName,
      vatNumber: info.vatNumber,
      biv: info.biv,
      street: info.street,
      zip: info.zip,
      city: info.city,
      countryCode: info.countryCode,
      phone: info.phone,
      phoneDisplay: formatPhone(info.phone),
      phoneHref: telHref(info.phone),
      email: info.email,
      openingHours: text(info.openingHours),
      latitude: info.latitude,
      longitude: info.longitude,
      sameAs: info.socialLinks.map((link) => link.url),
    },
    pages,
    // Absent, not null, when nothing is configured: every page's data carries the shell's.
    ...measurementField(measurementOf(info.analytics)),
  };
  return { ...data, agencyJsonLd: jsonLdText(agencyJsonLd(data)) };
}

type MenuContext = { showHomeMenu: boolean; language: Language; text: (value: MenuRow["title"]) => string };

/**
 * Spec §2 "Menus and links": only Published entries, the home entry only with showHomeMenu, children
 * nested under their parent (app/domain/tree.ts) and linked under the parent's path. An entry whose parent
 * is not shown is not shown either.
 */
function menuTree(rows: readonly MenuRow[], { showHomeMenu, language, text }: MenuContext): ShellMenuItem[] {
  const visible = new Map(
    rows
      .filter((row) => row.status === "Published" && (showHomeMenu || !row.isHome))
      .map((row) => [row.id, row]),
  );
  const tree = buildTree(
    [...visible.values()].map((row) => ({
      id: row.id,
      parentId: row.parentId,
      name: text(row.title),
      webId: null,
    })),
  );
  const menuItem = (node: TreeNode, parentHref: string | null): ShellMenuItem[] => {
    const row = visible.get(node.id);
    if (!row) return [];
    const href = isExternalLink(row.path)
      ? row.path
      : parentHref !== null && !row.path.startsWith("/")
        ? childMenuPath(parentHref, row.path)
        : localizePath(row.path, language);
    return [
      {
        id: row.id,
        href,
        label: node.label,
        external: isExternalLink(href),
        children: node.children.flatMap((child) => menuItem(child, href)),
      },
    ];
  };
  return tree.filter((node) => node.parentId === null).flatMap((node) => menuItem(node, null));
}

function measurementField(measurement: ReturnType<typeof measurementOf>): Pick<ShellData, "measurement"> {
  return measurement ? { measurement } : {};
}

/**
 * The shell with its markup (footer texts, the agency's JSON-LD) passed through `keep`: on a document
 * request the render keeps it and the data carries references (ADR 0024).
 */
export function withKeptMarkup(shell: ShellData, keep: (markup: KeptMarkup) => KeptMarkup): ShellData {
  return {
    ...shell,
    agencyJsonLd: keep(shell.agencyJsonLd),
    consentBanner: keep(shell.consentBanner),
    footerColumns: shell.footerColumns.map((column) => ({
      ...column,
      introHtml: column.introHtml && keep(column.introHtml),
      fullHtml: column.fullHtml && keep(column.fullHtml),
    })),
  };
}
