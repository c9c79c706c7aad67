// Every page's head: title and description (from the page configuration, else the dictionary), Open Graph
// and Twitter tags (pageMeta, through React Router's meta), and the canonical URL, hreflang alternates
// with x-default and the agency's JSON-LD (documentLinks and agencyJsonLd, rendered by the site shell on
// every page, whatever meta a route exports).
//
// React Router runs a route's meta with the matches up to that route only, so the root's meta knows no
// page's data: it serves the thank-you pages (it reads them from the path) and error pages. A screen's
// title, description and image come in its own route's data (`screenPage`, added by the server to every
// screen's loader data: server/screen-pages.ts), not in the root's, which is sent with every page; so every
// screen route exports `meta = (args) => pageMeta(args)`. A route whose page no screen describes (a
// property, a project, the 404 page) or that knows a better title passes overrides:
//   export const meta: Route.MetaFunction = (args) =>
//     pageMeta(args, { title: args.loaderData?.title, description: ..., image: ..., jsonLd: [listingLd] });
import type { MetaDescriptor } from "react-router";
import { canonicalPath } from "../domain/page-query.ts";
import type { MatchForAlternates, PageAlternates } from "./alternates.ts";
import type { Dictionary } from "./dictionary.ts";
import { isLanguage, type Language, LOCALE_TAGS } from "./languages.ts";
import { FEEDBACK_PREFIX, SCREEN_PATHS, type Screen, screenOfPath } from "./route-table.ts";
import { translate } from "./translate.ts";

/** What the head needs from the root loader's data (the site shell's data satisfies it). */
export type SeoSite = {
  origin: string;
  language: Language;
  enabledLanguages: readonly Language[];
  /** The root route's texts (server/route-messages.ts), which include every key used here. */
  messages: Partial<Dictionary>;
  logo: { src: string } | null;
  agency: { name: string };
};

/** The agency as its JSON-LD describes it, written on the server (the browser keeps the server's copy). */
export type SchemaAgency = {
  name: string;
  legalName: string;
  vatNumber: string;
  street: string;
  zip: string;
  city: string;
  countryCode: "BE" | "LU";
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  sameAs: readonly string[];
};

/** Title, description and share image of a screen, from the page configuration or the dictionary. */
export type ScreenPage = { title: string; description: string; image: string | null };

/** The field of a screen route's loader data that holds its `ScreenPage` (server/screen-pages.ts). */
export const SCREEN_PAGE_FIELD = "screenPage";

/** The screen's head texts a route's loader data carries, if any. */
export function screenPageOf(data: unknown): ScreenPage | null {
  if (typeof data !== "object" || data === null || !(SCREEN_PAGE_FIELD in data)) return null;
  const page: unknown = data[SCREEN_PAGE_FIELD];
  if (typeof page !== "object" || page === null) return null;
  if (!("title" in page) || typeof page.title !== "string") return null;
  if (!("description" in page) || typeof page.description !== "string") return null;
  const image = "image" in page && typeof page.image === "string" ? page.image : null;
  return { title: page.title, description: page.description, image };
}

type MetaMatchLike = {
  id: string;
  params: Readonly<Record<string, string | undefined>>;
  loaderData: unknown;
};

export type MetaArgsLike = {
  matches: readonly (MetaMatchLike | undefined)[];
  location: { pathname: string; search: string };
  error?: unknown;
};

export type PageMetaOverrides = {
  title?: string | null;
  description?: string | null;
  /** An absolute URL or a site path of the share image. */
  image?: string | null;
  /** Open Graph type: "website" by default. */
  type?: string;
  /** Keep the page out of search engines (thank-you pages, errors). */
  noindex?: boolean;
  /** More JSON-LD documents for the page, e.g. the listing's. */
  jsonLd?: readonly object[];
};

export function isSeoSite(value: unknown): value is SeoSite {
  return (
    typeof value === "object" &&
    value !== null &&
    "origin" in value &&
    "language" in value &&
    "agency" in value &&
    "messages" in value &&
    typeof value.language === "string" &&
    isLanguage(value.language)
  );
}

