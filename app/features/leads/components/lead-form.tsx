// The frame of every lead form: a plain POST to the page's own action that works without JavaScript,
// and with it the same through React Router. Hidden fields carry the form's name, its ticket and the
// visit's attribution; a honeypot waits for scripts. After a refused submit the visitor's values come
// back with the errors, "Check the fields in red" heads the form, and focus moves to the first error.
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { LeadFormKind } from "../../../db/schema/leads.ts";
import type { MessageKey } from "../../../i18n/dictionary.ts";
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { Notice } from "../../../ui/notice.tsx";
import type { LeadFormsData, LeadFormState } from "../lead-form-state.ts";
import { CaptchaField } from "./captcha-field.tsx";
import "./leads.css";
import { LeadFormFieldsContext } from "./lead-form-context.ts";

const SENT_MESSAGES: Partial<Record<LeadFormKind, MessageKey>> = {
  testimonial: "LEAD_SENT_TESTIMONIAL",
  "document-request": "LEAD_DOCUMENTS_SENT",
  "rent-profile": "LEAD_SENT_RENT_PROFILE",
  "purchase-offer": "LEAD_SENT_OFFER",
};

type Props = {
  form: LeadFormKind;
  data: LeadFormsData;
  /** The page's action data; used when it belongs to this form. */
  state: LeadFormState | undefined;
  title: MessageKey;
  intro?: ReactNode;
  submitLabel?: MessageKey;
  multipart?: boolean;
  children: ReactNode;
};

export function LeadForm({
  form,
  data,
  state,
  title,
  intro,
  submitLabel = "LEAD_SUBMIT",
  multipart,
  children,
}: Props) {
  const { t } = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const mine = state && (state.form === form || state.form === null) ? state : undefined;
  const ticket = mine?.ticket ?? data.tickets[form];
  const submitting = navigation.state === "submitting" && navigation.formData?.get("_form") === form;

  useEffect(() => {
    if (!mine) return;
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (firstInvalid ?? summaryRef.current)?.focus();
  }, [mine]);

  const sentMessage = data.sent === form ? SENT_MESSAGES[form] : undefined;
  if (sentMessage) {
    return (
      <section className="lead-form" id={`lead-${form}`} aria-labelledby={titleId}>
        <h2 id={titleId}>{t(title)}</h2>
        <Notice tone="success">
          <p role="status">{t(sentMessage)}</p>
        </Notice>
      </section>
    );
  }

  return (
    <section className="lead-form" id={`lead-${form}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{t(title)}</h2>
      {intro}
      <Form
        method="post"
        ref={formRef}
        noValidate
        preventScrollReset
        {...(multipart ? { encType: "multipart/form-data" as const } : {})}
      >
        {mine ? (
          <div className="lead-form-summary" ref={summaryRef} tabIndex={-1}>
            <Notice tone={mine.tone}>
              <p>{t(mine.message)}</p>
            </Notice>
          </div>
        ) : null}
        <p className="lead-form-required-note">{t("LEAD_REQUIRED_NOTE")}</p>
        <input type="hidden" name="_form" value={form} />
        {Object.entries(data.attribution).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        <LeadFormFieldsContext
          value={{ form, values: mine?.values ?? data.prefill ?? {}, errors: mine?.fieldErrors ?? {} }}
        >
          {children}
          {ticket ? <CaptchaField key={ticket.ticket} ticket={ticket} /> : null}
        </LeadFormFieldsContext>
        <div className="lead-trap" aria-hidden="true">
          <label>
            {t("LEAD_HONEYPOT_LABEL")}
            <input type="text" name="homepage" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <Button type="submit" variant="primary" disabled={submitting} aria-disabled={submitting || undefined}>
          {submitting ? t("LEAD_SENDING") : t(submitLabel)}
        </Button>
      </Form>
    </section>
  );
}
