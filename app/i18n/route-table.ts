// The localized route table (spec §2): every screen's original path and its path in each language.
// Original (unprefixed) paths keep working; prefixed paths carry their language.
import type { Language } from "./languages.ts";
import { rowInLanguage } from "./localized-text.ts";
import { goalOf } from "../domain/listing-goal.ts";
import { slugify } from "../domain/slug.ts";

export type Screen =
  | "home"
  | "forSale"
  | "forRent"
  | "contact"
  | "demandRegister"
  | "freeValuation"
  | "privacy"
  | "disclaimer"
  | "cookiePolicy"
  | "salesSpecialist"
  | "projects";

type Paths = { original: string } & Record<Language, string>;

export const SCREEN_PATHS: Record<Screen, Paths> = {
  home: { original: "/", nl: "/nl/", fr: "/fr/", en: "/en/", de: "/de/" },
  forSale: {
    original: "/for-sale/",
    nl: "/nl/te-koop/",
    fr: "/fr/a-vendre/",
    en: "/en/for-sale/",
    de: "/de/zu-verkaufen/",
  },
  forRent: {
    original: "/for-rent/",
    nl: "/nl/te-huur/",
    fr: "/fr/a-louer/",
    en: "/en/for-rent/",
    de: "/de/zu-vermieten/",
  },
  contact: {
    original: "/contact/",
    nl: "/nl/contact/",
    fr: "/fr/contact/",
    en: "/en/contact/",
    de: "/de/kontakt/",
  },
  demandRegister: {
    original: "/demand-register/",
    nl: "/nl/hou-me-op-de-hoogte/",
    fr: "/fr/tenez-moi-informe/",
    en: "/en/keep-me-informed/",
    de: "/de/auf-dem-laufenden-bleiben/",
  },
  freeValuation: {
    original: "/contact-demand/",
    nl: "/nl/gratis-schatting/",
    fr: "/fr/estimation-gratuite/",
    en: "/en/free-valuation/",
    de: "/de/kostenlose-bewertung/",
  },
  privacy: {
    original: "/privacy/",
    nl: "/nl/privacy-statement/",
    fr: "/fr/declaration-de-confidentialite/",
    en: "/en/privacy-statement/",
    de: "/de/datenschutz/",
  },
  disclaimer: {
    original: "/Disclaimer/",
    nl: "/nl/disclaimer/",
    fr: "/fr/avertissement/",
    en: "/en/disclaimer/",
    de: "/de/haftungsausschluss/",
  },
  cookiePolicy: {
    original: "/Cookie-policy/",
    nl: "/nl/cookiebeleid/",
    fr: "/fr/politique-de-cookies/",
    en: "/en/cookie-policy/",
    de: "/de/cookie-richtlinie/",
  },
  salesSpecialist: {
    original: "/Verkoopspecialist/",
    nl: "/nl/verkoopspecialist/",
    fr: "/fr/specialiste-de-la-vente/",
    en: "/en/sales-specialist/",
    de: "/de/verkaufsspezialist/",
  },
  projects: {
    original: "/projects/",
    nl: "/nl/nieuwbouw/",
    fr: "/fr/projets-neufs/",
    en: "/en/new-builds/",
    de: "/de/neubauprojekte/",
  },
};

function normalizedPath(path: string): string {
  const lower = path.toLowerCase();
  return lower.endsWith("/") ? lower : `${lower}/`;
}

/** Every screen of the route table. */
export const SCREENS: readonly Screen[] = Object.keys(SCREEN_PATHS).filter(
  (key): key is Screen => key in SCREEN_PATHS,
);

const screenByPath = new Map<string, Screen>();
for (const screen of SCREENS) {
  for (const path of Object.values(SCREEN_PATHS[screen])) screenByPath.set(normalizedPath(path), screen);
}

/** The screen a path names, in any of its languages or its original form (case aside); null when none. */
export function screenOfPath(path: string): Screen | null {
  return screenByPath.get(normalizedPath(path)) ?? null;
}

/** The forms that end on a thank-you page (spec §2). */
export const FEEDBACK_FORMS = [
  "contact-me",
  "contact-appointment",
  "contact-construction",
  "contact-demand",
  "demand-register",
  "send-to-friend",
  "site-contact",
  "sign-newsletter",
  "testing-testing",
] as const;
export type FeedbackForm = (typeof FEEDBACK_FORMS)[number];

