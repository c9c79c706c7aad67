// The frame of every lead form: a plain POST to the page's own action that works without JavaScript,
// and with it the same through React Router. Hidden fields carry the form's name, its ticket and the
// visit's attribution; a honeypot waits for scripts. After a refused submit the visitor's values come
// back with the errors, "Check the fields in red" heads the form, and focus moves to the first error.
// A long form is drawn in steps (lead-form-steps.tsx), from its `steps` contents rather than children.
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import type { LeadFormKind } from "../../../db/schema/leads.ts";
import type { MessageKey } from "../../../i18n/dictionary.ts";
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { Notice } from "../../../ui/notice.tsx";
import { isLeadFormState, type LeadFormsData, type LeadFormState } from "../lead-form-state.ts";
import type { z } from "zod";
import type { LeadFormContext } from "../forms/lead-form-definition.ts";
import { type FieldErrors, type FieldErrorTexts, fieldErrorsOf } from "../schemas/field-errors.ts";
import { CaptchaField, solveFormWork } from "./captcha-field.tsx";
import { wordedFieldErrors } from "./field-error-words.ts";
import { LeadFormFieldsContext } from "./lead-form-context.ts";
import { checkFieldsNotice } from "../lead-check-notice.ts";
import { LeadFormSteps, type LeadFormStepsProp, stepErrors, useLeadFormStepper } from "./lead-form-steps.tsx";

/**
 * The form's definition (forms/), for its schema: `() => import("../forms/x.ts").then((m) => m.x)`. Each
 * form's component names its own, so a page's code reaches no other form's schema and texts.
 */
export type LoadLeadFormDefinition = () => Promise<{ schema: (context: LeadFormContext) => z.ZodType }>;

type Props<K extends LeadFormKind> = {
  form: K;
  definition: LoadLeadFormDefinition;
  data: LeadFormsData;
  /** The page's action data; used when it belongs to this form. */
  state: LeadFormState | undefined;
  title: MessageKey;
  intro?: ReactNode;
  submitLabel?: MessageKey;
  /** The title above the form's refused fields, for a form that has one (lead-error-title.ts). */
  errorTitle?: MessageKey | null;
  multipart?: boolean;
  children?: ReactNode;
  /** A long form's steps: its definition's list, and what each step draws by the name the list gives it. */
  steps?: LeadFormStepsProp<K>;
};

/** What the browser's own check found: errors, or "clean" once a step's fields pass. */
type Checked = { after: LeadFormState | undefined; state: LeadFormState | "clean" };

