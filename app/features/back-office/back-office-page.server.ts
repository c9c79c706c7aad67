// What every back-office screen's loader starts with: the staff member it is for (sign-in redirect,
// 403 for anyone else), and the frame of its data: title, breadcrumbs, language alternates, navigation.
import type { RouterContextProvider } from "react-router";
import type { Language } from "../../i18n/languages.ts";
import { ACCOUNT_PAGE_PATHS } from "../../i18n/route-table.ts";
import { siteContext } from "../../site-context.server.ts";
import type { RequestAccount } from "../accounts/account-context.ts";
import { alternatesOfPaths } from "../../i18n/alternates.ts";
import { requireAccount } from "../accounts/account-page.server.ts";
import {
  BACK_OFFICE_SCREENS,
  type BackOfficeScreen,
  type BackOfficeScreenDefinition,
  backOfficeMenu,
  backOfficePath,
} from "./back-office-screens.ts";

type Context = Readonly<RouterContextProvider>;

/** The staff member allowed on `screen`; everyone else is sent to sign in (no session) or refused (403). */
export function requireBackOffice(context: Context, screen: BackOfficeScreen): RequestAccount {
  const definition: BackOfficeScreenDefinition = BACK_OFFICE_SCREENS[screen];
  return requireAccount(context, definition.access);
}

/** The frame of a back-office screen's loader data, in the page's language. */
export function backOfficeFrame(context: Context, account: RequestAccount, screen: BackOfficeScreen) {
  const site = context.get(siteContext);
  const definition: BackOfficeScreenDefinition = BACK_OFFICE_SCREENS[screen];
  const title = site.t(definition.title);
  const path = (variant: Language | "original") => backOfficePath(screen, variant);
  const paths = {
    original: path("original"),
    nl: path("nl"),
    fr: path("fr"),
    en: path("en"),
    de: path("de"),
  };
  return {
    title,
    breadcrumbs: [
      { label: site.t("ADMIN_TITLE"), href: ACCOUNT_PAGE_PATHS.admin[site.language] },
      { label: title },
    ],
    alternates: alternatesOfPaths(paths),
    menu: backOfficeMenu(account.role, site.language, site.t),
  };
}