export const FEEDBACK_PREFIX: { original: string } & Record<Language, string> = {
  original: "/feedback/",
  nl: "/nl/bedankt/",
  fr: "/fr/merci/",
  en: "/en/thank-you/",
  de: "/de/danke/",
};

// Spec §2: in Dutch two forms have their own names; every other form keeps its name.
const DUTCH_FEEDBACK_NAMES: Partial<Record<FeedbackForm, string>> = {
  "contact-demand": "gratis-schatting",
  "site-contact": "we-helpen-u-graag-verder",
};

export function screenPath(screen: Screen, language: Language | "original"): string {
  return SCREEN_PATHS[screen][language];
}

export function thankYouPath(form: FeedbackForm, language: Language | "original"): string {
  const name = language === "nl" ? (DUTCH_FEEDBACK_NAMES[form] ?? form) : form;
  return `${FEEDBACK_PREFIX[language]}${name}/`;
}

/** The form a thank-you path segment names, in any language; null when it names none. */
export function feedbackFormFromSegment(segment: string): FeedbackForm | null {
  const fromDutch = Object.entries(DUTCH_FEEDBACK_NAMES).find(([, name]) => name === segment)?.[0];
  const name = fromDutch ?? segment;
  return FEEDBACK_FORMS.find((form) => form === name) ?? null;
}

/**
 * What a property's path is made of: its city's name and its title, given as the title already in the
 * path's language, or as the property's texts (one per language) and its type name, from which the title
 * in the path's language is picked here (`rowInLanguage`). `slug` is the older form, a slug made by the
 * caller; it gives the same path, since making a slug of a slug changes nothing.
 */
export type PropertyPathInput = { id: number; goal: number; city: string } & (
  | { title: string | null | undefined }
  | {
      texts: readonly { language: string; typeDescription?: string | null }[];
      mainTypeName?: string | null;
    }
  | { slug: string }
);

function titleIn(property: PropertyPathInput, language: Language): string | null | undefined {
  if ("title" in property) return property.title;
  if ("slug" in property) return property.slug;
  return rowInLanguage(property.texts, language)?.typeDescription ?? property.mainTypeName;
}

/**
 * A property's detail path (spec §2): `/property/{id}/` unprefixed, else under the language's for-sale or
 * for-rent path: `/nl/te-koop/{city}/{slug}/{id}/`. The one place its slugs are made: the id decides, so
 * an empty city is "-" and an empty title the id. A link built here is the canonical path (no 301).
 */
export function propertyPath(property: PropertyPathInput, language: Language | "original"): string {
  if (language === "original") return `/property/${property.id}/`;
  const list = goalOf(property.goal) === "sale" ? SCREEN_PATHS.forSale : SCREEN_PATHS.forRent;
  const city = slugify(property.city) || "-";
  const slug = slugify(titleIn(property, language)) || String(property.id);
  return `${list[language]}${city}/${slug}/${property.id}/`;
}

/** A project's path, `/nl/nieuwbouw/{slug}/{id}/`, its slug made here from its name (`slug`: as above). */
export function projectPath(
  project: { id: number } & ({ name: string } | { slug: string }),
  language: Language | "original",
): string {
  if (language === "original") return `${SCREEN_PATHS.projects.original}${project.id}/`;
  const slug = slugify("name" in project ? project.name : project.slug) || String(project.id);
  return `${SCREEN_PATHS.projects[language]}${slug}/${project.id}/`;
}

/** Route module file for each screen; `app/routes.ts` registers every path of the table with it. */
export const SCREEN_ROUTE_FILES: Record<Screen, string> = {
  home: "routes/home.tsx",
  forSale: "routes/listings.tsx",
  forRent: "routes/listings.tsx",
  contact: "routes/contact.tsx",
  demandRegister: "routes/demand-register.tsx",
  freeValuation: "routes/free-valuation.tsx",
  privacy: "routes/content-page.tsx",
  disclaimer: "routes/content-page.tsx",
  cookiePolicy: "routes/content-page.tsx",
  salesSpecialist: "routes/sales-specialist.tsx",
  projects: "routes/projects.tsx",
};

/** Pages of the lead forms beyond the spec's screens: newsletter sign-up, testimonial, unsubscribe, and
 * the page of the confirmation links mailed for a visit, a search alert or a newsletter sign-up, and the
 * page that manages an address's search alerts. */
export const LEAD_PAGES = ["newsletter", "testimonial", "unsubscribe", "confirm", "manage-alerts"] as const;
export type LeadPage = (typeof LEAD_PAGES)[number];

