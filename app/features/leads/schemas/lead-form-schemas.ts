// Validation of a lead form by the schema of its definition (forms/); the route action and the form
// component (on its first send) use the same one.
import type { z } from "zod";
import type { LeadFormKind } from "../../../db/schema/leads.ts";
import type { LeadFormContext } from "../forms/lead-form-definition.ts";
import { LEAD_FORM_DEFINITIONS, type LeadFormValues } from "../forms/lead-form-definitions.ts";
import { type FieldError, isFieldError } from "./fields.ts";

/** The validated values of one of the forms `K`, tagged with the form's name. */
type SubmissionOf<K extends LeadFormKind> = { [P in K]: { form: P; values: LeadFormValues[P] } }[K];

/** The validated values of one form, tagged with the form's name. */
export type LeadSubmission = SubmissionOf<LeadFormKind>;

export type FieldErrors = Partial<Record<string, FieldError>>;

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
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!field || errors[field]) continue;
    errors[field] = isFieldError(issue.message) ? issue.message : "LEAD_ERROR_REQUIRED";
  }
  return { ok: false, errors };
}
