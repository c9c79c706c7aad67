// What each lead form writes besides its lead, consent, attribution and e-mails, inside the lead's
// transaction (submit/store-lead.server.ts): a visit held for its confirmation, a document request, a
// search alert, a testimonial waiting for approval; null for a form that writes nothing more. A form
// without an entry here does not compile.
import { randomUUID } from "node:crypto";
import type { Database } from "../../../db/client.server.ts";
import { testimonials } from "../../../db/schema/content.ts";
import { documentRequests, type LeadFormKind, searchAlerts } from "../../../db/schema/leads.ts";
import type { Language } from "../../../i18n/languages.ts";
import { bookVisit } from "../appointments/visit-booking.server.ts";
import type { ConfirmationRef } from "../guard/confirmation-token.server.ts";
import type { MailConfirmation } from "../mail/lead-messages.server.ts";
import { alertCriteriaColumns } from "../schemas/subscription-forms.ts";
import { type CheckedImage, storeOriginal } from "../../import/photo-fetcher.server.ts";
import type { LeadFormValues } from "./lead-form-definitions.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type FormRowsInput<K extends LeadFormKind> = {
  tx: Transaction;
  leadId: string;
  propertyId: number | null;
  /** The visitor's address and language. */
  email: string;
  language: Language;
  values: LeadFormValues[K];
  /** The hash of the form's password, when it has one (never stored in clear). */
  passwordHash: string | null;
  now: Date;
  /** A photo the form carried, checked by its content (the testimonial's). */
  image?: UploadedImage | undefined;
  /** A confirmation link as the e-mails carry it, in the visitor's or the agency's language. */
  confirmationUrl: (reader: "visitor" | "agency", ref: ConfirmationRef) => string;
};

export type UploadedImage = { bytes: Buffer; image: CheckedImage };

export type FormRowsOutcome =
  | {
      kind: "written";
      /** Links the visitor must follow before what they asked for takes effect. */
      confirmations: MailConfirmation[];
      agencyConfirmUrl?: string;
    }
  /** Nothing may be stored: the whole lead is rolled back with this outcome. */
  | { kind: "refused"; outcome: "slot-taken" | "visits-waiting" | "documents-already-requested" };

type FormRowsWriter<K extends LeadFormKind> = (input: FormRowsInput<K>) => Promise<FormRowsOutcome>;

const NOTHING_MORE: FormRowsOutcome = { kind: "written", confirmations: [] };

const FORM_ROWS: { [K in LeadFormKind]: FormRowsWriter<K> | null } = {
  "site-contact": null,
  "contact-me": null,
  "contact-appointment": async ({ tx, leadId, propertyId, email, values, now, confirmationUrl }) => {
    if (propertyId === null) throw new Error("A visit needs a property");
    const booking = await bookVisit(tx, { leadId, propertyId, email, slot: values.slot, now });
    if (booking.kind === "slot-taken") return { kind: "refused", outcome: "slot-taken" };
    if (booking.kind === "too-many-pending") return { kind: "refused", outcome: "visits-waiting" };
    const id = booking.appointmentId;
    return {
      kind: "written",
      confirmations: [
        { kind: "visit", url: confirmationUrl("visitor", { kind: "visit", id, issuedAt: now }) },
      ],
      agencyConfirmUrl: confirmationUrl("agency", { kind: "agency-visit", id, issuedAt: now }),
    };
  },
  "contact-construction": null,
  "contact-demand": null,
  "demand-register": async ({ tx, leadId, email, language, values, passwordHash, now, confirmationUrl }) => {
    const id = randomUUID();
    await tx.insert(searchAlerts).values({
      id,
      leadId,
      email,
      language,
      ...alertCriteriaColumns(values),
      passwordHash: passwordHash ?? "",
      createdAt: now,
    });
    return {
      kind: "written",
      confirmations: [
        { kind: "alert", url: confirmationUrl("visitor", { kind: "alert", id, issuedAt: now }) },
      ],
    };
  },
  "send-to-friend": null,
  "sign-newsletter": null,
  testimonial: async ({ tx, language, values, now, image }) => {
    // Stored as the media store's originals are; its key is served only once the testimonial is approved.
    const imageKey = image ? await storeOriginal(tx, image.bytes, image.image) : null;
    await tx.insert(testimonials).values({
      name: values.name,
      comment: values.comment,
      language,
      website: values.website ?? null,
      postedBy: values.postedBy ?? null,
      imageKey,
      approved: false,
      date: now,
    });
    return NOTHING_MORE;
  },
  "document-request": async ({ tx, leadId, propertyId, email, now }) => {
    if (propertyId === null) throw new Error("Documents belong to a property");
    const requested = await tx
      .insert(documentRequests)
      .values({ leadId, propertyId, email, createdAt: now })
      .onConflictDoNothing()
      .returning({ leadId: documentRequests.leadId });
    if (requested.length === 0) return { kind: "refused", outcome: "documents-already-requested" };
    return NOTHING_MORE;
  },
  "rent-profile": null,
  "purchase-offer": null,
};

/** Writes what form `form` adds to its lead, inside the lead's transaction. */
export async function writeFormRows<K extends LeadFormKind>(
  form: K,
  input: FormRowsInput<K>,
): Promise<FormRowsOutcome> {
  const writer: FormRowsWriter<K> | null = FORM_ROWS[form];
  return writer ? writer(input) : NOTHING_MORE;
}
