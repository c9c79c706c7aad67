// The forms that ask the agency to get in touch (spec §3): site contact (with a CV), ask for information
// about a property, ask about a project (the free valuation, a long form, is valuation-form.tsx).
import { useT } from "../../../i18n/use-t.ts";
import type { LeadFormsData, LeadFormState } from "../lead-form-state.ts";
import { ChoiceGroup, FileField } from "./lead-fields.tsx";
import { LeadForm } from "./lead-form.tsx";
import { AddressFields, ContactOptionFields, PersonFields } from "./person-fields.tsx";

type FormProps = { data: LeadFormsData; state: LeadFormState | undefined };

export function SiteContactForm({ data, state }: FormProps) {
  const { t } = useT();
  return (
    <LeadForm form="site-contact" data={data} state={state} title="LEAD_FORM_SITE_CONTACT_TITLE" multipart>
      <PersonFields />
      <AddressFields />
      <ChoiceGroup
        name="goal"
        label="LEAD_LABEL_GOAL"
        options={[
          { value: "sell", label: t("LEAD_GOAL_SELL") },
          { value: "rent_out", label: t("LEAD_GOAL_RENT_OUT") },
          { value: "buy", label: t("LEAD_GOAL_BUY") },
          { value: "rent", label: t("LEAD_GOAL_RENT") },
          { value: "other", label: t("LEAD_GOAL_OTHER") },
        ]}
      />
      <FileField
        name="cv"
        label="LEAD_LABEL_CV"
        accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
      />
      <ContactOptionFields />
    </LeadForm>
  );
}

export function ContactMeForm({ data, state }: FormProps) {
  return (
    <LeadForm form="contact-me" data={data} state={state} title="LEAD_FORM_CONTACT_ME_TITLE">
      <PersonFields />
      <ContactOptionFields />
    </LeadForm>
  );
}

export function ConstructionForm({ data, state }: FormProps) {
  return (
    <LeadForm form="contact-construction" data={data} state={state} title="LEAD_FORM_CONSTRUCTION_TITLE">
      <PersonFields />
      <ContactOptionFields />
    </LeadForm>
  );
}
