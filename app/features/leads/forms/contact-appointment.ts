// A visit of a property (spec §1): a free slot, held until the visitor confirms it (ADR 0010); a rental
// asks the household to confirm the letting terms too.
import { contactAppointmentSchema } from "../schemas/contact-forms.ts";
import { defineLeadForm, personVisitor } from "./lead-form-definition.ts";

export const contactAppointment = defineLeadForm({
  kind: "contact-appointment",
  schema: (context) => contactAppointmentSchema(context),
  visitor: personVisitor,
  outcome: { thankYouPage: "contact-appointment" },
  waitsForConfirmation: true,
});
