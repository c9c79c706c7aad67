// Choosing a password from a mailed link (reset or invitation).
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { Notice } from "../../../ui/notice.tsx";
import { InputField } from "./account-field.tsx";
import { AccountPageFrame } from "./account-page-frame.tsx";
import type { FieldErrorKeys } from "../form-messages.ts";

export type SetPasswordState =
  | { kind: "form"; token: string; email: string; errors?: FieldErrorKeys }
  | { kind: "saved" }
  | { kind: "invalid-link" }
  | { kind: "cross-origin" };

export function SetPasswordForm({ state }: { state: SetPasswordState }) {
  const { t } = useT();
  return (
    <AccountPageFrame
      crossOrigin={state.kind === "cross-origin"}
      title="ACCOUNT_SET_PASSWORD_TITLE"
      next={
        state.kind === "invalid-link"
          ? { page: "forgotPassword", label: "ACCOUNT_FORGOT_LINK" }
          : { page: "login", label: "LOGIN_TITLE" }
      }
    >
      {state.kind === "form" ? (
        <form
          method="post"
          action={`?token=${encodeURIComponent(state.token)}`}
          className="account-form"
          noValidate
        >
          <input type="email" name="username" autoComplete="username" value={state.email} readOnly hidden />
          <InputField
            id="set-password"
            name="password"
            type="password"
            label="ACCOUNT_NEW_PASSWORD"
            hint="ACCOUNT_PASSWORD_HINT"
            autoComplete="new-password"
            error={state.errors?.password}
            required
          />
          <InputField
            id="set-password-confirm"
            name="confirm"
            type="password"
            label="ACCOUNT_CONFIRM_PASSWORD"
            autoComplete="new-password"
            error={state.errors?.confirm}
            required
          />
          <Button type="submit">{t("ACCOUNT_SET_PASSWORD_BUTTON")}</Button>
        </form>
      ) : null}
      {state.kind === "saved" ? (
        <Notice tone="success">
          <p role="status">{t("ACCOUNT_PASSWORD_SAVED")}</p>
        </Notice>
      ) : null}
      {state.kind === "invalid-link" ? (
        <Notice tone="error">
          <p>{t("ACCOUNT_LINK_INVALID")}</p>
        </Notice>
      ) : null}
    </AccountPageFrame>
  );
}
