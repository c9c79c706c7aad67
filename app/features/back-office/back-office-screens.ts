// The back office's screens: each one's path under the staff screens' path in every language, who may
// open it (any staff member, or admins only) and its title. `app/routes.ts` registers
// `routes/back-office-<screen>.tsx` at each path; the navigation lists the screens an account may open.
import type { AccountRole } from "../../db/schema/accounts.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import { ACCOUNT_PAGE_PATHS } from "../../i18n/route-table.ts";
import { mayEnter } from "../accounts/account-context.ts";

type Segments = { original: string } & Record<Language, string>;

export type BackOfficeScreenDefinition = {
  /** The screen's path segment after the staff screens' path, per language. */
  segments: Segments;
  access: "staff" | "admin";
  title: MessageKey;
};

export const BACK_OFFICE_SCREENS = {
  leads: {
    segments: { original: "leads", nl: "aanvragen", fr: "demandes", en: "leads", de: "anfragen" },
    access: "staff",
    title: "LEADS_INBOX_TITLE",
  },
  privacy: {
    segments: { original: "privacy", nl: "privacy", fr: "vie-privee", en: "privacy", de: "datenschutz" },
    access: "admin",
    title: "PRIVACY_TITLE",
  },
  testimonials: {
    segments: {
      original: "testimonials",
      nl: "getuigenissen",
      fr: "temoignages",
      en: "testimonials",
      de: "erfahrungsberichte",
    },
    access: "staff",
    title: "TESTIMONIALS_REVIEW_TITLE",
  },
  site: {
    segments: { original: "site", nl: "website", fr: "site", en: "site", de: "website" },
    access: "admin",
    title: "SITE_ADMIN_TITLE",
  },
  pages: {
    segments: { original: "pages", nl: "paginas", fr: "pages", en: "pages", de: "seiten" },
    access: "staff",
    title: "PAGES_ADMIN_TITLE",
  },
  listings: {
    segments: { original: "listings", nl: "panden", fr: "biens", en: "listings", de: "immobilien" },
    access: "staff",
    title: "BO_LISTINGS_TITLE",
  },
  users: {
    segments: { original: "users", nl: "gebruikers", fr: "utilisateurs", en: "users", de: "benutzer" },
    access: "admin",
    title: "BO_USERS_TITLE",
  },
  "api-keys": {
    segments: {
      original: "api-keys",
      nl: "api-sleutels",
      fr: "cles-api",
      en: "api-keys",
      de: "api-schluessel",
    },
    access: "admin",
    title: "BO_API_KEYS_TITLE",
  },
} as const satisfies Record<string, BackOfficeScreenDefinition>;

export type BackOfficeScreen = keyof typeof BACK_OFFICE_SCREENS;

const screenList = Object.entries(BACK_OFFICE_SCREENS) as [BackOfficeScreen, BackOfficeScreenDefinition][];

/** The screen's path in `language`: `/nl/beheer/aanvragen/`. */
export function backOfficePath(screen: BackOfficeScreen, language: Language | "original"): string {
  const definition: BackOfficeScreenDefinition = BACK_OFFICE_SCREENS[screen];
  return `${ACCOUNT_PAGE_PATHS.admin[language]}${definition.segments[language]}/`;
}

/** Every screen's paths, for the route table. */
export function backOfficeRoutes(): {
  screen: BackOfficeScreen;
  variant: Language | "original";
  path: string;
}[] {
  return screenList.flatMap(([screen, definition]) =>
    (Object.keys(definition.segments) as (Language | "original")[]).map((variant) => ({
      screen,
      variant,
      path: backOfficePath(screen, variant),
    })),
  );
}

/** The back office's navigation for `role`: the staff home and the screens it may open, translated. */
export function backOfficeMenu(role: AccountRole, language: Language, t: (key: MessageKey) => string) {
  return {
    home: ACCOUNT_PAGE_PATHS.admin[language],
    items: screenList
      .filter(([, definition]) => mayEnter({ role }, definition.access))
      .map(([screen, definition]) => ({
        label: t(definition.title),
        href: backOfficePath(screen, language),
      })),
  };
}