/** The root loader's data, or the shell a 404 thrown before the root loader carries. */
export function seoSiteOf(args: MetaArgsLike): SeoSite | null {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData;
  if (isSeoSite(root)) return root;
  const error = args.error;
  if (typeof error === "object" && error !== null && "data" in error && isSeoSite(error.data))
    return error.data;
  return null;
}

function errorStatus(error: unknown): number | null {
  if (error === undefined || error === null) return null;
  if (typeof error === "object" && "status" in error && typeof error.status === "number") return error.status;
  return 500;
}

function isScreen(value: string): value is Screen {
  return value in SCREEN_PATHS;
}

function absolute(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${origin}${path}`;
}

/** Open Graph locales are written with an underscore: nl_BE. */
function ogLocale(language: Language): string {
  return LOCALE_TAGS[language].replace("-", "_");
}

/** A Belgian or Luxembourg number in international form for schema.org: "015203040" → "+32 15203040". */
export function internationalPhone(digits: string, countryCode: "BE" | "LU"): string {
  const clean = digits.replace(/[^\d+]/g, "");
  if (clean.startsWith("+")) return clean;
  const prefix = countryCode === "LU" ? "+352" : "+32";
  return `${prefix} ${clean.replace(/^0/, "")}`;
}

export function agencyJsonLd(
  site: Pick<SeoSite, "origin" | "language" | "logo"> & { agency: SchemaAgency },
): object {
  const { agency, origin } = site;
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    "@id": `${origin}/#agency`,
    name: agency.name,
    ...(agency.legalName ? { legalName: agency.legalName } : {}),
    url: `${origin}${SCREEN_PATHS.home[site.language]}`,
    ...(site.logo ? { logo: absolute(origin, site.logo.src), image: absolute(origin, site.logo.src) } : {}),
    ...(agency.phone ? { telephone: internationalPhone(agency.phone, agency.countryCode) } : {}),
    ...(agency.email ? { email: agency.email } : {}),
    ...(agency.vatNumber ? { vatID: agency.vatNumber } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: agency.street,
      postalCode: agency.zip,
      addressLocality: agency.city,
      addressCountry: agency.countryCode,
    },
    ...(agency.latitude && agency.longitude
      ? { geo: { "@type": "GeoCoordinates", latitude: agency.latitude, longitude: agency.longitude } }
      : {}),
    ...(agency.sameAs.length > 0 ? { sameAs: agency.sameAs } : {}),
  };
}

/** The page's own title and description, before overrides: its page configuration or the dictionary. */
function configuredPage(site: SeoSite, leaf: MatchForAlternates | undefined, status: number | null) {
  const t = (key: Parameters<typeof translate>[1]) => translate(site.messages, key);
  const fallbackDescription = t("PAGE_DESCRIPTION_DEFAULT");
  // The catch-all route answers 404 unless it found an article's own page.
  const notFound =
    leaf?.id === "not-found" && !(typeof leaf.data === "object" && leaf.data && "article" in leaf.data);
  if (status === 404 || (notFound && status === null)) {
    return { title: t("PAGE_NOT_FOUND"), description: t("PAGE_NOT_FOUND_TEXT"), image: null, noindex: true };
  }
  if (status !== null) {
    return { title: t("SHELL_ERROR_TITLE"), description: t("SHELL_ERROR_TEXT"), image: null, noindex: true };
  }
  const [kind = ""] = (leaf?.id ?? "").split(".");
  const screenPage = isScreen(kind) ? screenPageOf(leaf?.data) : null;
  if (screenPage) return { ...screenPage, noindex: false };
  if (kind === "feedback") {
    return { title: t("PAGE_TITLE_THANK_YOU"), description: fallbackDescription, image: null, noindex: true };
  }
  return { title: "", description: fallbackDescription, image: null, noindex: false };
}

