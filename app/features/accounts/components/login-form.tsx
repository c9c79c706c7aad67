// The sign-in form (spec §2 owner login, §8 messages). A native form: it posts and the server answers
// with the next page, with or without JavaScript.
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { Notice } from "../../../ui/notice.tsx";
import { InputField } from "./account-field.tsx";
import { AccountPageFrame } from "./account-page-frame.tsx";
import type { FieldErrorKeys } from "../form-messages.ts";

export type LoginState =
  | { kind: "form" }
  | { kind: "invalid"; errors: FieldErrorKeys; email: string }
  | { kind: "failed"; email: string }
  | { kind: "throttled"; seconds: number; email: string }
  | { kind: "signed-out" }
  | { kind: "cross-origin" };

export function LoginForm({ state }: { state: LoginState }) {
  const { t } = useT();
  const errors = state.kind === "invalid" ? state.errors : {};
  const email = "email" in state ? state.email : undefined;
  return (
    <AccountPageFrame
      crossOrigin={state.kind === "cross-origin"}
      title="LOGIN_TITLE"
      next={{ page: "forgotPassword", label: "ACCOUNT_FORGOT_LINK" }}
    >
      <p>{t("LOGIN_INTRO")}</p>
      {state.kind === "signed-out" ? (
        <Notice tone="success">
          <p role="status">{t("ACCOUNT_SIGNED_OUT")}</p>
        </Notice>
      ) : null}
      {state.kind === "failed" ? (
        <Notice tone="error">
          <p>
            <strong>{t("LOGIN_FAILED")}</strong>
          </p>
          <p>{t("LOGIN_FAILED_TEXT")}</p>
        </Notice>
      ) : null}
      {state.kind === "throttled" ? (
        <Notice tone="error">
          <p>{t("ACCOUNT_THROTTLED", { seconds: state.seconds })}</p>
        </Notice>
      ) : null}
      <form method="post" className="account-form" noValidate>
        <input type="hidden" name="intent" value="sign-in" />
        <InputField
          id="login-email"
          name="email"
          type="email"
          label="ACCOUNT_EMAIL"
          autoComplete="username"
          defaultValue={email}
          error={errors.email}
          required
        />
        <InputField
          id="login-password"
          name="password"
          type="password"
          label="ACCOUNT_PASSWORD"
          autoComplete="current-password"
          error={errors.password}
          required
        />
        <Button type="submit">{t("ACCOUNT_SIGN_IN_BUTTON")}</Button>
      </form>
    </AccountPageFrame>
  );
}
