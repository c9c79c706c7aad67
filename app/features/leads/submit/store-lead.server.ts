// Stores a lead with its consent, its attribution, what the form asked for (a visit, an alert, a
// subscription, a testimonial, a CV) and its outgoing e-mails in ONE transaction, before any e-mail is
// attempted (a transactional outbox). The form's per-render key makes a resubmission find the first lead.
// A visit, an alert and a newsletter sign-up wait for the visitor's e-mail confirmation (ADR 0010).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server.ts";
import { pages } from "../../../db/schema/content.ts";
import {
  cvUploads,
  leadAttributions,
  leadConsents,
  leads,
  outboxMessages,
} from "../../../db/schema/leads.ts";
import { propertyTypes } from "../../../db/schema/listings.ts";
import type { Language } from "../../../i18n/languages.ts";
import { leadPagePath } from "../../../i18n/route-table.ts";
import { hashPassword } from "../../accounts/password-hash.server.ts";
import { lockAddress, mayMailConfirmation } from "../confirmation/confirmation-mail-limit.server.ts";
import { requestNewsletterConfirmation } from "../confirmation/subscription-confirmation.server.ts";
import { type ConfirmationRef, confirmationToken } from "../guard/confirmation-token.server.ts";
import type { StoredCv } from "../guard/cv-upload.server.ts";
import type { UploadedImage } from "../forms/lead-form-rows.server.ts";
import { digestOf } from "../guard/site-secret.server.ts";
import { LEAD_FORM_DEFINITIONS } from "../forms/lead-form-definitions.ts";
import { writeFormRows } from "../forms/lead-form-rows.server.ts";
import type { Attribution } from "../attribution-fields.ts";
import { composeLeadMessages, type MailConfirmation, visitorOf } from "../mail/lead-messages.server.ts";
import type { SummaryLookups } from "../mail/lead-summary.ts";
import { notifyOutbox } from "../outbox/outbox-signal.server.ts";
import type { LeadSubmission } from "../schemas/lead-form-schemas.ts";
import type { LeadSubject } from "./lead-subject.server.ts";

export type StoreLeadInput = {
  submission: LeadSubmission;
  /** The form ticket's per-render key. */
  submissionKey: string;
  language: Language;
  subject: LeadSubject;
  attribution: Attribution;
  agency: { name: string; email: string };
  agencyLanguage: Language;
  origin: string;
  /** The site's key for confirmation links (`siteKey(db, "confirmation")`). */
  confirmKey: Buffer;
  cv?: StoredCv;
  /** A testimonial's checked photo, stored with the testimonial in the lead's transaction. */
  image?: UploadedImage;
  now: Date;
};

export type StoreLeadOutcome =
  | { kind: "stored"; leadId: string }
  /** The same form sent again (double click, resubmitted page): nothing new is stored. */
  | { kind: "duplicate"; leadId: string }
  /** A ticket already used for a different request: the visitor must send a fresh form. */
  | { kind: "key-reused" }
  | { kind: "slot-taken" }
  /** The address already has as many unconfirmed visits waiting as it may. */
  | { kind: "visits-waiting" }
  /** The address was sent as many confirmation e-mails today as it may be. */
  | { kind: "confirmation-limit" }
  | { kind: "documents-already-requested" };

class Rollback extends Error {
  readonly outcome: StoreLeadOutcome;
  constructor(outcome: StoreLeadOutcome) {
    super(outcome.kind);
    this.outcome = outcome;
  }
}

/** The values kept with the lead: everything validated except secrets. */
function storedPayload(submission: LeadSubmission, cv: StoredCv | undefined): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(submission.values)) {
    if (field === "password" || field === "passwordConfirm" || value === undefined) continue;
    payload[field] = value;
  }
  if (cv) payload.cv = cv.originalName;
  return payload;
}

async function privacyStatementVersion(db: Database): Promise<string> {
  const [page] = await db
    .select({ modifyDate: pages.modifyDate })
    .from(pages)
    .where(eq(pages.path, "/privacy/"))
    .limit(1);
  return page ? page.modifyDate.toISOString() : "unversioned";
}

async function summaryLookups(db: Database): Promise<(language: Language) => SummaryLookups> {
  const rows = await db.select({ id: propertyTypes.id, names: propertyTypes.names }).from(propertyTypes);
  return (language) => ({
    propertyTypeNames: new Map(
      rows.map((row) => [row.id, row.names[language] ?? row.names.nl ?? String(row.id)]),
    ),
  });
}

function wantsNewsletter(submission: LeadSubmission): boolean {
  if (LEAD_FORM_DEFINITIONS[submission.form].asksNewsletter) return true;
  return "newsletter" in submission.values && submission.values.newsletter === true;
}

/** Forms whose whole point waits for the confirmation: without its e-mail they store nothing. */
function confirmationRequired(submission: LeadSubmission): boolean {
  return LEAD_FORM_DEFINITIONS[submission.form].waitsForConfirmation === true;
}

