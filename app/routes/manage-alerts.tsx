// My search alerts: the page of the signed link in every alert e-mail (ADR 0019). GET shows the address's
// alerts and changes nothing; each form POSTs one change (save, pause, resume, delete, delete all), then
// the page answers with the outcome. Personal and never cached. The page itself is the one a signed-in
// account sees (features/search-alerts/alerts-page.server.ts).
import { data, redirect } from "react-router";
import { appContext, showsPersonalData } from "../context.server.ts";
import { isSameOriginPost } from "../features/leads/guard/origin-check.ts";
import { siteKey } from "../features/leads/guard/site-secret.server.ts";
import {
  alertsOfAddress,
  hasSearcherAccount,
  remainingAlertId,
} from "../features/search-alerts/manage-alerts.server.ts";
import { manageToken, readManageToken } from "../features/search-alerts/manage-token.server.ts";
import { AlertsManager } from "../features/search-alerts/alerts-manager.tsx";
import {
  type AlertsPageScope,
  alertsPageData,
  doneText,
  postedChange,
  refusedPage,
} from "../features/search-alerts/alerts-page.server.ts";
import { LANGUAGES } from "../i18n/languages.ts";
import { LEAD_PAGE_PATHS } from "../i18n/route-table.ts";
import { pageMeta } from "../i18n/seo.ts";
import { siteContext } from "../site-context.server.ts";
import type { Route } from "./+types/manage-alerts";

async function keyOf(context: Route.LoaderArgs["context"]) {
  showsPersonalData(context);
  const db = context.get(appContext).db;
  return { db, key: await siteKey(db, "alert-manage") };
}

/** The alerts of the address whose alert the link names, or none for a link that does not verify. */
async function scopeOf(context: Route.LoaderArgs["context"], token: string | null): Promise<AlertsPageScope> {
  const { db, key } = await keyOf(context);
  const title = context.get(siteContext).t("ALERT_MANAGE_TITLE");
  const alertId = readManageToken(key, token);
  const owner = alertId ? await alertsOfAddress(db, alertId) : null;
  return {
    owner,
    action: token ? `?token=${encodeURIComponent(token)}` : null,
    withAccount: owner ? await hasSearcherAccount(db, owner.email) : false,
    frame: {
      title,
      breadcrumbs: [{ label: title }],
      alternates: {
        ...Object.fromEntries(
          LANGUAGES.map((language) => [language, LEAD_PAGE_PATHS["manage-alerts"][language]]),
        ),
        "x-default": LEAD_PAGE_PATHS["manage-alerts"].original,
      },
    },
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const done = doneText(request, context);
  const scope = await scopeOf(context, new URL(request.url).searchParams.get("token"));
  const page = await alertsPageData(context, scope, { done });
  // A page reached after deleting the last alert has nothing to show but its outcome.
  if (page.invalid && done === null) return data(page, { status: 400 });
  return page;
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const scope = await scopeOf(context, token);
  if (!isSameOriginPost(request, context.get(siteContext).origin)) {
    return refusedPage(context, scope, "ALERT_MANAGE_BAD_REQUEST", 403);
  }
  const change = await postedChange(request, context, scope);
  if ("refused" in change) return change.refused;
  const { db, key } = await keyOf(context);
  // The page goes on with a link to an alert the address still has; none left, only the outcome shows.
  const remaining = scope.owner ? await remainingAlertId(db, scope.owner.email) : null;
  const path = LEAD_PAGE_PATHS["manage-alerts"][context.get(siteContext).language];
  const params = new URLSearchParams({ done: change.done.message });
  if (remaining) params.set("token", manageToken(key, remaining));
  return redirect(`${path}?${params.toString()}`, 303);
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData?.title, noindex: true });

export default function ManageAlerts({ loaderData, actionData }: Route.ComponentProps) {
  return <AlertsManager page={actionData ?? loaderData} />;
}
