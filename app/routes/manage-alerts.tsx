// My search alerts: the page of the signed link in every alert e-mail (ADR 0019). GET shows the address's
// alerts and changes nothing; each form POSTs one change (save, pause, resume, delete, delete all), then
// the page answers with the outcome. Personal and never cached.
import { data, Form, redirect } from "react-router";
import { appContext, showsPersonalData } from "../context.server.ts";
import { isSameOriginPost } from "../features/leads/guard/origin-check.ts";
import { readSubmission, type SubmittedFields } from "../features/leads/guard/read-submission.server.ts";
import { siteKey } from "../features/leads/guard/site-secret.server.ts";
import {
  type AddressAlerts,
  alertsOfAddress,
  manageAlerts,
  propertyTypeOptions,
  remainingAlertId,
} from "../features/search-alerts/manage-alerts.server.ts";
import { manageToken, readManageToken } from "../features/search-alerts/manage-token.server.ts";
import { AlertEditor, type AlertView } from "../features/search-alerts/alert-editor.tsx";
import type { MessageKey } from "../i18n/dictionary.ts";
import { LANGUAGES } from "../i18n/languages.ts";
import { LEAD_PAGE_PATHS } from "../i18n/route-table.ts";
import { pageMeta } from "../i18n/seo.ts";
import { useT } from "../i18n/use-t.ts";
import { Button } from "../ui/button.tsx";
import { Notice } from "../ui/notice.tsx";
import { siteContext } from "../site-context.server.ts";
import type { Route } from "./+types/manage-alerts";

const DONE_MESSAGES: readonly MessageKey[] = [
  "ALERT_DONE_SAVED",
  "ALERT_DONE_PAUSED",
  "ALERT_DONE_RESUMED",
  "ALERT_DONE_DELETED",
  "ALERT_DONE_DELETED_ALL",
];

type PageData = {
  title: string;
  token: string | null;
  email: string | null;
  alerts: AlertView[];
  /** Texts are translated here: the keys of an outcome are only known at run time. */
  done: string | null;
  error: { text: string; alert?: string; fieldErrors?: Record<string, string> } | null;
  values?: Record<string, string>;
  invalid: boolean;
  propertyTypes: { id: number; name: string }[];
  breadcrumbs: { label: string }[];
  alternates: Record<string, string>;
};

async function keyOf(context: Route.LoaderArgs["context"]) {
  showsPersonalData(context);
  const db = context.get(appContext).db;
  return { db, key: await siteKey(db, "alert-manage") };
}

function viewOf(alert: AddressAlerts["alerts"][number]): AlertView {
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

async function pageData(
  context: Route.LoaderArgs["context"],
  token: string | null,
  extra: Partial<PageData> = {},
): Promise<PageData> {
  const { db, key } = await keyOf(context);
  const site = context.get(siteContext);
  const title = site.t("ALERT_MANAGE_TITLE");
  const alertId = readManageToken(key, token);
  const owner = alertId ? await alertsOfAddress(db, alertId) : null;
  return {
    propertyTypes: owner ? await propertyTypeOptions(db, site.language) : [],
    breadcrumbs: [{ label: title }],
    alternates: {
      ...Object.fromEntries(
        LANGUAGES.map((language) => [language, LEAD_PAGE_PATHS["manage-alerts"][language]]),
      ),
      "x-default": LEAD_PAGE_PATHS["manage-alerts"].original,
    },
    title,
    token: owner ? token : null,
    email: owner?.email ?? null,
    alerts: owner ? owner.alerts.map(viewOf) : [],
    done: null,
    error: null,
    invalid: !owner,
    ...extra,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  const doneKey = DONE_MESSAGES.find((key) => key === done) ?? null;
  const page = await pageData(context, url.searchParams.get("token"), {
    done: doneKey ? context.get(siteContext).t(doneKey) : null,
  });
  // A page reached after deleting the last alert has nothing to show but its outcome.
  if (page.invalid && doneKey === null) return data(page, { status: 400 });
  return page;
}

function formValues(fields: SubmittedFields): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const all = [value].flat();
    values[name] = name === "types" ? all : all[0];
  }
  return values;
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!isSameOriginPost(request, context.get(siteContext).origin)) {
    const text = context.get(siteContext).t("ALERT_MANAGE_BAD_REQUEST");
    return data(await pageData(context, token, { error: { text } }), { status: 403 });
  }
  const { db, key } = await keyOf(context);
  const alertId = readManageToken(key, token);
  if (!alertId) return data(await pageData(context, null), { status: 400 });
  const [owner, form] = await Promise.all([
    alertsOfAddress(db, alertId),
    // Read within the lead forms' bounds (size, field count, form encodings only).
    readSubmission(request, { allowFiles: false }).then((read) => (read.ok ? read.fields : null)),
  ]);
  if (!owner || !form) return data(await pageData(context, token, { invalid: !owner }), { status: 400 });
  const values = formValues(form);
  const outcome = await manageAlerts(db, owner, values, new Date());
  if (!outcome.ok) {
    const { t } = context.get(siteContext);
    const { message, alert, fieldErrors } = outcome;
    const stringValues = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(",") : String(value ?? ""),
      ]),
    );
    return data(
      await pageData(context, token, {
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
      }),
      { status: outcome.status },
    );
  }
  // The page goes on with a link to an alert the address still has; none left, only the outcome shows.
  const remaining = await remainingAlertId(db, owner.email);
  const language = context.get(siteContext).language;
  const path = LEAD_PAGE_PATHS["manage-alerts"][language];
  const params = new URLSearchParams({ done: outcome.message });
  if (remaining) params.set("token", manageToken(key, remaining));
  return redirect(`${path}?${params.toString()}`, 303);
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData?.title, noindex: true });

export default function ManageAlerts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const page = actionData ?? loaderData;
  const action = page.token ? `?token=${encodeURIComponent(page.token)}` : undefined;
  return (
    <div className="container lead-manage-alerts">
      <h1>{t("ALERT_MANAGE_TITLE")}</h1>
      {page.done ? (
        <Notice tone="success">
          <p role="status">{page.done}</p>
        </Notice>
      ) : null}
      {page.error && !page.error.alert ? (
        <Notice tone="error">
          <p role="alert">{page.error.text}</p>
        </Notice>
      ) : null}
      {page.invalid && !page.done ? (
        <Notice tone="error">
          <p>{t("ALERT_MANAGE_INVALID")}</p>
        </Notice>
      ) : null}
      {page.email ? <p>{t("ALERT_MANAGE_INTRO", { email: page.email })}</p> : null}
      {page.email && page.alerts.length === 0 ? <p>{t("ALERT_MANAGE_NONE")}</p> : null}
      {action
        ? page.alerts.map((alert) => (
            <AlertEditor
              key={alert.id}
              alert={alert}
              propertyTypes={page.propertyTypes}
              action={action}
              error={page.error?.alert === alert.id ? page.error : null}
              values={page.error?.alert === alert.id ? page.values : undefined}
            />
          ))
        : null}
      {action ? (
        <Form method="post" action={action} className="lead-manage-delete-all">
          <p>{t("ALERT_DELETE_ALL_TEXT")}</p>
          <input type="hidden" name="intent" value="delete-all" />
          <Button type="submit" variant="outline">
            {t("ALERT_ACTION_DELETE_ALL")}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
