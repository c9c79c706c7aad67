// A testimonial (spec §1), published once the agency approves it; the page itself says it was sent.
import { testimonialSchema } from "../schemas/subscription-forms.ts";
import { defineLeadForm } from "./lead-form-definition.ts";

export const testimonial = defineLeadForm({
  kind: "testimonial",
  schema: () => testimonialSchema,
  visitor: (values) => ({ email: values.email, name: values.name }),
  outcome: { sentMessage: "LEAD_SENT_TESTIMONIAL" },
});
