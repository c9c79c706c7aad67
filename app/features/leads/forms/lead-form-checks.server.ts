// What a lead form asks of the server besides its schema (spec §3), one entry per form that asks anything,
// beside the forms' definitions (forms/), which the browser loads too: the file it takes, a rule on what was
// typed that needs a list only the server holds, rules on the well-formed values that read the database,
// and a limit counted only for a submission that passed every other check. The submission
// (submit/handle-submission.server.ts) runs the form's entry and names no form; a form without an entry
// has no extra checks and takes no file.
import { inArray } from "drizzle-orm";
import type { LeadFormKind } from "../../../db/schema/leads.ts";
import { propertyTypes } from "../../../db/schema/listings.ts";
import { isCommonPassword } from "../../accounts/password-policy.server.ts";
import { isBookable } from "../appointments/visit-slots.ts";
import type { LeadRateLimiters } from "../guard/rate-limiter.server.ts";
import type { SubmittedFields, SubmittedFiles } from "../guard/read-submission.server.ts";
import type { LeadOutcomeMessage } from "../lead-outcomes.ts";
import type { LeadRequestContext } from "../lead-request.server.ts";
import type { FieldErrors } from "../schemas/field-errors.ts";
import type { LeadValidation } from "../schemas/lead-form-schemas.ts";
import type { LeadSubject } from "../submit/lead-subject.server.ts";
import type { LeadFormValues } from "./lead-form-definitions.ts";
import {
  type AcceptedUpload,
  CV_UPLOAD,
  type LeadUpload,
  TESTIMONIAL_PHOTO,
} from "./lead-form-uploads.server.ts";

export type FormCheckArgs = {
  ctx: LeadRequestContext;
  subject: LeadSubject;
  now: Date;
  limiters: LeadRateLimiters;
};

/** The form refused whole, with this answer. */
export type FormRefusal = { status: 404 | 409 | 429; message: LeadOutcomeMessage; tone: "error" | "info" };

type ValuesCheckResult = { refusal: FormRefusal } | { fieldErrors: FieldErrors } | null;

type FormServerRules<K extends LeadFormKind> = {
  /** The one file the form takes. */
  upload?: LeadUpload;
  /** Marks fields by what was typed, even when other fields are wrong, so every error shows at once. */
  typed?: (fields: SubmittedFields) => FieldErrors;
  /** Rules on the well-formed values. */
  values?: (values: LeadFormValues[K], args: FormCheckArgs) => Promise<ValuesCheckResult>;
  /** A limit the form's sends count against; counted only for a submission that passed every check. */
  quota?: (values: LeadFormValues[K], args: FormCheckArgs) => Promise<FormRefusal | null>;
};

const LEAD_FORM_RULES: { [K in LeadFormKind]?: FormServerRules<K> } = {
  // A contact request may carry a CV (spec §3 contact options).
  "site-contact": { upload: CV_UPLOAD },
  // A testimonial may carry a photo of its author (spec §3 testimonial image).
  testimonial: { upload: TESTIMONIAL_PHOTO },
  // A visit needs a property that takes visits, and a slot that is still bookable (spec §3 appointment).
  "contact-appointment": {
    values: async (values, { subject, now }) => {
      if (subject.kind !== "property" || !subject.available) {
        return { refusal: { status: 409, message: "LEAD_APPOINTMENTS_FULL", tone: "error" } };
      }
      return isBookable(values.slot, now) ? null : { fieldErrors: { slot: "LEAD_ERROR_SLOT" } };
    },
  },
  "demand-register": {
    // A search alert's account: a common password is refused by the accounts' one list (quality.md).
    typed: (fields) =>
      isCommonPassword(String(fields.password ?? "")) ? { password: "LEAD_ERROR_PASSWORD_COMMON" } : {},
    values: async (values, { ctx }) =>
      (await unknownPropertyTypes(ctx, values.types)) ? { fieldErrors: { types: "LEAD_ERROR_TYPES" } } : null,
  },
  "contact-demand": {
    values: async (values, { ctx }) =>
      (await unknownPropertyTypes(ctx, [values.propertyType]))
        ? { fieldErrors: { propertyType: "LEAD_ERROR_REQUIRED" } }
        : null,
  },
  // Documents are asked of a property that has some (spec §3 document request).
  "document-request": {
    values: async (_values, { subject }) =>
      subject.kind === "property" && subject.documents.length === 0
        ? { refusal: { status: 404, message: "LEAD_DOCUMENTS_NONE", tone: "info" } }
        : null,
  },
  // One friend's address receives only a few recommendations a day, whoever sends them (hardening 2).
  "send-to-friend": {
    quota: async (values, { ctx, limiters, now }) =>
      (await limiters.friendRecipient.hit(ctx.db, values.friendEmail.toLowerCase(), now.getTime()))
        ? null
        : { status: 429, message: "LEAD_FRIEND_RATE_LIMITED", tone: "error" },
  },
};

