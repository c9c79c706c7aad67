// A labelled control of the account and staff forms, wired to its hint and its error (aria-invalid,
// aria-describedby). Texts are dictionary keys.
import type { ReactNode } from "react";
import type { MessageKey } from "../../../i18n/dictionary.ts";
import { useT } from "../../../i18n/use-t.ts";
import { formMessage } from "../form-messages.ts";

type FieldProps = {
  id: string;
  name: string;
  label: MessageKey;
  error?: MessageKey | undefined;
  hint?: MessageKey;
  required?: boolean;
};

function useWiring({ id, error, hint }: FieldProps) {
  const { t } = useT();
  const errorText = error ? t(formMessage(error)) : null;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errorText ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return {
    t,
    errorText,
    hintId,
    errorId,
    aria: {
      ...(errorText ? { "aria-invalid": true as const } : {}),
      ...(describedBy ? { "aria-describedby": describedBy } : {}),
    },
  };
}

function FieldFrame({ props, children }: { props: FieldProps; children: ReactNode }) {
  const { t, errorText, hintId, errorId } = useWiring(props);
  return (
    <div className="field">
      <label htmlFor={props.id}>{t(props.label)}</label>
      {props.hint ? (
        <span className="field-hint" id={hintId}>
          {t(props.hint)}
        </span>
      ) : null}
      {errorText ? (
        <span className="field-error" id={errorId}>
          {errorText}
        </span>
      ) : null}
      {children}
    </div>
  );
}

export function InputField(
  props: FieldProps & { type?: string; autoComplete?: string; defaultValue?: string | undefined },
) {
  const { aria } = useWiring(props);
  return (
    <FieldFrame props={props}>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        defaultValue={props.type === "password" ? undefined : props.defaultValue}
        required={props.required}
        {...aria}
      />
    </FieldFrame>
  );
}

export function TextAreaField(props: FieldProps & { defaultValue?: string | undefined }) {
  const { aria } = useWiring(props);
  return (
    <FieldFrame props={props}>
      <textarea
        id={props.id}
        name={props.name}
        defaultValue={props.defaultValue}
        required={props.required}
        {...aria}
      />
    </FieldFrame>
  );
}

export function SelectField(
  props: FieldProps & { options: { value: string; label: string }[]; defaultValue?: string | undefined },
) {
  const { aria } = useWiring(props);
  return (
    <FieldFrame props={props}>
      <select
        id={props.id}
        name={props.name}
        defaultValue={props.defaultValue}
        required={props.required}
        {...aria}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
