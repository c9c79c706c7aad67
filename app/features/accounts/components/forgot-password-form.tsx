// The forgotten-password form. After a valid request the page says the same thing for every address.
import type { MessageKey } from "../../../i18n/dictionary.ts";
import { ACCOUNT_PAGE_PATHS } from "../../../i18n/route-table.ts";
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { Notice } from "../../../ui/notice.tsx";
import { InputField } from "./account-field.tsx";
import "./accounts.css";

export type ForgotPasswordState =
  | { kind: "form" }
  | { kind: "invalid"; errors: Partial<Record<string, MessageKey>> }
  | { kind: "sent" }
  | { kind: "too-many" }
  | { kind: "cross-origin" };

export function ForgotPasswordForm({ state }: { state: ForgotPasswordState }) {
  const { t, language } = useT();
  const errors = state.kind === "invalid" ? state.errors : {};
  return (
    <div className="container account-page">
      <h1>{t("ACCOUNT_FORGOT_TITLE")}</h1>
      {state.kind === "sent" ? (
        <Notice tone="success">
          <p role="status">{t("ACCOUNT_FORGOT_SENT")}</p>
        </Notice>
      ) : (
        <>
          {state.kind === "too-many" ? (
            <Notice tone="error">
              <p>{t("ACCOUNT_TOO_MANY_REQUESTS")}</p>
            </Notice>
          ) : null}
          {state.kind === "cross-origin" ? (
            <Notice tone="error">
              <p>{t("LEAD_CROSS_ORIGIN")}</p>
            </Notice>
          ) : null}
          <p>{t("ACCOUNT_FORGOT_INTRO")}</p>
          <form method="post" className="account-form" noValidate>
            <InputField
              id="forgot-email"
              name="email"
              type="email"
              label="ACCOUNT_EMAIL"
              autoComplete="email"
              error={errors.email}
              required
            />
            <Button type="submit">{t("ACCOUNT_FORGOT_BUTTON")}</Button>
          </form>
        </>
      )}
      <p>
        <a href={ACCOUNT_PAGE_PATHS.login[language]}>{t("LOGIN_TITLE")}</a>
      </p>
    </div>
  );
}
