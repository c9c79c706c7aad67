// Unsubscribe from a search alert or the newsletter with the signed link of an e-mail (no login). The
// page asks to confirm (a GET changes nothing); the button, or a mail client's one-click POST
// (RFC 8058), unsubscribes; the page confirms in the visitor's language.
import { data, Form } from "react-router";
import { appContext, showsPersonalData } from "../context.server.ts";
import { isSameOriginPost } from "../features/leads/guard/origin-check.ts";
import { siteKey } from "../features/leads/guard/site-secret.server.ts";
import { readUnsubscribeToken } from "../features/leads/guard/unsubscribe-token.server.ts";
import { findSubscription, unsubscribe } from "../features/leads/unsubscribe.server.ts";
import { alternatesOfPaths } from "../i18n/alternates.ts";
import { LEAD_PAGE_PATHS, SCREEN_PATHS } from "../i18n/route-table.ts";
import { pageMeta } from "../i18n/seo.ts";
import { useT } from "../i18n/use-t.ts";
import { Button, ButtonLink } from "../ui/button.tsx";
import { Notice } from "../ui/notice.tsx";
import { siteContext } from "../site-context.server.ts";
import type { Route } from "./+types/unsubscribe";

type Outcome =
  | { status: "confirm"; kind: "alert" | "newsletter"; email: string; token: string }
  | { status: "done"; kind: "alert" | "newsletter" }
  | { status: "invalid" };

async function subscriptionOf(context: Route.LoaderArgs["context"], token: unknown) {
  // The page names the subscriber's address: it is theirs alone, whatever the token says.
  showsPersonalData(context);
  const db = context.get(appContext).db;
  const ref = readUnsubscribeToken(await siteKey(db, "unsubscribe"), token);
  const subscription = ref ? await findSubscription(db, ref) : null;
  return ref && subscription ? { db, ref, subscription } : null;
}

function pageData(context: Route.LoaderArgs["context"], outcome: Outcome) {
  const title = context.get(siteContext).t("LEAD_UNSUBSCRIBE_TITLE");
  return {
    outcome,
    title,
    breadcrumbs: [{ label: title }],
    alternates: alternatesOfPaths(LEAD_PAGE_PATHS.unsubscribe),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const found = await subscriptionOf(context, token);
  if (!found || token === null) return data(pageData(context, { status: "invalid" }), { status: 400 });
  const { ref, subscription } = found;
  const outcome: Outcome = subscription.active
    ? { status: "confirm", kind: ref.kind, email: subscription.email, token }
    : { status: "done", kind: ref.kind };
  return pageData(context, outcome);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginPost(request, context.get(siteContext).origin)) {
    return data(pageData(context, { status: "invalid" }), { status: 403 });
  }
  const found = await subscriptionOf(context, new URL(request.url).searchParams.get("token"));
  if (!found) return data(pageData(context, { status: "invalid" }), { status: 400 });
  await unsubscribe(found.db, found.ref, new Date());
  return pageData(context, { status: "done", kind: found.ref.kind });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData?.title, noindex: true });

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useT();
  const { outcome } = actionData ?? loaderData;
  return (
    <div className="container lead-unsubscribe">
      <h1>{t("LEAD_UNSUBSCRIBE_TITLE")}</h1>
      {outcome.status === "confirm" ? (
        <Form method="post" action={`?token=${encodeURIComponent(outcome.token)}`}>
          <p>
            {t(
              outcome.kind === "alert" ? "LEAD_UNSUBSCRIBE_ALERT_TEXT" : "LEAD_UNSUBSCRIBE_NEWSLETTER_TEXT",
              {
                email: outcome.email,
              },
            )}
          </p>
          <Button type="submit">{t("LEAD_UNSUBSCRIBE_BUTTON")}</Button>
        </Form>
      ) : null}
      {outcome.status === "done" ? (
        <Notice tone="success">
          <p role="status">
            {t(outcome.kind === "alert" ? "LEAD_UNSUBSCRIBED_ALERT" : "LEAD_UNSUBSCRIBED_NEWSLETTER")}
          </p>
        </Notice>
      ) : null}
      {outcome.status === "invalid" ? (
        <Notice tone="error">
          <p>{t("LEAD_UNSUBSCRIBE_INVALID")}</p>
        </Notice>
      ) : null}
      <p>
        <ButtonLink to={SCREEN_PATHS.home[language]} variant="outline">
          {t("LEAD_BACK_HOME")}
        </ButtonLink>
      </p>
    </div>
  );
}