/** Whether any of a page's forms takes a file: only then may its POST be multipart with a file. */
export function anyFormTakesFiles(forms: readonly LeadFormKind[]): boolean {
  return forms.some((form) => LEAD_FORM_RULES[form]?.upload !== undefined);
}

/** Whether every file part sent is the one `form` takes (a form without an upload takes none). */
export function filesFitForm(form: LeadFormKind, files: SubmittedFiles): boolean {
  const field = LEAD_FORM_RULES[form]?.upload?.field;
  return Object.keys(files).every((name) => name === field);
}

export type FormChecked =
  { refusal: FormRefusal } | { fieldErrors: FieldErrors; upload: AcceptedUpload | null };

/**
 * The server's own rules of the sent form, before it counts against any limit: what was typed, then the
 * well-formed values (a refusal ends there, its file unread), then its file, checked by content.
 */
export async function checkLeadForm(
  form: LeadFormKind,
  sent: { fields: SubmittedFields; files: SubmittedFiles; validation: LeadValidation },
  args: FormCheckArgs,
): Promise<FormChecked> {
  const rules = rulesOf(form);
  const fieldErrors: FieldErrors = { ...rules?.typed?.(sent.fields) };
  if (sent.validation.ok) {
    const checked = await valuesCheckOf(sent.validation.submission, args);
    if (checked && "refusal" in checked) return checked;
    if (checked) Object.assign(fieldErrors, checked.fieldErrors);
  }
  const upload = rules?.upload;
  const file = upload ? sent.files[upload.field] : undefined;
  if (!upload || !file) return { fieldErrors, upload: null };
  const checked = await upload.check(file);
  if ("error" in checked)
    return { fieldErrors: { ...fieldErrors, [upload.field]: checked.error }, upload: null };
  return { fieldErrors, upload: checked };
}

/** Counts the sent form against its own limit, if it has one: for a submission that passed every check. */
export function countLeadFormQuota<K extends LeadFormKind>(
  submission: { form: K; values: LeadFormValues[K] },
  args: FormCheckArgs,
): Promise<FormRefusal | null> {
  const quota = rulesOf(submission.form)?.quota;
  return quota ? quota(submission.values, args) : Promise.resolve(null);
}

function valuesCheckOf<K extends LeadFormKind>(
  submission: { form: K; values: LeadFormValues[K] },
  args: FormCheckArgs,
): Promise<ValuesCheckResult> {
  const check = rulesOf(submission.form)?.values;
  return check ? check(submission.values, args) : Promise.resolve(null);
}

function rulesOf<K extends LeadFormKind>(form: K): FormServerRules<K> | undefined {
  return LEAD_FORM_RULES[form];
}

async function unknownPropertyTypes(ctx: LeadRequestContext, ids: number[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const found = await ctx.db
    .select({ id: propertyTypes.id })
    .from(propertyTypes)
    .where(inArray(propertyTypes.id, ids));
  return found.length !== new Set(ids).size;
}
