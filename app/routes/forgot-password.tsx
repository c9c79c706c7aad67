// Forgot password (quality.md Safety, ADR 0015): one answer, after one fixed time, whether or not the
// address has an account; only a known account gets a mail. The spec's "person not found" is never shown.
import { appContext } from "../context.server.ts";
import { fieldErrors, ForgotPasswordSchema, formFields } from "../features/accounts/account-forms.server.ts";
import { resetRequestLimiter } from "../features/accounts/account-limits.server.ts";
import { accountAnswer, accountPageFrame, crossOrigin } from "../features/accounts/account-page.server.ts";
import {
  ForgotPasswordForm,
  type ForgotPasswordState,
} from "../features/accounts/components/forgot-password-form.tsx";
import { answerAfterFloor, requestPasswordReset } from "../features/accounts/password-reset.server.ts";
import { siteContext } from "../site-context.server.ts";
import { accountMeta, noStore } from "../features/accounts/account-route.ts";
import type { Route } from "./+types/forgot-password";

function answer(context: Route.LoaderArgs["context"], state: ForgotPasswordState, status = 200) {
  return accountAnswer(
    { ...accountPageFrame(context, "forgotPassword", "ACCOUNT_FORGOT_TITLE"), state },
    status,
  );
}

export function loader({ context }: Route.LoaderArgs) {
  return answer(context, { kind: "form" });
}

export async function action({ request, context }: Route.ActionArgs) {
  const startedAt = performance.now();
  if (crossOrigin(request, context)) return answer(context, { kind: "cross-origin" }, 403);
  const app = context.get(appContext);
  const parsed = ForgotPasswordSchema.safeParse(await formFields(request));
  if (!parsed.success) return answer(context, { kind: "invalid", errors: fieldErrors(parsed.error) }, 400);
  if (!(await resetRequestLimiter.hit(app.db, app.clientAddress, Date.now()))) {
    return answer(context, { kind: "too-many" }, 429);
  }
  const site = context.get(siteContext);
  await requestPasswordReset(
    app.db,
    { email: parsed.data.email, siteOrigin: app.siteOrigin, agencyName: site.settings.siteInformation.name },
    new Date(),
  );
  await answerAfterFloor(startedAt);
  return answer(context, { kind: "sent" });
}

export const headers: Route.HeadersFunction = noStore;

export const meta: Route.MetaFunction = accountMeta;

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <ForgotPasswordForm state={(actionData ?? loaderData).state} />;
}
