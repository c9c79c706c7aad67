// Sign-in (spec §2 owner login, §8 'Login failed'): a plain form that works without JavaScript. The same
// route signs out (this browser, or every browser of the account) from the notice every signed-in page shows.
import { redirect } from "react-router";
import { appContext } from "../context.server.ts";
import { accountContext } from "../features/accounts/account-context.ts";
import {
  fieldErrors,
  type FieldErrors,
  formFields,
  SignInSchema,
} from "../features/accounts/account-forms.server.ts";
import { signInThrottle } from "../features/accounts/account-limits.server.ts";
import {
  accountAnswer,
  accountPageFrame,
  homeOf,
  portalLanguage,
  crossOrigin,
} from "../features/accounts/account-page.server.ts";
import { audit } from "../features/accounts/audit-log.server.ts";
import { LoginForm, type LoginState } from "../features/accounts/components/login-form.tsx";
import { clearedSessionCookie, sessionCookie, sessionIdOf } from "../features/accounts/session-cookie.ts";
import { endAllSessions, endSession } from "../features/accounts/sessions.server.ts";
import { signIn } from "../features/accounts/sign-in.server.ts";
import { accountMeta, NO_STORE, noStore } from "../features/accounts/account-route.ts";
import type { Route } from "./+types/login";

function answer(
  context: Route.LoaderArgs["context"],
  state: LoginState,
  status = 200,
  headers?: HeadersInit,
) {
  return accountAnswer({ ...accountPageFrame(context, "login", "LOGIN_TITLE"), state }, status, headers);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = context.get(accountContext);
  if (account) {
    const language = portalLanguage(context, new URL(request.url).pathname, account);
    throw redirect(homeOf(account, language), { headers: NO_STORE });
  }
  return answer(context, { kind: "form" });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (crossOrigin(request, context)) return answer(context, { kind: "cross-origin" }, 403);
  const app = context.get(appContext);
  const form = await formFields(request);
  const sessionId = sessionIdOf(request, app.siteOrigin);
  const now = new Date();

  if (form.intent === "sign-out" || form.intent === "sign-out-everywhere") {
    const account = context.get(accountContext);
    if (form.intent === "sign-out-everywhere" && account) {
      await app.db.transaction(async (tx) => {
        await endAllSessions(tx, account.id);
        await audit(
          tx,
          account.id,
          "account.signed_out_everywhere",
          { kind: "account", id: account.id },
          now,
        );
      });
    } else {
      await endSession(app.db, sessionId);
    }
    context.set(accountContext, null);
    const headers = new Headers(NO_STORE);
    headers.append("Set-Cookie", clearedSessionCookie(app.siteOrigin));
    return answer(context, { kind: "signed-out" }, 200, headers);
  }

  const parsed = SignInSchema.safeParse(form);
  if (!parsed.success) {
    const errors: FieldErrors = fieldErrors(parsed.error);
    return answer(context, { kind: "invalid", errors, email: form.email ?? "" }, 400);
  }
  const outcome = await signIn(
    app.db,
    signInThrottle,
    { ...parsed.data, clientAddress: app.clientAddress, previousSessionId: sessionId },
    now,
  );
  if (outcome.ok) {
    const headers = new Headers(NO_STORE);
    headers.append("Set-Cookie", sessionCookie(app.siteOrigin, outcome.sessionId));
    const language = portalLanguage(context, new URL(request.url).pathname, outcome.account);
    throw redirect(homeOf(outcome.account, language), { status: 303, headers });
  }
  if (outcome.reason === "throttled") {
    return answer(
      context,
      { kind: "throttled", seconds: outcome.waitSeconds, email: parsed.data.email },
      429,
      {
        ...NO_STORE,
        "Retry-After": String(outcome.waitSeconds),
      },
    );
  }
  return answer(context, { kind: "failed", email: parsed.data.email }, 401);
}

export const headers: Route.HeadersFunction = noStore;

export const meta: Route.MetaFunction = accountMeta;

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { state } = actionData ?? loaderData;
  return <LoginForm state={state} />;
}
