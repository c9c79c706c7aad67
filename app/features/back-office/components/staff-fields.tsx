// Labelled controls of the back office's forms. Their error is a text the server has
// already translated (a key it chooses at run time never reaches the browser, ADR 0014), linked to its
// control with aria-describedby.
import type { ReactNode } from "react";

type FieldProps = { id: string; label: string; error?: string | undefined; children?: ReactNode };

function errorId(props: FieldProps) {
  return props.error ? `${props.id}-error` : undefined;
}

function Frame(props: FieldProps & { control: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.error ? (
        <span className="field-error" id={errorId(props)}>
          {props.error}
        </span>
      ) : null}
      {props.control}
    </div>
  );
}

export function StaffInput(
  props: FieldProps & {
    name: string;
    type?: string;
    defaultValue?: string | undefined;
    required?: boolean;
    autoComplete?: string;
    inputMode?: "numeric" | "email" | "search";
  },
) {
  const describedBy = errorId(props);
  return (
    <Frame
      {...props}
      control={
        <input
          id={props.id}
          name={props.name}
          type={props.type ?? "text"}
          defaultValue={props.defaultValue}
          required={props.required}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
        />
      }
    />
  );
}

export function StaffSelect(
  props: FieldProps & { name: string; options: { value: string; label: string }[]; defaultValue?: string },
) {
  const describedBy = errorId(props);
  return (
    <Frame
      {...props}
      control={
        <select
          id={props.id}
          name={props.name}
          defaultValue={props.defaultValue}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      }
    />
  );
}

export function StaffTextArea(
  props: FieldProps & { name: string; defaultValue?: string | undefined; maxLength?: number },
) {
  const describedBy = errorId(props);
  return (
    <Frame
      {...props}
      control={
        <textarea
          id={props.id}
          name={props.name}
          rows={5}
          defaultValue={props.defaultValue}
          maxLength={props.maxLength}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
        />
      }
    />
  );
}
