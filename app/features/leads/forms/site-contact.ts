// The site's contact page (spec §1): a person, their question and, if they like, a CV.
import { siteContactSchema } from "../schemas/site-contact.ts";
import { defineLeadForm, personVisitor } from "./lead-form-definition.ts";

export const siteContact = defineLeadForm({
  kind: "site-contact",
  schema: () => siteContactSchema,
  visitor: personVisitor,
  outcome: { thankYouPage: "site-contact" },
});
