// One schema per lead form, looked up by the form's name; the route action and the form component use
// the same one.
import type { z } from "zod";
import type { LeadFormKind } from "../../../db/schema/leads.ts";
import {
  contactAppointmentSchema,
  contactConstructionSchema,
  contactDemandSchema,
  contactMeSchema,
  siteContactSchema,
} from "./contact-forms.ts";
import { type FieldError, isFieldError } from "./fields.ts";
import {
  documentRequestSchema,
  purchaseOfferSchema,
  rentProfileSchema,
  sendToFriendSchema,
} from "./property-forms.ts";
import { demandRegisterSchema, signNewsletterSchema, testimonialSchema } from "./subscription-forms.ts";

/** What a schema needs to know about the request's subject: whether the property is for rent. */
export type LeadFormContext = { rental: boolean };

function schemasFor(context: LeadFormContext) {
  return {
    "site-contact": siteContactSchema,
    "contact-me": contactMeSchema,
    "contact-appointment": contactAppointmentSchema(context),
    "contact-construction": contactConstructionSchema,
    "contact-demand": contactDemandSchema,
    "demand-register": demandRegisterSchema,
    "send-to-friend": sendToFriendSchema,
    "sign-newsletter": signNewsletterSchema,
    testimonial: testimonialSchema,
    "document-request": documentRequestSchema,
    "rent-profile": rentProfileSchema,
    "purchase-offer": purchaseOfferSchema,
  } satisfies Record<LeadFormKind, z.ZodObject>;
}

type Schemas = ReturnType<typeof schemasFor>;

/** The validated values of one form, tagged with the form's name. */
export type LeadSubmission = { [K in LeadFormKind]: { form: K; values: z.output<Schemas[K]> } }[LeadFormKind];

export type FieldErrors = Partial<Record<string, FieldError>>;

export type LeadValidation = { ok: true; submission: LeadSubmission } | { ok: false; errors: FieldErrors };

/** The names of the fields `form` accepts: anything else a request sends is ignored. */
export function leadFormFields(form: LeadFormKind): string[] {
  return Object.keys(schemasFor({ rental: false })[form].shape);
}

export function validateLeadForm(
  form: LeadFormKind,
  input: Record<string, unknown>,
  context: LeadFormContext,
): LeadValidation {
  const schemas = schemasFor(context);
  switch (form) {
    case "site-contact":
      return outcome(form, schemas[form].safeParse(input));
    case "contact-me":
      return outcome(form, schemas[form].safeParse(input));
    case "contact-appointment":
      return outcome(form, schemas[form].safeParse(input));
    case "contact-construction":
      return outcome(form, schemas[form].safeParse(input));
    case "contact-demand":
      return outcome(form, schemas[form].safeParse(input));
    case "demand-register":
      return outcome(form, schemas[form].safeParse(input));
    case "send-to-friend":
      return outcome(form, schemas[form].safeParse(input));
    case "sign-newsletter":
      return outcome(form, schemas[form].safeParse(input));
    case "testimonial":
      return outcome(form, schemas[form].safeParse(input));
    case "document-request":
      return outcome(form, schemas[form].safeParse(input));
    case "rent-profile":
      return outcome(form, schemas[form].safeParse(input));
    case "purchase-offer":
      return outcome(form, schemas[form].safeParse(input));
  }
}

type Outcome<K, T> = { ok: true; submission: { form: K; values: T } } | { ok: false; errors: FieldErrors };

function outcome<K extends LeadFormKind, T>(form: K, result: z.ZodSafeParseResult<T>): Outcome<K, T> {
  if (result.success) return { ok: true, submission: { form, values: result.data } };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!field || errors[field]) continue;
    errors[field] = isFieldError(issue.message) ? issue.message : "LEAD_ERROR_REQUIRED";
  }
  return { ok: false, errors };
}
