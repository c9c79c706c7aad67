// The shell's data for one language, derived from the cached site configuration and cached with it.
import { formatPhone, telHref } from "../../domain/phone.ts";
import { childMenuPath, isExternalLink } from "../../domain/paths.ts";
import { buildTree, type TreeNode } from "../../domain/tree.ts";
import { dictionaryFor } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import { localizePath } from "../../i18n/localize-path.ts";
import { SCREEN_PATHS } from "../../i18n/route-table.ts";
import { agencyJsonLd, jsonLdText } from "../../i18n/seo.ts";
import { translate } from "../../i18n/translate.ts";
import { measurementOf } from "../../measurement.server.ts";
import { imageForKey } from "./shell-images.ts";
import type { MenuRow, SiteConfig } from "./site-config.server.ts";
import { localizedText } from "../../i18n/localized-text.ts";
import type { ShellData, ShellMenuItem } from "./shell-data.ts";
import { footerColumnsMarkup, footerColumnsOf } from "./footer-columns.server.tsx";
import type { KeptMarkup } from "../../ui/kept-markup.tsx";
import { consentBannerMarkup } from "../consent/consent-banner.server.tsx";

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
    footerColumns: footerColumnsMarkup(footerColumnsOf(config, language)),
    copyright:
      text(settings.copyright) || t("SHELL_COPYRIGHT", { year: new Date().getFullYear(), name: info.name }),
    showLogoAtStart: settings.banner.showLogoAtStart,
    agency: {
      name: info.name,
      vatNumber: info.vatNumber,
      biv: info.biv,
      street: info.street,
      zip: info.zip,
      city: info.city,
      phone: info.phone,
      phoneDisplay: formatPhone(info.phone),
      phoneHref: telHref(info.phone),
      email: info.email,
      openingHours: text(info.openingHours),
    },
    // Absent, not null, when nothing is configured: every page's data carries the shell's.
    ...measurementField(measurementOf(info.analytics)),
  };
  const schemaAgency = {
    ...data.agency,
    legalName: info.legalName,
    countryCode: info.countryCode,
    latitude: info.latitude,
    longitude: info.longitude,
    sameAs: info.socialLinks.map((link) => link.url),
  };
  return { ...data, agencyJsonLd: jsonLdText(agencyJsonLd({ ...data, agency: schemaAgency })) };
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
 * The shell with its markup (footer columns, the agency's JSON-LD, the cookie banner) passed through `keep`: on a document
 * request the render keeps it and the data carries references (ADR 0024).
 */
export function withKeptMarkup(shell: ShellData, keep: (markup: KeptMarkup) => KeptMarkup): ShellData {
  return {
    ...shell,
    agencyJsonLd: keep(shell.agencyJsonLd),
    consentBanner: keep(shell.consentBanner),
    footerColumns: keep(shell.footerColumns),
  };
}
