import { describe, expect, it } from "vitest";
import { LEAD_FORMS } from "../../../db/schema/leads.ts";
import { rentProfileSchema } from "../schemas/property-forms.ts";
import { leadFormFields } from "../schemas/lead-form-schemas.ts";
import { defineLeadForm, personVisitor } from "./lead-form-definition.ts";
import { LEAD_FORM_DEFINITIONS } from "./lead-form-definitions.ts";
import { firstStepWith } from "../components/lead-form-steps.tsx";
import { LEAD_FORM_STEPS, leadFormSteps } from "./lead-form-steps.ts";

describe("spec §2 multi-step forms: the steps of the long forms", () => {
  it("spec §2 multi-step forms: the rent profile, the purchase offer and the free valuation are in steps, and no other form", () => {
    const stepped = LEAD_FORMS.filter((form) => leadFormSteps(form).length > 0);
    expect(stepped.sort()).toEqual(["contact-demand", "purchase-offer", "rent-profile"]);
    for (const form of stepped) expect(leadFormSteps(form).length, form).toBeGreaterThanOrEqual(3);
  });

  it("spec §2 multi-step forms: every field of a long form is in exactly one step, and the steps are its definition's", () => {
    for (const [form, steps] of Object.entries(LEAD_FORM_STEPS)) {
      const named = steps.flatMap((step) => [...step.fields]);
      expect(new Set(named).size, `${form}: a field in two steps`).toBe(named.length);
      expect([...named].sort(), form).toEqual(
        [...leadFormFields(form as keyof typeof LEAD_FORM_STEPS)].sort(),
      );
      expect(new Set(steps.map((step) => step.name)).size, form).toBe(steps.length);
      expect(LEAD_FORM_DEFINITIONS[form as keyof typeof LEAD_FORM_STEPS].steps, form).toBe(steps);
    }
  });

  it("spec §2 multi-step forms: a step naming a field its form's schema lacks does not compile", () => {
    const definition = defineLeadForm({
      kind: "rent-profile",
      schema: () => rentProfileSchema,
      visitor: personVisitor,
      outcome: { sentMessage: "LEAD_SENT_RENT_PROFILE" },
      // @ts-expect-error "salary" is no field of the rent profile
      steps: [{ name: "you", heading: "LEAD_YOUR_DETAILS", fields: ["firstName", "salary"] }],
    });
    expect(definition.steps?.[0]?.fields).toContain("salary");
  });

  it("spec §2 multi-step forms: a refused send opens the step of the first field in error, in the steps' order", () => {
    const steps = LEAD_FORM_STEPS["purchase-offer"];
    // Errors come keyed by field in no particular order; the earliest step wins.
    expect(firstStepWith(steps, ["privacy", "aZip", "signDate"])).toBe(0);
    expect(firstStepWith(steps, ["privacy", "aZip"])).toBe(1);
    expect(firstStepWith(steps, ["bFirstName"])).toBe(2);
    // The challenge belongs to no step: the form stays where it is.
    expect(firstStepWith(steps, ["captcha"])).toBeNull();
  });
});
