// The staff forms that feed a property's history: record a visit (with feedback and status), post a
// communication to the owner, add an online link. Plain server-rendered forms.
import type { ReactNode } from "react";
import { VISIT_SOURCES, VISIT_STATUSES, VISIT_TYPES } from "../../../domain/visit-history.ts";
import type { MessageKey } from "../../../i18n/dictionary.ts";
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import {
  VISIT_SOURCE_LABELS,
  VISIT_STATUS_LABELS,
  VISIT_TYPE_LABELS,
} from "../../property-history/history-labels.ts";
import type { AdminFormState } from "../admin-form-state.ts";
import { InputField, SelectField, TextAreaField } from "./account-field.tsx";

function HistoryForm({
  intent,
  title,
  children,
}: {
  intent: string;
  title: MessageKey;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <section aria-labelledby={`history-${intent}`}>
      <h3 id={`history-${intent}`}>{t(title)}</h3>
      <form method="post" className="account-form" noValidate>
        <input type="hidden" name="intent" value={intent} />
        {children}
        <Button type="submit">{t("ADMIN_SAVE")}</Button>
      </form>
    </section>
  );
}

type FieldValues = Partial<Record<string, string>>;

/** A visit's fields, empty to record one or filled to change it after the viewing. */
export function VisitFields({
  idPrefix,
  values,
  errors,
}: {
  idPrefix: string;
  values: FieldValues;
  errors: Partial<Record<string, MessageKey>>;
}) {
  const { t } = useT();
  const options = <T extends string>(choices: readonly T[], labels: Record<T, MessageKey>) =>
    choices.map((value) => ({ value, label: t(labels[value]) }));
  return (
    <>
      <InputField
        id={`${idPrefix}-at`}
        name="visitAt"
        type="datetime-local"
        label="HISTORY_VISIT_DATE"
        defaultValue={values.visitAt}
        error={errors.visitAt}
        required
      />
      <SelectField
        id={`${idPrefix}-type`}
        name="type"
        label="HISTORY_VISIT_TYPE"
        defaultValue={values.type}
        error={errors.type}
        options={options(VISIT_TYPES, VISIT_TYPE_LABELS)}
      />
      <InputField
        id={`${idPrefix}-contact`}
        name="contact"
        label="HISTORY_VISIT_CONTACT"
        defaultValue={values.contact}
        error={errors.contact}
        required
      />
      <InputField
        id={`${idPrefix}-subject`}
        name="subject"
        label="HISTORY_VISIT_SUBJECT"
        defaultValue={values.subject}
        error={errors.subject}
        required
      />
      <TextAreaField
        id={`${idPrefix}-comment`}
        name="comment"
        label="HISTORY_VISIT_COMMENT"
        defaultValue={values.comment}
        error={errors.comment}
      />
      <SelectField
        id={`${idPrefix}-status`}
        name="status"
        label="HISTORY_VISIT_STATUS"
        defaultValue={values.status}
        error={errors.status}
        options={options(VISIT_STATUSES, VISIT_STATUS_LABELS)}
      />
      <SelectField
        id={`${idPrefix}-source`}
        name="source"
        label="HISTORY_VISIT_SOURCE"
        defaultValue={values.source}
        error={errors.source}
        options={options(VISIT_SOURCES, VISIT_SOURCE_LABELS)}
      />
    </>
  );
}

export function HistoryForms({ state }: { state: AdminFormState }) {
  const of = (form: string) => ({
    errors: state.form === form ? state.errors : {},
    values: state.form === form ? state.values : {},
  });
  const visit = of("visit");
  const message = of("communication");
  const media = of("media");
  return (
    <div className="account-grid">
      <HistoryForm intent="visit" title="ADMIN_RECORD_VISIT">
        <VisitFields idPrefix="visit" values={visit.values} errors={visit.errors} />
      </HistoryForm>
      <HistoryForm intent="communication" title="ADMIN_POST_COMMUNICATION">
        <TextAreaField
          id="message-text"
          name="message"
          label="HISTORY_MESSAGE"
          defaultValue={message.values.message}
          error={message.errors.message}
          required
        />
        <InputField
          id="message-document-url"
          name="documentUrl"
          type="url"
          label="HISTORY_DOCUMENT_URL"
          defaultValue={message.values.documentUrl}
          error={message.errors.documentUrl}
        />
        <InputField
          id="message-document-label"
          name="documentLabel"
          label="HISTORY_DOCUMENT_LABEL"
          defaultValue={message.values.documentLabel}
          error={message.errors.documentLabel}
        />
      </HistoryForm>
      <HistoryForm intent="media" title="ADMIN_ADD_MEDIA">
        <InputField
          id="media-label"
          name="label"
          label="HISTORY_MEDIA_LABEL"
          defaultValue={media.values.label}
          error={media.errors.label}
          required
        />
        <InputField
          id="media-url"
          name="url"
          type="url"
          label="HISTORY_MEDIA_URL"
          defaultValue={media.values.url}
          error={media.errors.url}
          required
        />
      </HistoryForm>
    </div>
  );
}
