// Labelled controls of the back office's edit forms: the label is a dictionary key, the error a text the
// server translated; an error is linked to its control (aria-invalid, aria-describedby).
import type { ReactNode } from "react";
import type { MessageKey } from "../../../i18n/dictionary.ts";
import type { MessageParams } from "../../../i18n/translate.ts";
import { useT } from "../../../i18n/use-t.ts";
import { Notice } from "../../../ui/notice.tsx";
import { type FormView, shownValue } from "../form-view.ts";
import { EDITED_LANGUAGES } from "../site-admin-fields.ts";

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

type FieldValues = {
  value: (name: string, stored: string) => string;
  error: (name: string) => string | undefined;
};

/** The status (published or draft) and order of an edited item. */
export function StatusAndSort({
  idPrefix,
  fields,
  status,
  sort,
}: {
  idPrefix: string;
  fields: FieldValues;
  status: string;
  sort: number;
}) {
  const { t } = useT();
  return (
    <>
      <Select
        id={`${idPrefix}-status`}
        name="status"
        label="SITE_ADMIN_STATUS"
        value={fields.value("status", status)}
        options={[
          { value: "Published", label: t("SITE_ADMIN_PUBLISHED") },
          { value: "Draft", label: t("SITE_ADMIN_DRAFT") },
        ]}
        error={fields.error("status")}
      />
      <TextInput
        id={`${idPrefix}-sort`}
        name="sort"
        type="number"
        label="SITE_ADMIN_SORT"
        value={fields.value("sort", String(sort))}
        error={fields.error("sort")}
      />
    </>
  );
}

/**
 * One input per edited language for the field `prefix` (`prefix_nl`, `prefix_fr`, `prefix_en`); the
 * error of the whole text (none given in any language) shows on the first.
 */
export function PerLanguageInputs({
  idPrefix,
  prefix,
  label,
  stored,
  fields,
  area = false,
}: {
  idPrefix: string;
  prefix: string;
  label: MessageKey;
  stored: Partial<Record<string, string>>;
  fields: FieldValues;
  area?: boolean;
}) {
  return EDITED_LANGUAGES.map((code, index) => {
    const props = {
      id: `${idPrefix}-${prefix}-${code}`,
      name: `${prefix}_${code}`,
      label,
      labelParams: { language: code.toUpperCase() },
      value: fields.value(`${prefix}_${code}`, stored[code] ?? ""),
      error: fields.error(`${prefix}_${code}`) ?? (index === 0 ? fields.error(prefix) : undefined),
    };
    return area ? (
      <TextArea key={code} {...props} rows={10} hint="PAGES_ADMIN_BODY_HINT" />
    ) : (
      <TextInput key={code} {...props} />
    );
  });
}

/** The value and error of each field of the form `form`, as `view` shows them. */
export function formFieldsOf(view: FormView, form: string): FieldValues {
  return {
    value: (name, stored) => shownValue(view, form, name, stored),
    error: (name) => (view.form === form ? view.errors[name] : undefined),
  };
}
