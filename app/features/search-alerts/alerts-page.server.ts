// The page that manages an address's search alerts, whichever way it was reached: the signed link of an
// alert e-mail (routes/manage-alerts.tsx, ADR 0019) or a signed-in account (routes/account-alerts.tsx,
// ADR 0026). The routes decide whose alerts and where a change leads on; the page's data, its outcome
// texts and the carrying out of a posted change are the same code for both.
import { data, type RouterContextProvider } from "react-router";
import { appContext, showsPersonalData } from "../../context.server.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";
import { siteContext } from "../../site-context.server.ts";
import { readSubmission, type SubmittedFields } from "../leads/guard/read-submission.server.ts";
import type { AlertView } from "./alert-editor.tsx";
import type { AlertsPageData } from "./alerts-manager.tsx";
import {
  type AddressAlerts,
  type ManageOutcome,
  manageAlerts,
  propertyTypeOptions,
} from "./manage-alerts.server.ts";

type Context = Readonly<RouterContextProvider>;

const NO_STORE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

const DONE_MESSAGES: readonly MessageKey[] = [
  "ALERT_DONE_SAVED",
  "ALERT_DONE_PAUSED",
  "ALERT_DONE_RESUMED",
  "ALERT_DONE_DELETED",
  "ALERT_DONE_DELETED_ALL",
];

/** Whose alerts a page shows and how it is framed: decided by its route. */
export type AlertsPageScope = {
  /** The address and its alerts; null when a signed link names no alert. */
  owner: AddressAlerts | null;
  action: string | null;
  /** Whether deleting all data deletes the address's searcher account too. */
  withAccount: boolean;
  frame: { title: string; breadcrumbs: { label: string }[]; alternates: Record<string, string> };
};

export function viewOf(alert: AddressAlerts["alerts"][number]): AlertView {
  return {
    id: alert.id,
    state: alert.unsubscribedAt
      ? "unsubscribed"
      : alert.confirmedAt === null
        ? "unconfirmed"
        : alert.pausedAt
          ? "paused"
          : "active",
    goal: alert.goal,
    types: alert.typeIds.map(String),
    zones: [...alert.zips, ...alert.towns].join(", "),
    area:
      alert.areaLatitude !== null && alert.areaLongitude !== null && alert.areaRadiusKm !== null
        ? { latitude: alert.areaLatitude, longitude: alert.areaLongitude, radiusKm: alert.areaRadiusKm }
        : null,
    minPrice: alert.minPrice,
    maxPrice: alert.maxPrice,
    minBedrooms: alert.minBedrooms,
    maxBedrooms: alert.maxBedrooms,
    minBathrooms: alert.minBathrooms,
    minGarages: alert.minGarages,
    minParkings: alert.minParkings,
    terrace: alert.terrace,
    garden: alert.garden,
    frequency: alert.frequency,
  };
}

/** The outcome a page was sent on to after a change (`?done=`), translated; null for anything else. */
export function doneText(request: Request, context: Context): string | null {
  const done = new URL(request.url).searchParams.get("done");
  const key = DONE_MESSAGES.find((known) => known === done);
  return key ? context.get(siteContext).t(key) : null;
}

/** The page's data for `scope`; `extra` carries an outcome, a refusal or the values sent. */
export async function alertsPageData(
  context: Context,
  scope: AlertsPageScope,
  extra: Partial<AlertsPageData> = {},
): Promise<AlertsPageData> {
  showsPersonalData(context);
  const site = context.get(siteContext);
  const { owner } = scope;
  return {
    ...scope.frame,
    propertyTypes: owner ? await propertyTypeOptions(context.get(appContext).db, site.language) : [],
    action: owner ? scope.action : null,
    email: owner?.email ?? null,
    alerts: owner ? owner.alerts.map(viewOf) : [],
    done: null,
    error: null,
    invalid: !owner,
    deleteAllText: site.t(scope.withAccount ? "ALERT_DELETE_ALL_ACCOUNT_TEXT" : "ALERT_DELETE_ALL_TEXT"),
    ...extra,
  };
}

/** The page with a refusal of the whole request (a post from another site, an unreadable form). */
export async function refusedPage(
  context: Context,
  scope: AlertsPageScope,
  message: MessageKey,
  status: number,
) {
  const text = context.get(siteContext).t(message);
  return data(await alertsPageData(context, scope, { error: { text } }), { status, headers: NO_STORE });
}

function formValues(fields: SubmittedFields): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const all = [value].flat();
    values[name] = name === "types" ? all : all[0];
  }
  return values;
}

/**
 * Carries out the posted change for `scope`'s address (same-origin already checked by the route). A
 * refusal is the page again with its translated reason and the values sent, a 4xx with nothing written;
 * a change done is handed back for the route to send the browser on (303).
 */
export async function postedChange(
  request: Request,
  context: Context,
  scope: AlertsPageScope,
): Promise<
  { done: Extract<ManageOutcome, { ok: true }> } | { refused: Awaited<ReturnType<typeof refusedPage>> }
> {
  const { owner } = scope;
  // Read within the lead forms' bounds (size, field count, form encodings only).
  const read = await readSubmission(request, { allowFiles: false });
  if (!owner || !read.ok) {
    const page = await alertsPageData(context, scope, { invalid: !owner });
    return { refused: data(page, { status: 400, headers: NO_STORE }) };
  }
  const values = formValues(read.fields);
  const outcome = await manageAlerts(context.get(appContext).db, owner, values, new Date());
  if (outcome.ok) return { done: outcome };
  const { t } = context.get(siteContext);
  const { message, alert, fieldErrors } = outcome;
  const stringValues = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(",") : String(value ?? ""),
    ]),
  );
  const page = await alertsPageData(context, scope, {
    error: {
      text: t(message),
      ...(alert ? { alert } : {}),
      ...(fieldErrors
        ? {
            fieldErrors: Object.fromEntries(
              Object.entries(fieldErrors).map(([field, key]) => [field, t(key)]),
            ),
          }
        : {}),
    },
    values: stringValues,
  });
  return { refused: data(page, { status: outcome.status, headers: NO_STORE }) };
}
