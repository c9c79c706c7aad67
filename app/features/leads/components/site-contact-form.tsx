// The contact page's form (spec §1, §3): a person, their question and, if they like, a CV. A module of its
// own, as every lead form: what a page's code imports is what its data carries the texts of
// (docs/decisions/0014-light-pages.md), so the contact page names no other form.
import { useT } from "../../../i18n/use-t.ts";
import type { LeadFormsData, LeadFormState } from "../lead-form-state.ts";
import { ChoiceGroup, FileField } from "./lead-fields.tsx";
import { LeadForm } from "./lead-form.tsx";
import { AddressFields } from "./address-fields.tsx";
import { ContactOptionFields } from "./contact-option-fields.tsx";
import { PersonFields } from "./person-fields.tsx";

type FormProps = { data: LeadFormsData; state: LeadFormState | undefined };

export function SiteContactForm({ data, state }: FormProps) {
  const { t } = useT();
  return (
    <LeadForm
      form="site-contact"
      definition={() => import("../forms/site-contact.ts").then((module) => module.siteContact)}
      data={data}
      state={state}
      title="LEAD_FORM_SITE_CONTACT_TITLE"
      multipart
    >
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
