// Schemas of the forms that ask the agency to get in touch about a property or a project (spec §3, §5):
// contact me, construction enquiry, book a visit, and the free valuation. The contact page's form has its
// own (site-contact.ts): its page's code then reaches no other form's rules and texts.
import { z } from "zod";
import {
  checkbox,
  crossFieldCheck,
  optionalLongText,
  optionalText,
  privacyConsent,
  requiredChoice,
  requiredText,
  requiredZip,
} from "./fields.ts";
import { TIME_SLOT_IDS } from "../../../domain/time-slots.ts";
import { contactOptionFields, personFields } from "./person-fields.ts";
import { parseVisitSlot } from "./visit-slot.ts";

export const contactMeSchema = z.object({ ...personFields, ...contactOptionFields });

export const contactConstructionSchema = z.object({ ...personFields, ...contactOptionFields });

const visitSlot = z.preprocess(
  (value) => (typeof value === "string" ? parseVisitSlot(value.trim()) : null),
  z.object({ date: z.string(), slot: z.enum(TIME_SLOT_IDS) }, { error: "LEAD_ERROR_SLOT" }),
);

const appointmentBase = z.object({
  ...personFields,
  slot: visitSlot,
  remark: optionalLongText(5000),
  // Spec §5: for rentals the visitor confirms the minimum income, the maximum number of persons, that
  // the description was read and the amount due at signing.
  confirmIncome: checkbox,
  confirmPersons: checkbox,
  confirmDescription: checkbox,
  confirmAmount: checkbox,
  newsletter: checkbox,
  privacy: privacyConsent,
});

export const RENTAL_CONFIRMATIONS = [
  "confirmIncome",
  "confirmPersons",
  "confirmDescription",
  "confirmAmount",
] as const;

/** Book a visit; a rental asks for the four confirmations of spec §5. */
export function contactAppointmentSchema(options: { rental: boolean }) {
  return appointmentBase.superRefine((values, ctx) => {
    if (!options.rental) return;
    for (const name of RENTAL_CONFIRMATIONS) {
      if (values[name] !== true)
        ctx.addIssue({ code: "custom", path: [name], message: "LEAD_ERROR_CONFIRM" });
    }
  }, crossFieldCheck);
}

export const VALUATION_GOALS = ["sell", "rent_out"] as const;

// Spec §5: the type and the address of the property to value are required.
export const contactDemandSchema = z.object({
  ...personFields,
  goal: requiredChoice(VALUATION_GOALS, "LEAD_ERROR_REQUIRED"),
  propertyType: z.preprocess(
    (value) => (typeof value === "string" && /^\d{1,3}$/.test(value) ? Number(value) : undefined),
    z.number({ error: "LEAD_ERROR_REQUIRED" }).int(),
  ),
  propertyStreet: requiredText(150),
  propertyHouseNumber: optionalText(20),
  propertyZip: requiredZip(),
  propertyCity: requiredText(100),
  ...contactOptionFields,
});
