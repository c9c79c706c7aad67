// The controls of the lead forms, each labelled, marked when required, and wired to its hint and error
// (aria-invalid, aria-describedby) — spec §5 "required fields are marked".
import type { ReactNode } from "react";
import type { MessageKey } from "../../../i18n/dictionary.ts";
import { useT } from "../../../i18n/use-t.ts";
import { fieldId, listValue, textValue, useLeadFormFields } from "./lead-form-context.ts";

type Common = { name: string; label: MessageKey; required?: boolean; hint?: string };

function useFieldWiring(name: string, hint: string | undefined) {
  const { form, values, errors } = useLeadFormFields();
  const { t } = useT();
  const id = fieldId(form, name);
  const error = errors[name] ?? null;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const aria = {
    ...(error ? { "aria-invalid": true as const } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
  };
  return { id, values, error, hintId, errorId, aria, t };
}

function RequiredMark() {
  const { t } = useT();
  return (
    <span className="field-required">
      {" "}
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">({t("LEAD_REQUIRED_MARK")})</span>
    </span>
  );
}

function Messages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: string | undefined;
  hintId?: string | undefined;
  error: string | null;
  errorId?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <span className="field-hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="field-error" id={errorId}>
          {error}
        </span>
      ) : null}
    </>
  );
}

/** A labelled field: its label (with the required mark) and its messages above its control. */
function LabelledField({
  wiring,
  label,
  required,
  hint,
  children,
}: {
  wiring: ReturnType<typeof useFieldWiring>;
  label: MessageKey;
  required: boolean | undefined;
  hint: string | undefined;
  children: ReactNode;
}) {
  const { id, error, hintId, errorId, t } = wiring;
  return (
    <div className="field">
      <label htmlFor={id}>
        {t(label)}
        {required ? <RequiredMark /> : null}
      </label>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
      {children}
    </div>
  );
}

export function TextField({
  name,
  label,
  required,
  hint,
  type = "text",
  autoComplete,
  inputMode,
  min,
  max,
}: Common & {
  type?: "text" | "email" | "tel" | "date" | "url" | "password" | "number";
  autoComplete?: string;
  inputMode?: "numeric" | "decimal" | "tel" | "email" | "url" | "text";
  min?: string;
  max?: string;
}) {
  const wiring = useFieldWiring(name, hint);
  return (
    <LabelledField wiring={wiring} label={label} required={required} hint={hint}>
      <input
        id={wiring.id}
        name={name}
        type={type}
        defaultValue={type === "password" ? undefined : textValue(wiring.values, name)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        min={min}
        max={max}
        aria-required={required || undefined}
        {...wiring.aria}
      />
    </LabelledField>
  );
}

export function TextArea({ name, label, required, hint, rows = 5 }: Common & { rows?: number }) {
  const wiring = useFieldWiring(name, hint);
  return (
    <LabelledField wiring={wiring} label={label} required={required} hint={hint}>
      <textarea
        id={wiring.id}
        name={name}
        rows={rows}
        defaultValue={textValue(wiring.values, name)}
        aria-required={required || undefined}
        {...wiring.aria}
      />
    </LabelledField>
  );
}

export type Option = { value: string; label: string };

export function SelectField({ name, label, required, hint, options }: Common & { options: Option[] }) {
  const wiring = useFieldWiring(name, hint);
  return (
    <LabelledField wiring={wiring} label={label} required={required} hint={hint}>
      <select
        id={wiring.id}
        name={name}
        defaultValue={textValue(wiring.values, name) ?? ""}
        aria-required={required || undefined}
        {...wiring.aria}
      >
        <option value="">{wiring.t("LEAD_CHOOSE")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

/** Radio buttons or checkboxes under one legend; errors are tied to the group. */
export function ChoiceGroup({
  name,
  label,
  required,
  hint,
  options,
  multiple = false,
}: Common & { options: Option[]; multiple?: boolean }) {
  const { id, values, error, hintId, errorId, aria, t } = useFieldWiring(name, hint);
  const chosen = new Set(listValue(values, name));
  return (
    <fieldset
      className="field field-choices"
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-legend`}
      {...aria}
      {...(multiple ? {} : { role: "radiogroup", "aria-required": required || undefined })}
    >
      <legend id={`${id}-legend`}>
        {t(label)}
        {required ? <RequiredMark /> : null}
      </legend>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
      <div className="field-options">
        {options.map((option) => (
          <label key={option.value} className="field-option">
            <input
              type={multiple ? "checkbox" : "radio"}
              name={name}
              value={option.value}
              defaultChecked={chosen.has(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One checkbox whose label is a sentence (consent, confirmations, newsletter). */
export function CheckboxField({
  name,
  label,
  required,
  children,
}: {
  name: string;
  label: string;
  required?: boolean;
  children?: ReactNode;
}) {
  const { id, values, error, errorId, aria } = useFieldWiring(name, undefined);
  return (
    <div className="field field-checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        value="on"
        defaultChecked={textValue(values, name) !== undefined}
        aria-required={required || undefined}
        {...aria}
      />
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      <Messages error={error} errorId={errorId} />
    </div>
  );
}

export function FileField({ name, label, hint, accept }: Common & { accept: string }) {
  const { id, error, hintId, errorId, aria, t } = useFieldWiring(name, hint);
  return (
    <div className="field">
      <label htmlFor={id}>{t(label)}</label>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
      <input id={id} name={name} type="file" accept={accept} {...aria} />
    </div>
  );
}