export const LEAD_PAGE_PATHS: Record<LeadPage, Paths> = {
  newsletter: {
    original: "/newsletter/",
    nl: "/nl/nieuwsbrief/",
    fr: "/fr/newsletter/",
    en: "/en/newsletter/",
    de: "/de/newsletter/",
  },
  testimonial: {
    original: "/testimonial/",
    nl: "/nl/getuigenis/",
    fr: "/fr/temoignage/",
    en: "/en/testimonial/",
    de: "/de/erfahrungsbericht/",
  },
  unsubscribe: {
    original: "/unsubscribe/",
    nl: "/nl/uitschrijven/",
    fr: "/fr/desinscription/",
    en: "/en/unsubscribe/",
    de: "/de/abmelden/",
  },
  confirm: {
    original: "/confirm/",
    nl: "/nl/bevestigen/",
    fr: "/fr/confirmer/",
    en: "/en/confirm/",
    de: "/de/bestaetigen/",
  },
  // The page of the signed link in every search alert e-mail (ADR 0019).
  "manage-alerts": {
    original: "/manage-alerts/",
    nl: "/nl/mijn-zoekopdrachten/",
    fr: "/fr/mes-recherches/",
    en: "/en/my-search-alerts/",
    de: "/de/meine-suchauftraege/",
  },
};

export function leadPagePath(page: LeadPage, language: Language | "original"): string {
  return LEAD_PAGE_PATHS[page][language];
}

/**
 * The pages of the accounts (ADR 0015): sign-in (spec §2 "Owner login": /login/, /fr/login/, /en/login/
 * and a Dutch path), forgotten password, the page of a mailed password link, the owner portal, the
 * staff screens and a signed-in person's search alerts (ADR 0026). A property's portal and staff pages live under `owner` and `admin`: `{path}{id}/`.
 */
export const ACCOUNT_PAGES = ["login", "forgotPassword", "setPassword", "owner", "admin", "alerts"] as const;
export type AccountPage = (typeof ACCOUNT_PAGES)[number];

export const ACCOUNT_PAGE_PATHS: Record<AccountPage, Paths> = {
  login: {
    original: "/login/",
    nl: "/nl/aanmelden/",
    fr: "/fr/login/",
    en: "/en/login/",
    de: "/de/anmelden/",
  },
  forgotPassword: {
    original: "/forgot-password/",
    nl: "/nl/wachtwoord-vergeten/",
    fr: "/fr/mot-de-passe-oublie/",
    en: "/en/forgot-password/",
    de: "/de/passwort-vergessen/",
  },
  setPassword: {
    original: "/set-password/",
    nl: "/nl/wachtwoord-instellen/",
    fr: "/fr/choisir-un-mot-de-passe/",
    en: "/en/set-password/",
    de: "/de/passwort-festlegen/",
  },
  owner: {
    original: "/owner/",
    nl: "/nl/eigenaar/",
    fr: "/fr/proprietaire/",
    en: "/en/owner/",
    de: "/de/eigentuemer/",
  },
  admin: {
    original: "/admin/",
    nl: "/nl/beheer/",
    fr: "/fr/administration/",
    en: "/en/admin/",
    de: "/de/verwaltung/",
  },
  // Where a searcher lands after signing in: the alerts of their address (ADR 0026).
  alerts: {
    original: "/account/alerts/",
    nl: "/nl/account/zoekopdrachten/",
    fr: "/fr/compte/recherches/",
    en: "/en/account/search-alerts/",
    de: "/de/konto/suchauftraege/",
  },
};

export function accountPagePath(page: AccountPage, language: Language | "original"): string {
  return ACCOUNT_PAGE_PATHS[page][language];
}

/** A property's page in the owner portal or the staff screens in every language. */
export function accountPropertyPaths(page: "owner" | "admin", propertyId: number): Paths {
  const paths = ACCOUNT_PAGE_PATHS[page];
  return {
    original: `${paths.original}${propertyId}/`,
    nl: `${paths.nl}${propertyId}/`,
    fr: `${paths.fr}${propertyId}/`,
    en: `${paths.en}${propertyId}/`,
    de: `${paths.de}${propertyId}/`,
  };
}

/** A property's page in the owner portal or the staff screens: `/nl/eigenaar/1234/`. */
export function accountPropertyPath(
  page: "owner" | "admin",
  propertyId: number,
  language: Language | "original",
): string {
  return `${ACCOUNT_PAGE_PATHS[page][language]}${propertyId}/`;
}
