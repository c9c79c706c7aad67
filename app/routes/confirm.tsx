// The page of a confirmation link (ADR 0010): a visit, a search alert or a newsletter sign-up. The GET
// shows what the link would confirm and changes nothing (mail scanners open links); the button posts
// and confirms. Works without JavaScript, is never cached, and answers a bad or tampered link with a
// translated 4xx.
import { data, Form } from "react-router";
import { appContext } from "../context.server.ts";
import {
  confirmRequest,
  inspectConfirmation,
} from "../features/leads/confirmation/confirm-request.server.ts";
import type { ConfirmationState } from "../features/leads/confirmation/confirmation-state.ts";
import {
  type ConfirmationKind,
  readConfirmationToken,
} from "../features/leads/guard/confirmation-token.server.ts";
import { isSameOriginPost } from "../features/leads/guard/origin-check.ts";
import { unsubscribeToken } from "../features/leads/guard/unsubscribe-token.server.ts";
import { siteKey } from "../features/leads/guard/site-secret.server.ts";
import type { MessageKey } from "../i18n/dictionary.ts";
import { alternatesOfPaths } from "../i18n/alternates.ts";
import { ACCOUNT_PAGE_PATHS, LEAD_PAGE_PATHS, SCREEN_PATHS } from "../i18n/route-table.ts";
import { pageMeta } from "../i18n/seo.ts";
import { useT } from "../i18n/use-t.ts";
import { siteContext } from "../site-context.server.ts";
import { Button, ButtonLink } from "../ui/button.tsx";
import { Notice } from "../ui/notice.tsx";
import type { Route } from "./+types/confirm";

type Subject = "visit" | "newsletter" | "alert";
type Outcome = {
  state: ConfirmationState;
  subject: Subject | null;
  token: string | null;
  /** Once subscribed, the way out is offered at once (the subscription's own signed link). */
  unsubscribeHref?: string;
};

const NO_STORE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

const STATUS: Record<ConfirmationState, number> = {
  ready: 200,
  confirmed: 200,
  "already-confirmed": 200,
  expired: 410,
  "slot-taken": 409,
  invalid: 400,
};

function subjectOf(kind: ConfirmationKind): Subject {
  return kind === "agency-visit" ? "visit" : kind;
}

async function refOf(context: Route.LoaderArgs["context"], request: Request) {
  const db = context.get(appContext).db;
  const token = new URL(request.url).searchParams.get("token");
  const ref = readConfirmationToken(await siteKey(db, "confirmation"), token);
  return { db, token, ref };
}

function answer(context: Route.LoaderArgs["context"], outcome: Outcome, status = STATUS[outcome.state]) {
  const title = context.get(siteContext).t("LEAD_CONFIRM_TITLE");
  const page = {
    outcome,
    title,
    breadcrumbs: [{ label: title }],
    alternates: alternatesOfPaths(LEAD_PAGE_PATHS.confirm),
  };
  return data(page, { status, headers: NO_STORE });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, token, ref } = await refOf(context, request);
  if (!ref || token === null) return answer(context, { state: "invalid", subject: null, token: null });
  const state = await inspectConfirmation(db, ref, new Date());
  return answer(context, {
    state,
    subject: subjectOf(ref.kind),
    token: state === "ready" ? token : null,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginPost(request, context.get(siteContext).origin)) {
    return answer(context, { state: "invalid", subject: null, token: null }, 403);
  }
  const { db, ref } = await refOf(context, request);
  if (!ref) return answer(context, { state: "invalid", subject: null, token: null });
  const state = await confirmRequest(db, ref, new Date());
  const outcome: Outcome = { state, subject: subjectOf(ref.kind), token: null };
  if (
    (state === "confirmed" || state === "already-confirmed") &&
    (ref.kind === "newsletter" || ref.kind === "alert")
  ) {
    const token = unsubscribeToken(await siteKey(db, "unsubscribe"), { kind: ref.kind, id: ref.id });
    const path = LEAD_PAGE_PATHS.unsubscribe[context.get(siteContext).language];
    outcome.unsubscribeHref = `${path}?token=${token}`;
  }
  return answer(context, outcome);
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData?.title, noindex: true });

const ASK: Record<Subject, MessageKey> = {
  visit: "LEAD_CONFIRM_VISIT_TEXT",
  newsletter: "LEAD_CONFIRM_NEWSLETTER_TEXT",
  alert: "LEAD_CONFIRM_ALERT_TEXT",
};
const DONE: Record<Subject, MessageKey> = {
  visit: "LEAD_CONFIRMED_VISIT",
  newsletter: "LEAD_CONFIRMED_NEWSLETTER",
  alert: "LEAD_CONFIRMED_ALERT",
};
const FAILED: Partial<Record<ConfirmationState, MessageKey>> = {
  expired: "LEAD_CONFIRM_EXPIRED",
  "slot-taken": "LEAD_CONFIRM_SLOT_TAKEN",
  invalid: "LEAD_CONFIRM_INVALID",
};

export default function Confirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useT();
  const { outcome } = actionData ?? loaderData;
  const { state, subject, token } = outcome;
  const failure = FAILED[state];
  return (
    <div className="container lead-unsubscribe">
      <h1>{t("LEAD_CONFIRM_TITLE")}</h1>
      {state === "ready" && subject && token ? (
        <Form method="post" action={`?token=${encodeURIComponent(token)}`}>
          <p>{t(ASK[subject])}</p>
          <Button type="submit">{t("LEAD_CONFIRM_BUTTON")}</Button>
        </Form>
      ) : null}
      {(state === "confirmed" || state === "already-confirmed") && subject ? (
        <Notice tone="success">
          <p role="status">{t(DONE[subject])}</p>
        </Notice>
      ) : null}
      {(state === "confirmed" || state === "already-confirmed") && subject === "alert" ? (
        // A confirmed address signs in to its alerts (ADR 0026).
        <p>
          {t("ALERT_CONFIRMED_SIGN_IN")} <a href={ACCOUNT_PAGE_PATHS.login[language]}>{t("LOGIN_TITLE")}</a>
        </p>
      ) : null}
      {outcome.unsubscribeHref ? (
        <p>
          {t("LEAD_CONFIRM_UNSUBSCRIBE")}{" "}
          <a href={outcome.unsubscribeHref}>{t("LEAD_MAIL_UNSUBSCRIBE_LINK")}</a>
        </p>
      ) : null}
      {failure ? (
        <Notice tone="error">
          <p role="alert">{t(failure)}</p>
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
