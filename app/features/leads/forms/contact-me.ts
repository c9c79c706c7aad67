// "Ask for information" on a property (spec §1).
import { contactMeSchema } from "../schemas/contact-forms.ts";
import { defineLeadForm, personVisitor } from "./lead-form-definition.ts";

export const contactMe = defineLeadForm({
  kind: "contact-me",
  schema: () => contactMeSchema,
  visitor: personVisitor,
  outcome: { thankYouPage: "contact-me" },
});
