// Validation of a lead form by the schema of its definition (forms/), any form by its kind: the route
// action's check. The form in the browser checks with the same schema, loaded by its own component
// (components/lead-form.tsx), so a page never loads every form's schema.
import type { z } from "zod";
import type { LeadFormKind } from "../../../db/schema/leads.ts";
import type { LeadFormContext } from "../forms/lead-form-definition.ts";
import { LEAD_FORM_DEFINITIONS, type LeadFormValues } from "../forms/lead-form-definitions.ts";
import { type FieldErrors, fieldErrorsOf } from "./field-errors.ts";

/** The validated values of one of the forms `K`, tagged with the form's name. */
type SubmissionOf<K extends LeadFormKind> = { [P in K]: { form: P; values: LeadFormValues[P] } }[K];

/** The validated values of one form, tagged with the form's name. */
export type LeadSubmission = SubmissionOf<LeadFormKind>;

export type LeadValidation = { ok: true; submission: LeadSubmission } | { ok: false; errors: FieldErrors };

/** The names of the fields `form` accepts: anything else a request sends is ignored. */
export function leadFormFields(form: LeadFormKind): string[] {
  return Object.keys(LEAD_FORM_DEFINITIONS[form].schema({ rental: false }).shape);
}

export function validateLeadForm(
  form: LeadFormKind,
  input: Record<string, unknown>,
  context: LeadFormContext,
): LeadValidation {
  return outcome(form, LEAD_FORM_DEFINITIONS[form].schema(context).safeParse(input));
}

type Outcome<K extends LeadFormKind> =
  { ok: true; submission: SubmissionOf<K> } | { ok: false; errors: FieldErrors };

function outcome<K extends LeadFormKind>(
  form: K,
  result: z.ZodSafeParseResult<LeadFormValues[K]>,
): Outcome<K> {
  if (result.success) return { ok: true, submission: { form, values: result.data } };
  return { ok: false, errors: fieldErrorsOf(result.error) };
}
