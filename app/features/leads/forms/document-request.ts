// A property's documents, mailed to the visitor (spec §1); the page itself says they were sent.
import { documentRequestSchema } from "../schemas/property-forms.ts";
import { defineLeadForm, personVisitor } from "./lead-form-definition.ts";

export const documentRequest = defineLeadForm({
  kind: "document-request",
  schema: () => documentRequestSchema,
  visitor: personVisitor,
  outcome: { sentMessage: "LEAD_DOCUMENTS_SENT" },
});
