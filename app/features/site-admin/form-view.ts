// What a back-office form shows after a post: which form, its outcome, the message and field errors
// already translated on the server (ADR 0014: a key chosen on the server is translated there), and the
// posted values to show again when nothing was saved.
import type { MessageKey } from "../../i18n/dictionary.ts";
import { type EditOutcome, HTTP_STATUS } from "./edit-outcome.ts";

export type FormView = {
  form: string | null;
  status: "idle" | EditOutcome["kind"];
  message: string | null;
  errors: Record<string, string>;
  values: Record<string, string>;
};

export const IDLE_VIEW: FormView = { form: null, status: "idle", message: null, errors: {}, values: {} };

const MESSAGES: Record<EditOutcome["kind"], MessageKey> = {
  saved: "BACK_OFFICE_SAVED",
  invalid: "SITE_ADMIN_ERROR_FORM",
  conflict: "BACK_OFFICE_EDIT_CONFLICT",
  gone: "SITE_ADMIN_ERROR_GONE",
};

/** The view of `outcome` for the form `form` posted with `values`, and its HTTP status. */
export function formView(
  t: (key: MessageKey) => string,
  form: string,
  outcome: EditOutcome,
  values: Record<string, string>,
): { view: FormView; status: number } {
  const errors =
    outcome.kind === "invalid"
      ? Object.fromEntries(Object.entries(outcome.errors).map(([field, key]) => [field, t(key)]))
      : {};
  return {
    view: {
      form,
      status: outcome.kind,
      message: t(MESSAGES[outcome.kind]),
      errors,
      values: outcome.kind === "saved" ? {} : values,
    },
    status: HTTP_STATUS[outcome.kind],
  };
}

/** The value a field of `form` shows: what was posted when the save was refused, else the stored one. */
export function shownValue(view: FormView, form: string, name: string, stored: string): string {
  return view.form === form && view.status !== "saved" ? (view.values[name] ?? "") : stored;
}

export function shownChecked(view: FormView, form: string, name: string, stored: boolean): boolean {
  return view.form === form && view.status !== "saved" ? view.values[name] === "on" : stored;
}
