// A household's rent profile for a property to let (spec §1); the page itself says it was sent.
import { rentProfileSchema } from "../schemas/property-forms.ts";
import { LEAD_FORM_STEPS } from "./lead-form-steps.ts";
import { defineLeadForm, personVisitor } from "./lead-form-definition.ts";

export const rentProfile = defineLeadForm({
  kind: "rent-profile",
  schema: () => rentProfileSchema,
  visitor: personVisitor,
  steps: LEAD_FORM_STEPS["rent-profile"],
  outcome: { sentMessage: "LEAD_SENT_RENT_PROFILE" },
});
