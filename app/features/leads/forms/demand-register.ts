// The demand register (spec §1): a search alert with an account, mailed once confirmed (ADR 0010).
import { demandRegisterSchema } from "../schemas/subscription-forms.ts";
import { defineLeadForm, personVisitor } from "./lead-form-definition.ts";

export const demandRegister = defineLeadForm({
  kind: "demand-register",
  schema: () => demandRegisterSchema,
  visitor: personVisitor,
  outcome: { thankYouPage: "demand-register" },
  waitsForConfirmation: true,
});
