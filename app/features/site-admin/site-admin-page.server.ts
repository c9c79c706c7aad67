// The data of the site configuration's pages: the back-office frame, the sub-pages' links, and for a
// sub-page its title, breadcrumbs and alternates in every language.
import type { RouterContextProvider } from "react-router";
import type { Language } from "../../i18n/languages.ts";
import { siteContext } from "../../site-context.server.ts";
import type { RequestAccount } from "../accounts/account-context.ts";
import { alternatesOfPaths } from "../../i18n/alternates.ts";
import { backOfficeFrame } from "../back-office/back-office-page.server.ts";
import { backOfficePath } from "../back-office/back-office-screens.ts";
import { SITE_SECTIONS, type SiteSection } from "./site-sections.ts";

type Context = Readonly<RouterContextProvider>;

/** The sub-pages, translated, each with its path in the page's language. */
export function siteSectionLinks(context: Context) {
  const site = context.get(siteContext);
  return (Object.keys(SITE_SECTIONS) as SiteSection[]).map((section) => ({
    section,
    label: site.t(SITE_SECTIONS[section]),
    href: `${backOfficePath("site", site.language)}${section}/`,
  }));
}

export function siteSectionFrame(context: Context, account: RequestAccount, section: SiteSection) {
  const site = context.get(siteContext);
  const frame = backOfficeFrame(context, account, "site");
  const title = site.t(SITE_SECTIONS[section]);
  const path = (variant: Language | "original") => `${backOfficePath("site", variant)}${section}/`;
  const paths = {
    original: path("original"),
    nl: path("nl"),
    fr: path("fr"),
    en: path("en"),
    de: path("de"),
  };
  return {
    ...frame,
    title,
    breadcrumbs: [
      ...frame.breadcrumbs.slice(0, 1),
      { label: frame.title, href: backOfficePath("site", site.language) },
      { label: title },
    ],
    alternates: alternatesOfPaths(paths),
  };
}
