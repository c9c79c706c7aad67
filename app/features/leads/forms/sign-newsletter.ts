// The newsletter (spec §1): an address, names if given; subscribed once the visitor confirms (ADR 0010).
import { signNewsletterSchema } from "../schemas/subscription-forms.ts";
import { defineLeadForm } from "./lead-form-definition.ts";

export const signNewsletter = defineLeadForm({
  kind: "sign-newsletter",
  schema: () => signNewsletterSchema,
  visitor: (values) => ({
    email: values.email,
    name: [values.firstName, values.lastName].filter(Boolean).join(" "),
    ...(values.firstName ? { firstName: values.firstName } : {}),
    ...(values.lastName ? { lastName: values.lastName } : {}),
  }),
  outcome: { thankYouPage: "sign-newsletter" },
  waitsForConfirmation: true,
  asksNewsletter: true,
});
