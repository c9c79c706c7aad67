import type { InputHTMLAttributes, ReactNode } from "react";

type FieldProps = {
  /** The input's id and name. */
  name: string;
  label: string;
  /** The translated error for this field; marks it invalid and is read with it. */
  error?: string | null;
  hint?: string;
  required?: boolean;
  /** Shown after the label of a required field, e.g. "(required)". */
  requiredLabel?: string;
  /** A custom control; it receives the ids and ARIA attributes to spread on itself. */
  children?: (control: FieldControlProps) => ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "children">;

export type FieldControlProps = {
  id: string;
  name: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** A labelled form control with its hint and error, wired for screen readers (aria-invalid, -describedby). */
export function Field({ name, label, error, hint, required, requiredLabel, children, ...input }: FieldProps) {
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const control: FieldControlProps = {
    id: name,
    name,
    ...(required ? { required: true } : {}),
    ...(error ? { "aria-invalid": true } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
  };
  return (
    <div className="field">
      <label htmlFor={name}>
        {label}
        {required && requiredLabel ? <span className="field-required"> {requiredLabel}</span> : null}
      </label>
      {hint ? (
        <span className="field-hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      {children ? children(control) : <input {...input} {...control} />}
      {error ? (
        <span className="field-error" id={errorId}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
