// A purchase offer on a property for sale (spec §1), made by its first buyer ("a" fields); the page
// itself says it was sent.
import { purchaseOfferSchema } from "../schemas/property-forms.ts";
import { LEAD_FORM_STEPS } from "./lead-form-steps.ts";
import { defineLeadForm } from "./lead-form-definition.ts";

export const purchaseOffer = defineLeadForm({
  kind: "purchase-offer",
  schema: () => purchaseOfferSchema,
  visitor: (values) => ({
    email: values.aEmail,
    name: `${values.aFirstName} ${values.aLastName}`,
    firstName: values.aFirstName,
    lastName: values.aLastName,
    phone: values.aPhone,
  }),
  steps: LEAD_FORM_STEPS["purchase-offer"],
  outcome: { sentMessage: "LEAD_SENT_OFFER" },
});
