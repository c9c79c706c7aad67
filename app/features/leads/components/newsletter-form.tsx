// The newsletter sign-up (spec §3). A module of its own, as every lead form: a page's data carries the
// texts of the code it imports (docs/decisions/0014-light-pages.md).
import { useT } from "../../../i18n/use-t.ts";
import type { LeadFormsData, LeadFormState } from "../lead-form-state.ts";
import { TextField } from "./lead-fields.tsx";
import { LeadForm } from "./lead-form.tsx";
import { PrivacyConsent } from "./person-fields.tsx";

type FormProps = { data: LeadFormsData; state: LeadFormState | undefined };

export function NewsletterForm({ data, state }: FormProps) {
  const { t } = useT();
  return (
    <LeadForm
      form="sign-newsletter"
      definition={() => import("../forms/sign-newsletter.ts").then((module) => module.signNewsletter)}
      data={data}
      state={state}
      title="LEAD_FORM_NEWSLETTER_TITLE"
      intro={<p>{t("LEAD_FORM_NEWSLETTER_INTRO")}</p>}
      submitLabel="LEAD_SUBMIT_NEWSLETTER"
    >
      <TextField name="email" label="LEAD_LABEL_EMAIL" type="email" required autoComplete="email" />
      <div className="lead-form-row">
        <TextField name="firstName" label="LEAD_LABEL_FIRST_NAME" autoComplete="given-name" />
        <TextField name="lastName" label="LEAD_LABEL_LAST_NAME" autoComplete="family-name" />
      </div>
      <PrivacyConsent />
    </LeadForm>
  );
}
