// The form a property or project page opened (`?form=`), drawn by its own component. Loaded on demand:
// its code and its texts reach the browser only with an open form (server/route-messages.ts sends the
// texts of this chunk with the data of a page whose lead forms are open, ADR 0014).
import type { LeadFormsData, LeadFormState } from "../lead-form-state.ts";
import type { PROJECT_LEAD_FORMS, PropertyLeadForm } from "../subject-lead-forms.ts";
import { AppointmentForm } from "./appointment-form.tsx";
import { ConstructionForm, ContactMeForm } from "./contact-forms.tsx";
import {
  DocumentRequestForm,
  PurchaseOfferForm,
  RentProfileForm,
  SendToFriendForm,
} from "./property-forms.tsx";

export type SubjectLeadForm = PropertyLeadForm | (typeof PROJECT_LEAD_FORMS)[number];

const SUBJECT_FORMS: Record<SubjectLeadForm, typeof ContactMeForm> = {
  "contact-me": ContactMeForm,
  "contact-appointment": AppointmentForm,
  "document-request": DocumentRequestForm,
  "send-to-friend": SendToFriendForm,
  "rent-profile": RentProfileForm,
  "purchase-offer": PurchaseOfferForm,
  "contact-construction": ConstructionForm,
};

type Props = { form: SubjectLeadForm; data: LeadFormsData; state: LeadFormState | undefined };

export default function OpenLeadForm({ form, data, state }: Props) {
  const Form = SUBJECT_FORMS[form];
  return <Form data={data} state={state} />;
}