export function LeadForm<K extends LeadFormKind>({
  form,
  definition,
  data,
  state,
  title,
  intro,
  submitLabel = "LEAD_SUBMIT",
  errorTitle = null,
  multipart,
  children,
  steps,
}: Props<K>) {
  const { t, language } = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const submit = useSubmit();
  // The browser's own check of the form, valid until the server answers again.
  const [checked, setChecked] = useState<Checked | null>(null);
  const fromServer =
    isLeadFormState(state) && (state.form === form || state.form === null) ? state : undefined;
  const fromBrowser = checked && checked.after === state ? checked.state : undefined;
  const mine = fromBrowser === "clean" ? undefined : (fromBrowser ?? fromServer);
  // What the fields start from; kept while the browser's checks come and go, so no field loses a value.
  const values = fromServer?.values ?? data.prefill ?? {};
  const stepper = useLeadFormStepper(form, steps?.list, fromServer?.fieldErrors);
  const contents: Readonly<Partial<Record<string, ReactNode>>> = steps?.contents ?? {};
  const rental = data.rental !== undefined && data.rental !== null;

  function showErrors(fieldErrors: FieldErrorTexts) {
    setChecked({
      after: state,
      state: {
        form,
        tone: "error",
        notice: checkFieldsNotice(errorTitle, t),
        fieldErrors,
        values,
      },
    });
  }

  // Next: only the shown step's fields are checked; the errors other steps still hold stay with them.
  async function checkStepThenNext() {
    const element = formRef.current;
    if (!element) return;
    const errors = (await browserCheck(definition, new FormData(element), rental)) ?? {};
    const inStep = stepErrors(stepper, errors);
    // Errors whose words cannot be had count as none, as when the check cannot load: the server checks.
    const inStepTexts = Object.keys(inStep).length > 0 ? await wordedFieldErrors(inStep, language) : null;
    if (inStepTexts) {
      showErrors(inStepTexts);
      return;
    }
    const shownStep: readonly string[] = stepper.steps[stepper.current]?.fields ?? [];
    const others = Object.entries(mine?.fieldErrors ?? {}).filter(([name]) => !shownStep.includes(name));
    if (mine && others.length > 0) showErrors(Object.fromEntries(others));
    else setChecked({ after: state, state: "clean" });
    stepper.goTo(stepper.current + 1);
  }
  const ticket = fromServer?.ticket ?? data.tickets[form];
  const submitting = navigation.state === "submitting" && navigation.formData?.get("_form") === form;

  // With JavaScript the form's own schema checks it first (loaded on the first send, so it never weighs
  // on the page); what it accepts goes to the server, which checks everything again.
  async function checkThenSend(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter in a field of a step before the last goes to the next step, as its button would.
    if (!stepper.isLast) {
      await checkStepThenNext();
      return;
    }
    const element = event.currentTarget;
    // A visitor who sends at once waits for the proof of work to finish (docs/decisions/0009-form-challenge.md).
    await solveFormWork(element);
    const formData = new FormData(element);
    const errors = await browserCheck(definition, formData, rental);
    const texts = errors ? await wordedFieldErrors(errors, language) : null;
    if (errors && texts) {
      stepper.openErrors(errors);
      showErrors(texts);
      return;
    }
    setChecked(null);
    await submit(formData, {
      method: "post",
      encType: multipart ? "multipart/form-data" : "application/x-www-form-urlencoded",
      preventScrollReset: true,
    });
  }

  useEffect(() => {
    if (!mine) return;
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (firstInvalid ?? summaryRef.current)?.focus();
  }, [mine]);

  const sent = data.sent === form ? data.sentNotice : undefined;
  if (sent) {
    return (
      <section className="lead-form" id={`lead-${form}`} aria-labelledby={titleId}>
        <h2 id={titleId}>{t(title)}</h2>
        <Notice tone="success">
          {sent.title ? <p className="lead-form-outcome-title">{sent.title}</p> : null}
          <p role="status">{sent.message}</p>
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
        onSubmit={(event) => void checkThenSend(event)}
        {...(multipart ? { encType: "multipart/form-data" as const } : {})}
      >
        {mine ? (
          <div className="lead-form-summary" ref={summaryRef} tabIndex={-1}>
            <Notice tone={mine.tone}>
              {mine.notice.title ? <p className="lead-form-outcome-title">{mine.notice.title}</p> : null}
              <p>{mine.notice.message}</p>
            </Notice>
          </div>
        ) : null}
        <p className="lead-form-required-note">{t("LEAD_REQUIRED_NOTE")}</p>
        <input type="hidden" name="_form" value={form} />
        {Object.entries(data.attribution).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        <LeadFormFieldsContext value={{ form, values, errors: mine?.fieldErrors ?? {} }}>
          {children}
          <LeadFormSteps
            form={form}
            stepper={stepper}
            contents={contents}
            navigation={steps?.navigation}
            onNext={() => void checkStepThenNext()}
          />
          {/* The challenge and the send button belong to the last step. */}
          <div className="lead-form-end" hidden={!stepper.isLast}>
            {ticket ? (
              <CaptchaField key={ticket.ticket} ticket={ticket} />
            ) : data.ticketsRefused ? (
              <Notice tone="error">
                <p>{data.ticketsRefused}</p>
              </Notice>
            ) : null}
            <Button
              type="submit"
              variant="primary"
              disabled={submitting}
              aria-disabled={submitting || undefined}
            >
              {submitting ? t("LEAD_SENDING") : t(submitLabel)}
            </Button>
          </div>
        </LeadFormFieldsContext>
        <div className="lead-trap" aria-hidden="true">
          <label>
            {t("LEAD_HONEYPOT_LABEL")}
            <input type="text" name="homepage" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
      </Form>
    </section>
  );
}

/** The form's errors by its schema, or null when it passes (or the check cannot load: the server checks). */
async function browserCheck(
  definition: LoadLeadFormDefinition,
  formData: FormData,
  rental: boolean,
): Promise<FieldErrors | null> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of formData) {
    if (typeof value !== "string") continue;
    const previous = fields[name];
    fields[name] =
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  try {
    const { schema } = await definition();
    const result = schema({ rental }).safeParse(fields);
    const errors: FieldErrors = result.success ? {} : fieldErrorsOf(result.error);
    const typed = typeof fields.captcha === "string" && fields.captcha.trim() !== "";
    const worked = typeof fields.work === "string" && fields.work !== "";
    if (!typed && !worked) errors.captcha = "LEAD_ERROR_CAPTCHA";
    return Object.keys(errors).length > 0 ? errors : null;
  } catch {
    return null;
  }
}
