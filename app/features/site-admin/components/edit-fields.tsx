// Labelled controls of the back office's edit forms: the label is a dictionary key, the error a text the
// server translated; an error is linked to its control (aria-invalid, aria-describedby).
import type { ReactNode } from "react";
import type { MessageKey } from "../../../i18n/dictionary.ts";
import type { MessageParams } from "../../../i18n/translate.ts";
import { useT } from "../../../i18n/use-t.ts";
import { Notice } from "../../../ui/notice.tsx";
import type { FormView } from "../form-view.ts";

type Common = {
  id: string;
  name: string;
  label: MessageKey;
  labelParams?: MessageParams;
  hint?: MessageKey;
  error?: string | undefined;
};

function describedBy({ id, hint, error }: Common) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return {
    ...(error ? { "aria-invalid": true as const } : {}),
    ...(ids ? { "aria-describedby": ids } : {}),
  };
}

function Frame({ props, children }: { props: Common; children: ReactNode }) {
  const { t } = useT();
  return (
    <div className="field">
      <label htmlFor={props.id}>{t(props.label, props.labelParams)}</label>
      {props.hint ? (
        <span className="field-hint" id={`${props.id}-hint`}>
          {t(props.hint)}
        </span>
      ) : null}
      {props.error ? (
        <span className="field-error" id={`${props.id}-error`}>
          {props.error}
        </span>
      ) : null}
      {children}
    </div>
  );
}

export function TextInput(props: Common & { value: string; type?: string; maxLength?: number }) {
  return (
    <Frame props={props}>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? "text"}
        defaultValue={props.value}
        maxLength={props.maxLength}
        {...describedBy(props)}
      />
    </Frame>
  );
}

export function TextArea(props: Common & { value: string; rows?: number }) {
  return (
    <Frame props={props}>
      <textarea
        id={props.id}
        name={props.name}
        defaultValue={props.value}
        rows={props.rows ?? 4}
        {...describedBy(props)}
      />
    </Frame>
  );
}

export function Select(props: Common & { value: string; options: { value: string; label: string }[] }) {
  return (
    <Frame props={props}>
      <select id={props.id} name={props.name} defaultValue={props.value} {...describedBy(props)}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function Checkbox(props: Common & { checked: boolean }) {
  const { t } = useT();
  return (
    <div className="field field-checkbox">
      <input
        id={props.id}
        name={props.name}
        type="checkbox"
        defaultChecked={props.checked}
        {...describedBy(props)}
      />
      <label htmlFor={props.id}>{t(props.label, props.labelParams)}</label>
      {props.error ? (
        <span className="field-error" id={`${props.id}-error`}>
          {props.error}
        </span>
      ) : null}
    </div>
  );
}

/** The outcome of the form `form`, shown above it: saved, or why nothing was saved. */
export function FormOutcome({ view, form }: { view: FormView; form: string }) {
  if (view.form !== form || !view.message) return null;
  return view.status === "saved" ? (
    <Notice tone="success">
      <p role="status">{view.message}</p>
    </Notice>
  ) : (
    <Notice tone="error">
      <p>{view.message}</p>
    </Notice>
  );
}
