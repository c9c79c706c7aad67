// What every account page (sign-in, password links, portal, staff screens) answers with: its title,
// breadcrumbs and language alternates, never cached, never indexed.
import { data, redirect, type RouterContextProvider } from "react-router";
import { appContext, showsPersonalData } from "../../context.server.ts";
import { isSameOriginPost } from "../leads/guard/origin-check.ts";
import { NO_STORE } from "./account-route.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";
import { alternatesOfPaths } from "../../i18n/alternates.ts";
import { isLanguage, type Language } from "../../i18n/languages.ts";
import { type AccountPage, accountPagePath, ACCOUNT_PAGE_PATHS } from "../../i18n/route-table.ts";
import { siteContext } from "../../site-context.server.ts";
import {
  type AccountAccess,
  accountContext,
  isStaff,
  mayEnter,
  type RequestAccount,
} from "./account-context.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * The frame of an account page's data: title, breadcrumbs and alternates of `page`. An account page takes a
 * password or shows an account's data, so its answer is marked personal, signed in or not: never stored,
 * no measurement tag, a window of its own (ADR 0042).
 */
export function accountPageFrame(context: Context, page: AccountPage, title: MessageKey) {
  showsPersonalData(context);
  const text = context.get(siteContext).t(title);
  return {
    title: text,
    breadcrumbs: [{ label: text }],
    alternates: alternatesOfPaths(ACCOUNT_PAGE_PATHS[page]),
  };
}

export function accountAnswer<T>(body: T, status = 200, headers: HeadersInit = NO_STORE) {
  return data(body, { status, headers });
}

/** The language an account's pages open in: the page's own, or the account's on an unprefixed path. */
export function portalLanguage(context: Context, pathname: string, account: { language: string }): Language {
  const prefixed = /^\/[a-z]{2}\//.test(pathname);
  const site = context.get(siteContext).language;
  if (prefixed) return site;
  return isLanguage(account.language) ? account.language : site;
}

/**
 * Where a signed-in person lands: staff on the staff screens, a searcher on their search alerts (ADR 0026),
 * an owner in the owner portal.
 */
export function homeOf(account: Pick<RequestAccount, "role">, language: Language): string {
  if (isStaff(account)) return accountPagePath("admin", language);
  return accountPagePath(account.role === "searcher" ? "alerts" : "owner", language);
}

/**
 * The signed-in person, or a redirect to the sign-in page in the page's language. `signed-in`: everyone
 * signed in passes. `owner`: owners and staff pass; others get 404 (the page is not theirs to know of). `staff` (any staff member) and `admin`
 * (admins only): everyone else signed in gets 403, the back office's rule (ADR 0015).
 */
export function requireAccount(context: Context, who: AccountAccess): RequestAccount {
  showsPersonalData(context);
  const account = context.get(accountContext);
  if (!account)
    throw redirect(accountPagePath("login", context.get(siteContext).language), { headers: NO_STORE });
  if (who === "signed-in") return account;
  if (who === "owner") {
    if (account.role !== "owner" && !isStaff(account)) throw data(null, { status: 404, headers: NO_STORE });
  } else if (!mayEnter(account, who)) {
    const { t } = context.get(siteContext);
    const refusal = { title: t("SHELL_FORBIDDEN_TITLE"), text: t("SHELL_FORBIDDEN_TEXT") };
    throw data({ refusal }, { status: 403, headers: NO_STORE });
  }
  return account;
}

/** Whether a POST comes from another site (refused with the translated text, quality.md Safety: forms). */
export function crossOrigin(request: Request, context: Context): boolean {
  return !isSameOriginPost(request, context.get(appContext).siteOrigin);
}
