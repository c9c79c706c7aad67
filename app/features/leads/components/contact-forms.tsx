// The forms a property's or a project's page opens to ask the agency to get in touch (spec §3): ask for
// information about a property, ask about a project. Loaded with the page's open forms only
// (open-lead-form.tsx); the contact page's own form is site-contact-form.tsx.
import type { LeadFormsData, LeadFormState } from "../lead-form-state.ts";
import { LeadForm } from "./lead-form.tsx";
import { ContactOptionFields } from "./contact-option-fields.tsx";
import { PersonFields } from "./person-fields.tsx";

type FormProps = { data: LeadFormsData; state: LeadFormState | undefined };

export function ContactMeForm({ data, state }: FormProps) {
  return (
    <LeadForm
      form="contact-me"
      definition={() => import("../forms/contact-me.ts").then((module) => module.contactMe)}
      data={data}
      state={state}
      title="LEAD_FORM_CONTACT_ME_TITLE"
    >
      <PersonFields />
      <ContactOptionFields />
    </LeadForm>
  );
}

export function ConstructionForm({ data, state }: FormProps) {
  return (
    <LeadForm
      form="contact-construction"
      definition={() =>
        import("../forms/contact-construction.ts").then((module) => module.contactConstruction)
      }
      data={data}
      state={state}
      title="LEAD_FORM_CONSTRUCTION_TITLE"
    >
      <PersonFields />
      <ContactOptionFields />
    </LeadForm>
  );
}
