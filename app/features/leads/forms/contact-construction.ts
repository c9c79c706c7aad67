// A question about a new-build project (spec §1).
import { contactConstructionSchema } from "../schemas/contact-forms.ts";
import { defineLeadForm, personVisitor } from "./lead-form-definition.ts";

export const contactConstruction = defineLeadForm({
  kind: "contact-construction",
  schema: () => contactConstructionSchema,
  visitor: personVisitor,
  outcome: { thankYouPage: "contact-construction" },
});
