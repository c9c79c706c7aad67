// The long lead forms shown in steps (spec §2 "multi-step forms"): each step's heading and the fields it
// holds, in order. Part of the forms' definitions (rent-profile.ts, purchase-offer.ts, contact-demand.ts
// name their list here, which checks every field against the form's schema); kept in a file of its own
// without Zod because the long forms' components hand the same list to the form in the browser
// (components/lead-form-steps.tsx), where the schemas are loaded only on the first send
// (docs/decisions/0014-light-pages.md). Which forms are long, and why the steps fall where they do, is
// written down in docs/domain-rules.md.
import type { LeadFormKind } from "../../../db/schema/leads.ts";
import type { MessageKey } from "../../../i18n/dictionary.ts";

export type LeadFormStep<Field extends string = string> = {
  readonly name: string;
  readonly heading: MessageKey;
  readonly fields: readonly Field[];
};

/** The words of a stepped form's own parts: "step n of m" above each heading, Back and Next. */
export type StepNavigation = {
  readonly progress: MessageKey;
  readonly back: MessageKey;
  readonly next: MessageKey;
};

/**
 * Named here, with the lists, rather than by the form frame every lead form loads: the long forms'
 * components hand them to the form, so a page whose forms have no steps carries none of their texts.
 */
export const STEP_NAVIGATION: StepNavigation = {
  progress: "LEAD_STEP_PROGRESS",
  back: "LEAD_STEP_BACK",
  next: "LEAD_STEP_NEXT",
};

const PERSON = ["title", "firstName", "lastName", "email", "phone"] as const;

export const LEAD_FORM_STEPS = {
  "rent-profile": [
    { name: "you", heading: "LEAD_YOUR_DETAILS", fields: PERSON },
    {
      name: "household",
      heading: "LEAD_HOUSEHOLD",
      fields: ["adults", "kids", "kidsAges", "pets", "petsDescription"],
    },
    { name: "move", heading: "LEAD_MOVE", fields: ["moveDate", "moveReason"] },
    { name: "incomes", heading: "LEAD_INCOMES", fields: ["incomeA", "incomeB", "remark", "privacy"] },
  ],
  "purchase-offer": [
    {
      name: "terms",
      heading: "LEAD_OFFER_TERMS",
      fields: ["amount", "amountInWords", "validFrom", "validUntil", "place", "signDate", "conditions"],
    },
    {
      name: "buyerA",
      heading: "LEAD_PERSON_A",
      fields: [
        "aTitle",
        "aFirstName",
        "aLastName",
        "aEmail",
        "aPhone",
        "aStreet",
        "aHouseNumber",
        "aZip",
        "aCity",
      ],
    },
    {
      name: "buyerB",
      heading: "LEAD_PERSON_B",
      fields: ["bTitle", "bFirstName", "bLastName", "bEmail", "bPhone", "remark", "privacy"],
    },
  ],
  "contact-demand": [
    { name: "you", heading: "LEAD_YOUR_DETAILS", fields: PERSON },
    {
      name: "property",
      heading: "LEAD_VALUATION_ADDRESS",
      fields: [
        "goal",
        "propertyType",
        "propertyStreet",
        "propertyHouseNumber",
        "propertyZip",
        "propertyCity",
      ],
    },
    {
      name: "contact",
      heading: "LEAD_STEP_CONTACT",
      fields: ["remark", "contactPreference", "timeSlots", "newsletter", "privacy"],
    },
  ],
} as const satisfies Partial<Record<LeadFormKind, readonly LeadFormStep[]>>;

export type SteppedLeadFormKind = keyof typeof LEAD_FORM_STEPS;

export type LeadFormStepName<K extends SteppedLeadFormKind> = (typeof LEAD_FORM_STEPS)[K][number]["name"];

export function isSteppedLeadForm(form: LeadFormKind): form is SteppedLeadFormKind {
  return Object.hasOwn(LEAD_FORM_STEPS, form);
}

/** The steps of a form, none for a form shown whole. */
export function leadFormSteps(form: LeadFormKind): readonly LeadFormStep[] {
  return isSteppedLeadForm(form) ? LEAD_FORM_STEPS[form] : [];
}
