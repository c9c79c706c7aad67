// A lead form's POST, from the bytes on the wire to the outcome: origin check, bounded reading, the form
// allowed on this page, rate limits, honeypot, time trap and ticket (bound to this client), the form's
// schema, the challenge, the form's own server rules and file (forms/lead-form-checks.server.ts), and the
// one transaction that stores it all. Bad input is always a 4xx with a translated message; only a
// well-formed attempt counts against the visitor's rate limits. No form is named here.
import { goalOf } from "../../../domain/listing-goal.ts";
import { pagePathOf } from "../../../page-path.ts";
import type { LeadFormKind } from "../../../db/schema/leads.ts";
import {
  captchaSolved,
  checkTicketAge,
  type FormTicket,
  issueTicket,
  openTicket,
} from "../guard/form-ticket.server.ts";
import { isSameOriginPost } from "../guard/origin-check.ts";
import { countWellFormedAttempt, type LeadRateLimiters, rateLimited } from "../guard/rate-limiter.server.ts";
import { readSubmission, type SubmittedFields } from "../guard/read-submission.server.ts";
import { siteKey } from "../guard/site-secret.server.ts";
import type { LeadFormRefusal } from "../lead-form-state.ts";
import type { LeadOutcomeMessage } from "../lead-outcomes.ts";
import { successPath } from "../lead-outcome-path.ts";
import {
  anyFormTakesFiles,
  checkLeadForm,
  countLeadFormQuota,
  filesFitForm,
  type FormRefusal,
} from "../forms/lead-form-checks.server.ts";
import type { StagedUpload } from "../forms/lead-form-uploads.server.ts";
import { isLeadFormKind } from "../forms/lead-form-definitions.ts";
import { propertyOffersForm } from "../subject-lead-forms.ts";
import { attributionOf, type LeadRequestContext } from "../lead-request.server.ts";
import type { FieldErrors } from "../schemas/field-errors.ts";
import { leadFormFields, validateLeadForm } from "../schemas/lead-form-schemas.ts";
import { findProjectSubject, findPropertySubject, type LeadSubject } from "./lead-subject.server.ts";
import { storeLead, type StoreLeadOutcome } from "./store-lead.server.ts";

/** The forms a page accepts and what they are about. */
export type LeadTarget = { forms: readonly LeadFormKind[]; propertyId?: number; projectId?: number };

export type LeadOutcome =
  | { kind: "redirect"; location: string }
  | { kind: "refused"; status: 400 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 503; state: LeadFormRefusal };

export type SubmissionDeps = { limiters: LeadRateLimiters; now: () => Date; log: (line: string) => void };

type Refusal = {
  status: Extract<LeadOutcome, { kind: "refused" }>["status"];
  message: LeadOutcomeMessage;
  fieldErrors?: FieldErrors;
  tone?: FormRefusal["tone"];
};

/** The answer to a lead the store did not take; what was typed is sent back with a fresh ticket. */
const NOT_STORED: Record<Exclude<StoreLeadOutcome["kind"], "stored" | "duplicate">, Refusal> = {
  "key-reused": { status: 400, message: "LEAD_EXPIRED" },
  "slot-taken": { status: 409, message: "LEAD_APPOINTMENTS_FULL", fieldErrors: { slot: "LEAD_ERROR_SLOT" } },
  "visits-waiting": { status: 429, message: "LEAD_VISITS_WAITING" },
  "confirmation-limit": { status: 429, message: "LEAD_CONFIRMATION_LIMIT" },
  "documents-already-requested": { status: 409, message: "LEAD_DOCUMENTS_ALREADY", tone: "info" },
};

const HONEYPOT = "homepage";
const NEVER_ECHOED = new Set(["password", "passwordConfirm", "captcha"]);

/** What the visitor typed, for the page sent back: only the form's own fields, never a secret. */
function echoValues(form: LeadFormKind, fields: SubmittedFields): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const name of leadFormFields(form)) {
    const value = fields[name];
    if (value === undefined || NEVER_ECHOED.has(name)) continue;
    values[name] = Array.isArray(value)
      ? value.slice(0, 30).map((item) => item.slice(0, 5000))
      : value.slice(0, 5000);
  }
  return values;
}

async function subjectOf(ctx: LeadRequestContext, target: LeadTarget): Promise<LeadSubject | null> {
  if (target.propertyId !== undefined) return findPropertySubject(ctx.db, target.propertyId, ctx.language);
  if (target.projectId !== undefined) return findProjectSubject(ctx.db, target.projectId, ctx.language);
  return { kind: "site" };
}

