// The outcome of a staff form: saved, or what to correct.
import { useT } from "../../../i18n/use-t.ts";
import { Notice } from "../../../ui/notice.tsx";
import type { AdminFormState } from "../admin-form-state.ts";
import { formMessage } from "../form-messages.ts";

export function AdminNotice({ state }: { state: AdminFormState }) {
  const { t } = useT();
  if (!state.message) return null;
  return state.status === "saved" ? (
    <Notice tone="success">
      <p role="status">{t(formMessage(state.message))}</p>
    </Notice>
  ) : (
    <Notice tone="error">
      <p>{t(formMessage(state.message))}</p>
    </Notice>
  );
}