/** The page the meta is written for: the route that calls pageMeta, or for the root, the path's screen. */
function pageMatch(args: MetaArgsLike): MatchForAlternates | undefined {
  const leaf = args.matches.at(-1);
  if (leaf && leaf.id !== "root") return { id: leaf.id, params: leaf.params, data: leaf.loaderData };
  const { pathname } = args.location;
  const screen = screenOfPath(pathname);
  if (screen) return { id: `${screen}.path`, params: {}, data: null };
  for (const prefix of Object.values(FEEDBACK_PREFIX)) {
    const form = pathname.startsWith(prefix) ? pathname.slice(prefix.length).replace(/\/$/, "") : "";
    if (form && !form.includes("/")) return { id: "feedback.path", params: { form }, data: null };
  }
  return undefined;
}

export function pageMeta(args: MetaArgsLike, overrides: PageMetaOverrides = {}): MetaDescriptor[] {
  const site = seoSiteOf(args);
  if (!site) return [];
  const leafForAlternates = pageMatch(args);
  const status = errorStatus(args.error);
  const page = configuredPage(site, leafForAlternates, status);
  const siteName = site.agency.name;
  const pageTitle = overrides.title ?? page.title;
  const title = pageTitle && siteName ? `${pageTitle} | ${siteName}` : pageTitle || siteName;
  const description = overrides.description ?? page.description;
  const image = overrides.image !== undefined ? overrides.image : page.image;
  const noindex = overrides.noindex ?? page.noindex;

  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: description }];
  if (noindex) tags.push({ name: "robots", content: "noindex, follow" });
  tags.push(
    { property: "og:type", content: overrides.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: pageTitle || siteName },
    { property: "og:description", content: description },
    { property: "og:locale", content: ogLocale(site.language) },
    ...site.enabledLanguages
      .filter((language) => language !== site.language)
      .map((language) => ({ property: "og:locale:alternate", content: ogLocale(language) })),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: pageTitle || siteName },
    { name: "twitter:description", content: description },
  );
  if (image) {
    const url = absolute(site.origin, image);
    tags.push({ property: "og:image", content: url }, { name: "twitter:image", content: url });
  }
  for (const document of overrides.jsonLd ?? []) tags.push({ "script:ld+json": document });
  return tags;
}

export type DocumentLinks = {
  canonical: string | null;
  alternates: { hrefLang: string; href: string }[];
};

/**
 * The canonical URL (the page in its own language) and the hreflang alternates, absolute, with only the
 * query parameters that define the page (`canonicalPath`).
 */
export function documentLinks(
  alternates: PageAlternates | null,
  site: { origin: string; language: Language },
): DocumentLinks {
  const own = alternates?.languages.find((entry) => entry.language === site.language)?.path;
  if (!alternates || !own) return { canonical: null, alternates: [] };
  return {
    canonical: absolute(site.origin, canonicalPath(own)),
    alternates: [
      ...alternates.languages.map(({ language, path }) => ({
        hrefLang: language,
        href: absolute(site.origin, canonicalPath(path)),
      })),
      ...(alternates.xDefault
        ? [{ hrefLang: "x-default", href: absolute(site.origin, canonicalPath(alternates.xDefault)) }]
        : []),
    ],
  };
}

/** JSON for an inline <script type="application/ld+json">: "<" escaped so no text can close the script. */
export function jsonLdText(document: object): string {
  return JSON.stringify(document).replace(/</g, "\\u003c");
}

/**
 * The meta of a detail page (a property, a project) whose loader answers "not found" with a title: a gone
 * page keeps its title and stays out of the index; a found one gets `found`'s overrides.
 */
export function detailPageMeta<Data extends { kind: string }>(
  args: MetaArgsLike & { loaderData?: Data | undefined },
  found: (data: Exclude<Data, { kind: "notFound" }>) => PageMetaOverrides,
): MetaDescriptor[] {
  const data = args.loaderData;
  if (!data) return pageMeta(args);
  if (isFound(data)) return pageMeta(args, found(data));
  const title = "title" in data && typeof data.title === "string" ? data.title : undefined;
  return pageMeta(args, { title, noindex: true });
}

function isFound<Data extends { kind: string }>(data: Data): data is Exclude<Data, { kind: "notFound" }> {
  return data.kind !== "notFound";
}
