// The free valuation of the visitor's own property (spec §1).
import { contactDemandSchema } from "../schemas/contact-forms.ts";
import { LEAD_FORM_STEPS } from "./lead-form-steps.ts";
import { defineLeadForm, personVisitor } from "./lead-form-definition.ts";

export const contactDemand = defineLeadForm({
  kind: "contact-demand",
  schema: () => contactDemandSchema,
  visitor: personVisitor,
  steps: LEAD_FORM_STEPS["contact-demand"],
  outcome: { thankYouPage: "contact-demand" },
});