export async function handleLeadSubmission(
  request: Request,
  ctx: LeadRequestContext,
  target: LeadTarget,
  deps: SubmissionDeps,
): Promise<LeadOutcome> {
  const refuse = (
    status: Extract<LeadOutcome, { kind: "refused" }>["status"],
    message: LeadOutcomeMessage,
    extra: Partial<LeadFormRefusal> = {},
  ): LeadOutcome => ({
    kind: "refused",
    status,
    state: { form: null, tone: "error", message, fieldErrors: {}, values: {}, ...extra },
  });

  if (request.method !== "POST") return refuse(405, "LEAD_BAD_REQUEST");
  if (!isSameOriginPost(request, ctx.origin)) return refuse(403, "LEAD_CROSS_ORIGIN");
  const submitted = await readSubmission(request, { allowFiles: anyFormTakesFiles(target.forms) });
  if (!submitted.ok)
    return refuse(submitted.status, submitted.status === 413 ? "LEAD_TOO_LARGE" : "LEAD_BAD_REQUEST");
  const { fields, files } = submitted;
  const form = fields._form;
  if (!isLeadFormKind(form) || !target.forms.includes(form)) return refuse(400, "LEAD_UNKNOWN_FORM");
  if (!filesFitForm(form, files)) return refuse(400, "LEAD_BAD_REQUEST");

  const now = deps.now();
  const values = echoValues(form, fields);
  const ticketKey = await siteKey(ctx.db, "form-ticket");
  const freshTicket = (issuedAt?: number) =>
    issueTicket(ticketKey, form, ctx.client, now.getTime(), issuedAt);
  const refuseForm = (
    status: Extract<LeadOutcome, { kind: "refused" }>["status"],
    message: LeadOutcomeMessage,
    fieldErrors: FieldErrors = {},
    issuedAt?: number,
    tone: LeadFormRefusal["tone"] = "error",
  ) => refuse(status, message, { form, values, fieldErrors, tone, ticket: freshTicket(issuedAt) });

  // Only looked at here: what counts is a well-formed attempt, further down.
  if (await rateLimited(ctx.db, deps.limiters, ctx.clientAddress, form, now.getTime())) {
    return refuseForm(429, "LEAD_RATE_LIMITED");
  }
  const subject = await subjectOf(ctx, target);
  if (!subject) return refuseForm(404, "LEAD_SUBJECT_GONE");
  // A rent profile is for a rental, a purchase offer for a sale (spec §3).
  if (subject.kind === "property" && !propertyOffersForm(form, subject.goal)) {
    return refuse(400, "LEAD_UNKNOWN_FORM");
  }
  const pagePath = pagePathOf(request);

  // A filled honeypot is a script: it is told "thank you" and nothing is stored.
  const honeypot = fields[HONEYPOT];
  if (typeof honeypot !== "string" || honeypot !== "") {
    deps.log(`Leads: ${form} dropped (honeypot) from ${ctx.clientAddress}`);
    return { kind: "redirect", location: successPath(form, ctx.language, pagePath) };
  }

  const ticket: FormTicket | null = openTicket(ticketKey, fields._ticket);
  // A ticket from another client (another cookie) is refused like an expired one: a person whose
  // client value expired sends again with the fresh ticket; a script cannot replay harvested tickets.
  if (!ticket || ticket.form !== form || ticket.client !== ctx.client) return refuseForm(400, "LEAD_EXPIRED");
  const age = checkTicketAge(ticket, now.getTime());
  if (age === "too-fast") return refuseForm(400, "LEAD_TOO_FAST", {}, ticket.issuedAt);
  if (age === "expired") return refuseForm(400, "LEAD_EXPIRED");

  const rental = subject.kind === "property" && goalOf(subject.goal) === "rent";
  const validation = validateLeadForm(form, fields, { rental });
  const args = { ctx, subject, now, limiters: deps.limiters };
  const checked = await checkLeadForm(form, { fields, files, validation }, args);
  if ("refusal" in checked) {
    const { status, message, tone } = checked.refusal;
    return refuseForm(status, message, {}, ticket.issuedAt, tone);
  }
  const fieldErrors: FieldErrors = validation.ok ? {} : { ...validation.errors };
  if (!captchaSolved(ticket, { captcha: fields.captcha, work: fields.work }))
    fieldErrors.captcha = "LEAD_ERROR_CAPTCHA";
  // The schema's message for a field comes first: the form's own rules speak of what it let through.
  for (const [field, error] of Object.entries(checked.fieldErrors)) fieldErrors[field] ??= error;
  if (!validation.ok || Object.keys(fieldErrors).length > 0) {
    return refuseForm(400, "LEAD_CHECK_FIELDS", fieldErrors, ticket.issuedAt);
  }
  if (!(await countWellFormedAttempt(ctx.db, deps.limiters, ctx.clientAddress, form, now.getTime()))) {
    return refuseForm(429, "LEAD_RATE_LIMITED", {}, ticket.issuedAt);
  }
  const overQuota = await countLeadFormQuota(validation.submission, args);
  if (overQuota) return refuseForm(overQuota.status, overQuota.message, {}, ticket.issuedAt, overQuota.tone);

  let upload: StagedUpload | undefined;
  try {
    upload = await checked.upload?.stage(ctx.dataDir);
    const outcome = await storeLead(ctx.db, {
      submission: validation.submission,
      submissionKey: ticket.nonce,
      language: ctx.language,
      subject,
      attribution: attributionOf(fields),
      agency: ctx.agency,
      agencyLanguage: ctx.agencyLanguage,
      origin: ctx.origin,
      confirmKey: await siteKey(ctx.db, "confirmation"),
      ...upload?.attach,
      now,
    });
    if (outcome.kind !== "stored") await upload?.discard();
    if (outcome.kind === "stored" || outcome.kind === "duplicate") {
      return { kind: "redirect", location: successPath(form, ctx.language, pagePath) };
    }
    const { status, message, fieldErrors: marked = {}, tone } = NOT_STORED[outcome.kind];
    return refuseForm(status, message, marked, ticket.issuedAt, tone);
  } catch (error) {
    await upload?.discard().catch(() => {});
    deps.log(
      `Leads: a ${form} could not be stored: ${error instanceof Error ? error.message : String(error)}`,
    );
    // Spec §8: only a lead that could not be stored is "not sent"; an SMTP failure never shows here.
    return refuseForm(503, "LEAD_SEND_FAILED", {}, ticket.issuedAt);
  }
}
