// The page of a mailed password link (a reset or an invitation). The GET only shows the form (mail
// scanners open links); the POST sets the password once, ends every session of the account, and the
// link is spent. A bad, used or expired link gets a translated 410, never a 5xx.
import { z } from "zod";
import { appContext } from "../context.server.ts";
import { fieldErrors, formFields } from "../features/accounts/account-forms.server.ts";
import { accountAnswer, accountPageFrame, crossOrigin } from "../features/accounts/account-page.server.ts";
import {
  SetPasswordForm,
  type SetPasswordState,
} from "../features/accounts/components/set-password-form.tsx";
import { NewPasswordSchema } from "../features/accounts/password-policy.server.ts";
import { inspectPasswordToken, spendPasswordToken } from "../features/accounts/password-tokens.server.ts";
import { accountMeta, noStore } from "../features/accounts/account-route.ts";
import type { Route } from "./+types/set-password";

const SetPasswordSchema = z
  .object({ password: NewPasswordSchema, confirm: z.string({ error: "ACCOUNT_ERROR_PASSWORD_MISMATCH" }) })
  .refine((form) => form.password === form.confirm, {
    error: "ACCOUNT_ERROR_PASSWORD_MISMATCH",
    path: ["confirm"],
  });

function answer(context: Route.LoaderArgs["context"], state: SetPasswordState, status = 200) {
  return accountAnswer(
    { ...accountPageFrame(context, "setPassword", "ACCOUNT_SET_PASSWORD_TITLE"), state },
    status,
  );
}

function tokenOf(request: Request): string | null {
  return new URL(request.url).searchParams.get("token");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const link = await inspectPasswordToken(context.get(appContext).db, token, new Date());
  if (!link || token === null) return answer(context, { kind: "invalid-link" }, 410);
  return answer(context, { kind: "form", token, email: link.email });
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenOf(request);
  if (crossOrigin(request, context)) return answer(context, { kind: "cross-origin" }, 403);
  const app = context.get(appContext);
  const now = new Date();
  const link = await inspectPasswordToken(app.db, token, now);
  if (!link || token === null) return answer(context, { kind: "invalid-link" }, 410);
  const parsed = SetPasswordSchema.safeParse(await formFields(request));
  if (!parsed.success) {
    return answer(
      context,
      { kind: "form", token, email: link.email, errors: fieldErrors(parsed.error) },
      400,
    );
  }
  const used = await spendPasswordToken(app.db, token, parsed.data.password, now);
  if (!used) return answer(context, { kind: "invalid-link" }, 410);
  return answer(context, { kind: "saved" });
}

export const headers: Route.HeadersFunction = noStore;

export const meta: Route.MetaFunction = accountMeta;

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <SetPasswordForm state={(actionData ?? loaderData).state} />;
}
