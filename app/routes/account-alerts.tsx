// A signed-in person's search alerts (ADR 0026): where a searcher lands after signing in with the demand
// register's e-mail and password. The same page and changes as the signed link's (routes/manage-alerts.tsx),
// for the alerts of the account's own address; same-origin posts only, never cached. Deleting all data
// deletes a searcher's account too, which signs the browser out.
import { redirect } from "react-router";
import { appContext } from "../context.server.ts";
import { accountContext, type RequestAccount } from "../features/accounts/account-context.ts";
import {
  accountAnswer,
  accountPageFrame,
  crossOrigin,
  requireAccount,
} from "../features/accounts/account-page.server.ts";
import { accountMeta, NO_STORE, noStore } from "../features/accounts/account-route.ts";
import { clearedSessionCookie } from "../features/accounts/session-cookie.ts";
import { AlertsManager } from "../features/search-alerts/alerts-manager.tsx";
import {
  type AlertsPageScope,
  alertsPageData,
  doneText,
  postedChange,
  refusedPage,
} from "../features/search-alerts/alerts-page.server.ts";
import { alertsOfEmail } from "../features/search-alerts/manage-alerts.server.ts";
import { accountPagePath, leadPagePath } from "../i18n/route-table.ts";
import { siteContext } from "../site-context.server.ts";
import type { Route } from "./+types/account-alerts";

async function scopeOf(
  context: Route.LoaderArgs["context"],
  account: RequestAccount,
): Promise<AlertsPageScope> {
  const language = context.get(siteContext).language;
  return {
    owner: await alertsOfEmail(context.get(appContext).db, account.email),
    action: accountPagePath("alerts", language),
    withAccount: account.role === "searcher",
    frame: accountPageFrame(context, "alerts", "ALERT_MANAGE_TITLE"),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = requireAccount(context, "signed-in");
  const scope = await scopeOf(context, account);
  return accountAnswer(await alertsPageData(context, scope, { done: doneText(request, context) }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = requireAccount(context, "signed-in");
  const scope = await scopeOf(context, account);
  if (crossOrigin(request, context)) return refusedPage(context, scope, "LEAD_CROSS_ORIGIN", 403);
  const change = await postedChange(request, context, scope);
  if ("refused" in change) return change.refused;
  const { language } = context.get(siteContext);
  const done = new URLSearchParams({ done: change.done.message }).toString();
  if (change.done.accountDeleted) {
    // The account and its sessions are gone: the browser forgets the cookie, the page says it is done.
    context.set(accountContext, null);
    const headers = new Headers(NO_STORE);
    headers.append("Set-Cookie", clearedSessionCookie(context.get(appContext).siteOrigin));
    return redirect(`${leadPagePath("manage-alerts", language)}?${done}`, { status: 303, headers });
  }
  return redirect(`${accountPagePath("alerts", language)}?${done}`, { status: 303, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = noStore;

export const meta: Route.MetaFunction = accountMeta;

export default function AccountAlerts({ loaderData, actionData }: Route.ComponentProps) {
  return <AlertsManager page={actionData ?? loaderData} />;
}
