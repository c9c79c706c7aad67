// What a lead form asks of the server once its fields are well-formed (spec §3): a visit slot still free
// on a property that takes visits, property types the site knows, a property with documents to send. One
// entry per form that has such a rule, beside the forms' definitions (forms/), which the browser loads
// too; the submission (submit/handle-submission.server.ts) runs the form's entry.
import { inArray } from "drizzle-orm";
import type { LeadFormKind } from "../../../db/schema/leads.ts";
import { propertyTypes } from "../../../db/schema/listings.ts";
import { isBookable } from "../appointments/visit-slots.ts";
import type { LeadOutcomeMessage } from "../lead-outcomes.ts";
import type { LeadRequestContext } from "../lead-request.server.ts";
import type { FieldErrors, LeadSubmission } from "../schemas/lead-form-schemas.ts";
import type { LeadSubject } from "../submit/lead-subject.server.ts";
import type { LeadFormValues } from "./lead-form-definitions.ts";

export type FormCheckArgs = { ctx: LeadRequestContext; subject: LeadSubject; now: Date };

/** The form is refused whole (with this answer), or these fields are marked, or all is well (null). */
export type FormCheckResult =
  | { refusal: { status: 404 | 409; message: LeadOutcomeMessage; tone: "error" | "info" } }
  | { fieldErrors: FieldErrors }
  | null;

type FormChecks = {
  [K in LeadFormKind]?: (values: LeadFormValues[K], args: FormCheckArgs) => Promise<FormCheckResult>;
};

const LEAD_FORM_CHECKS: FormChecks = {
  // A visit needs a property that takes visits, and a slot that is still bookable (spec §3 appointment).
  "contact-appointment": async (values, { subject, now }) => {
    if (subject.kind !== "property" || !subject.available) {
      return { refusal: { status: 409, message: "LEAD_APPOINTMENTS_FULL", tone: "error" } };
    }
    return isBookable(values.slot, now) ? null : { fieldErrors: { slot: "LEAD_ERROR_SLOT" } };
  },
  "demand-register": async (values, { ctx }) =>
    (await unknownPropertyTypes(ctx, values.types)) ? { fieldErrors: { types: "LEAD_ERROR_TYPES" } } : null,
  "contact-demand": async (values, { ctx }) =>
    (await unknownPropertyTypes(ctx, [values.propertyType]))
      ? { fieldErrors: { propertyType: "LEAD_ERROR_REQUIRED" } }
      : null,
  // Documents are asked of a property that has some (spec §3 document request).
  "document-request": async (_values, { subject }) =>
    subject.kind === "property" && subject.documents.length === 0
      ? { refusal: { status: 404, message: "LEAD_DOCUMENTS_NONE", tone: "info" } }
      : null,
};

/** The server's own rules of the submitted form, if it has any. */
export function checkLeadForm(submission: LeadSubmission, args: FormCheckArgs): Promise<FormCheckResult> {
  return checkOf(submission, args);
}

function checkOf<K extends LeadFormKind>(
  submission: { form: K; values: LeadFormValues[K] },
  args: FormCheckArgs,
): Promise<FormCheckResult> {
  const check: FormChecks[K] = LEAD_FORM_CHECKS[submission.form];
  return check ? check(submission.values, args) : Promise.resolve(null);
}

async function unknownPropertyTypes(ctx: LeadRequestContext, ids: number[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const found = await ctx.db
    .select({ id: propertyTypes.id })
    .from(propertyTypes)
    .where(inArray(propertyTypes.id, ids));
  return found.length !== new Set(ids).size;
}