/** A confirmation link as the e-mails carry it: the configured origin, the page in a language, the token. */
function confirmationUrl(input: StoreLeadInput, language: Language, ref: ConfirmationRef): string {
  return `${input.origin}${leadPagePath("confirm", language)}?token=${confirmationToken(input.confirmKey, ref)}`;
}

export async function storeLead(db: Database, input: StoreLeadInput): Promise<StoreLeadOutcome> {
  const { submission, subject, now } = input;
  const leadId = randomUUID();
  const payload = storedPayload(submission, input.cv);
  const payloadDigest = digestOf(JSON.stringify([submission.form, payload]));
  const visitor = visitorOf(submission);
  // A form with a password (the demand register's account) keeps only its hash (storedPayload drops it).
  const passwordHash =
    "password" in submission.values ? await hashPassword(submission.values.password) : null;
  const [statementVersion, lookups] = await Promise.all([privacyStatementVersion(db), summaryLookups(db)]);
  const propertyId = subject.kind === "property" ? subject.id : null;

  let outcome: StoreLeadOutcome;
  try {
    outcome = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(leads)
        .values({
          id: leadId,
          form: submission.form,
          submissionKey: input.submissionKey,
          payloadDigest,
          language: input.language,
          propertyId,
          projectId: subject.kind === "project" ? subject.id : null,
          email: visitor.email,
          firstName: visitor.firstName ?? null,
          lastName: visitor.lastName ?? null,
          phone: visitor.phone ?? null,
          payload,
          createdAt: now,
        })
        .onConflictDoNothing({ target: leads.submissionKey })
        .returning({ id: leads.id });
      if (inserted.length === 0) return { kind: "duplicate", leadId: "" };

      await tx
        .insert(leadConsents)
        .values([
          { leadId, kind: "privacy", givenAt: now, statementVersion },
          ...(wantsNewsletter(submission)
            ? [{ leadId, kind: "newsletter" as const, givenAt: now, statementVersion }]
            : []),
        ]);
      if (Object.values(input.attribution).some(Boolean)) {
        await tx.insert(leadAttributions).values({ leadId, ...input.attribution });
      }

      const confirmations: MailConfirmation[] = [];
      const wantsConfirmation = confirmationRequired(submission) || wantsNewsletter(submission);
      if (wantsConfirmation) await lockAddress(tx, visitor.email);
      const mayMail = wantsConfirmation && (await mayMailConfirmation(tx, visitor.email, now));
      if (confirmationRequired(submission) && !mayMail) throw new Rollback({ kind: "confirmation-limit" });
      // A newsletter box ticked on another form is asked for only while the address may be mailed.
      if (wantsNewsletter(submission) && mayMail) {
        const id = await requestNewsletterConfirmation(tx, {
          id: randomUUID(),
          email: visitor.email,
          language: input.language,
          leadId,
          now,
        });
        const ref: ConfirmationRef = { kind: "newsletter", id, issuedAt: now };
        confirmations.push({ kind: "newsletter", url: confirmationUrl(input, input.language, ref) });
      }

      const rows = await writeFormRows(submission.form, {
        tx,
        leadId,
        propertyId,
        email: visitor.email,
        language: input.language,
        values: submission.values,
        passwordHash,
        now,
        image: input.image,
        confirmationUrl: (reader, ref) =>
          confirmationUrl(input, reader === "agency" ? input.agencyLanguage : input.language, ref),
      });
      if (rows.kind === "refused") throw new Rollback({ kind: rows.outcome });
      // The form's own confirmation comes first in the e-mail, a newsletter box's after it.
      confirmations.unshift(...rows.confirmations);
      const { agencyConfirmUrl } = rows;
      if (input.cv) {
        const { storedName, originalName, contentType, sizeBytes } = input.cv;
        await tx.insert(cvUploads).values({ leadId, storedName, originalName, contentType, sizeBytes });
      }

      const messages = composeLeadMessages({
        leadId,
        submission,
        language: input.language,
        agencyLanguage: input.agencyLanguage,
        agency: input.agency,
        subject,
        origin: input.origin,
        lookups,
        attribution: input.attribution,
        confirmations,
        ...(agencyConfirmUrl ? { agencyConfirmUrl } : {}),
        ...(input.cv ? { cv: input.cv } : {}),
      });
      await tx
        .insert(outboxMessages)
        .values(messages.map((message) => ({ ...message, createdAt: now, nextAttemptAt: now })));
      return { kind: "stored", leadId };
    });
  } catch (error) {
    if (error instanceof Rollback) return error.outcome;
    throw error;
  }

  if (outcome.kind === "duplicate") {
    const [first] = await db
      .select({ id: leads.id, payloadDigest: leads.payloadDigest })
      .from(leads)
      .where(eq(leads.submissionKey, input.submissionKey));
    if (!first || first.payloadDigest !== payloadDigest) return { kind: "key-reused" };
    return { kind: "duplicate", leadId: first.id };
  }
  notifyOutbox();
  return outcome;
}
