// The sign-in form (spec §2 owner login, §8 messages). A native form: it posts and the server answers
// with the next page, with or without JavaScript.
import type { MessageKey } from "../../../i18n/dictionary.ts";
import { ACCOUNT_PAGE_PATHS } from "../../../i18n/route-table.ts";
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { Notice } from "../../../ui/notice.tsx";
import { InputField } from "./account-field.tsx";
import "./accounts.css";

export type LoginState =
  | { kind: "form" }
  | { kind: "invalid"; errors: Partial<Record<string, MessageKey>>; email: string }
  | { kind: "failed"; email: string }
  | { kind: "throttled"; seconds: number; email: string }
  | { kind: "signed-out" }
  | { kind: "cross-origin" };

export function LoginForm({ state }: { state: LoginState }) {
  const { t, language } = useT();
  const errors = state.kind === "invalid" ? state.errors : {};
  const email = "email" in state ? state.email : undefined;
  return (
    <div className="container account-page">
      <h1>{t("LOGIN_TITLE")}</h1>
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
      {state.kind === "cross-origin" ? (
        <Notice tone="error">
          <p>{t("LEAD_CROSS_ORIGIN")}</p>
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
      <p>
        <a href={ACCOUNT_PAGE_PATHS.forgotPassword[language]}>{t("ACCOUNT_FORGOT_LINK")}</a>
      </p>
    </div>
  );
}
