// The forgotten-password form. After a valid request the page says the same thing for every address.
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { Notice } from "../../../ui/notice.tsx";
import { InputField } from "./account-field.tsx";
import { AccountPageFrame } from "./account-page-frame.tsx";
import type { FieldErrorKeys } from "../form-messages.ts";

export type ForgotPasswordState =
  | { kind: "form" }
  | { kind: "invalid"; errors: FieldErrorKeys }
  | { kind: "sent" }
  | { kind: "too-many" }
  | { kind: "cross-origin" };

export function ForgotPasswordForm({ state }: { state: ForgotPasswordState }) {
  const { t } = useT();
  const errors = state.kind === "invalid" ? state.errors : {};
  return (
    <AccountPageFrame
      crossOrigin={state.kind === "cross-origin"}
      title="ACCOUNT_FORGOT_TITLE"
      next={{ page: "login", label: "LOGIN_TITLE" }}
    >
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
    </AccountPageFrame>
  );
}
