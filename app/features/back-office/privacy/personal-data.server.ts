// Everything the site stores about one e-mail address (GDPR access and erasure requests): the person's
// leads with their consents, attribution, appointments, document requests and CVs, their search alerts,
// newsletter subscription, account, the e-mails written to or for them, the testimonials they sent, and
// the files on disk that belong to them (CVs, e-mails kept as files). Addresses match whatever their case.
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { type AnyColumn, and, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server.ts";
import { accounts, propertyOwners, sessions } from "../../../db/schema/accounts.ts";
import { testimonials } from "../../../db/schema/content.ts";
import { cachedVariantFiles } from "../../media/cached-variants.server.ts";
import { parseImportedImageKey } from "../../media/imported-image-key.ts";
import {
  appointments,
  cvUploads,
  documentRequests,
  leadAttributions,
  leadConsents,
  leads,
  newsletterSubscriptions,
  outboxMessages,
  searchAlerts,
} from "../../../db/schema/leads.ts";
import { OUTBOX_MESSAGE_COLUMNS } from "../leads-inbox/lead-inbox.server.ts";

const same = (column: AnyColumn, email: string) => sql`lower(${column}) = ${email}`;

/** The address as stored addresses are compared: trimmed, lower case. */
export function addressKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The stored CV file of `storedName` (a generated name, never a path). */
export function cvFilePath(dataDir: string, storedName: string): string {
  return path.join(dataDir, "uploads", "cv", path.basename(storedName));
}

/** The e-mails the file transport kept on disk for outbox messages `ids` (`<stamp>-<id>.eml`). */
export async function mailFiles(dataDir: string, ids: readonly number[]): Promise<string[]> {
  const directory = path.join(dataDir, "mail");
  if (ids.length === 0 || !existsSync(directory)) return [];
  const wanted = new Set(ids.map((id) => `-${id}.eml`));
  const names = await readdir(directory);
  return names
    .filter((name) => wanted.has(name.slice(name.lastIndexOf("-"))))
    .map((name) => path.join(directory, name));
}

/** Everything stored about `email` (already an `addressKey`), as rows; no password hash is ever read. */
export async function personalData(db: Database, email: string, dataDir: string | undefined) {
  const leadRows = await db.select().from(leads).where(same(leads.email, email)).orderBy(leads.createdAt);
  const leadIds = leadRows.map((lead) => lead.id);
  const ofLeads = (column: AnyColumn) => (leadIds.length > 0 ? inArray(column, leadIds) : sql`false`);
  const [consents, attributions, visits, documents, cvs, alerts, newsletter, accountRows, messages] =
    await Promise.all([
      db.select().from(leadConsents).where(ofLeads(leadConsents.leadId)),
      db.select().from(leadAttributions).where(ofLeads(leadAttributions.leadId)),
      db.select().from(appointments).where(ofLeads(appointments.leadId)),
      db
        .select()
        .from(documentRequests)
        .where(or(ofLeads(documentRequests.leadId), same(documentRequests.email, email))),
      db.select().from(cvUploads).where(ofLeads(cvUploads.leadId)),
      db
        .select({
          id: searchAlerts.id,
          leadId: searchAlerts.leadId,
          email: searchAlerts.email,
          language: searchAlerts.language,
          goal: searchAlerts.goal,
          typeIds: searchAlerts.typeIds,
          zips: searchAlerts.zips,
          towns: searchAlerts.towns,
          minPrice: searchAlerts.minPrice,
          maxPrice: searchAlerts.maxPrice,
          minBedrooms: searchAlerts.minBedrooms,
          maxBedrooms: searchAlerts.maxBedrooms,
          frequency: searchAlerts.frequency,
          createdAt: searchAlerts.createdAt,
          confirmedAt: searchAlerts.confirmedAt,
          unsubscribedAt: searchAlerts.unsubscribedAt,
          pausedAt: searchAlerts.pausedAt,
        })
        .from(searchAlerts)
        .where(or(ofLeads(searchAlerts.leadId), same(searchAlerts.email, email))),
      db
        .select()
        .from(newsletterSubscriptions)
        .where(or(ofLeads(newsletterSubscriptions.leadId), same(newsletterSubscriptions.email, email))),
      db
        .select({
          id: accounts.id,
          email: accounts.email,
          displayName: accounts.displayName,
          language: accounts.language,
          role: accounts.role,
          createdAt: accounts.createdAt,
          passwordChangedAt: accounts.passwordChangedAt,
        })
        .from(accounts)
        .where(same(accounts.email, email)),
      db
        .select(OUTBOX_MESSAGE_COLUMNS)
        .from(outboxMessages)
        .where(
          or(
            ofLeads(outboxMessages.leadId),
            same(outboxMessages.recipient, email),
            same(outboxMessages.replyTo, email),
          ),
        )
        .orderBy(outboxMessages.id),
    ]);
  const accountIds = accountRows.map((account) => account.id);
  const [ownedProperties, sessionRows] =
    accountIds.length > 0
      ? await Promise.all([
          db.select().from(propertyOwners).where(inArray(propertyOwners.accountId, accountIds)),
          db
            .select({
              accountId: sessions.accountId,
              createdAt: sessions.createdAt,
              lastSeenAt: sessions.lastSeenAt,
            })
            .from(sessions)
            .where(inArray(sessions.accountId, accountIds)),
        ])
      : [[], []];
  // A testimonial keeps no address: it is the one its sender's testimonial lead describes, written with the
  // same comment in the same transaction (same moment), whatever name staff have since shown for it.
  const sent = leadRows
    .filter((lead) => lead.form === "testimonial")
    .map((lead) => ({ at: lead.createdAt, comment: lead.payload.comment }))
    .filter((item): item is { at: Date; comment: string } => typeof item.comment === "string");
  const testimonialRows =
    sent.length > 0
      ? await db
          .select()
          .from(testimonials)
          .where(
            or(
              ...sent.map((item) =>
                and(eq(testimonials.comment, item.comment), eq(testimonials.date, item.at)),
              ),
            ),
          )
      : [];
  const files = dataDir
    ? [
        ...cvs.map((cv) => cvFilePath(dataDir, cv.storedName)).filter((file) => existsSync(file)),
        ...(await mailFiles(
          dataDir,
          messages.map((message) => message.id),
        )),
        // A testimonial's photo: its resized copies in the media cache (the original is a row).
        ...(await cachedVariantFiles(dataDir, uploadedImageKeys(testimonialRows))),
      ]
    : [];
  return {
    leads: leadRows,
    consents,
    attributions,
    appointments: visits,
    documentRequests: documents,
    cvs,
    searchAlerts: alerts,
    newsletterSubscriptions: newsletter,
    accounts: accountRows,
    propertyOwners: ownedProperties,
    sessions: sessionRows,
    messages,
    testimonials: testimonialRows,
    files,
  };
}

export type PersonalData = Awaited<ReturnType<typeof personalData>>;

/** The keys of the photos the person uploaded with their testimonials (stored in media_originals). */
export function uploadedImageKeys(rows: readonly { imageKey: string | null }[]): string[] {
  return [
    ...new Set(
      rows.flatMap((row) => (row.imageKey && parseImportedImageKey(row.imageKey) ? [row.imageKey] : [])),
    ),
  ];
}

/** How many of each kind were found: what the screen lists and the audit log keeps (no personal data). */
export function personalDataCounts(found: PersonalData) {
  return {
    leads: found.leads.length,
    consents: found.consents.length,
    attributions: found.attributions.length,
    appointments: found.appointments.length,
    documentRequests: found.documentRequests.length,
    searchAlerts: found.searchAlerts.length,
    newsletter: found.newsletterSubscriptions.length,
    accounts: found.accounts.length,
    cvs: found.cvs.length,
    testimonials: found.testimonials.length,
    messages: found.messages.length,
  };
}

export type PersonalDataCounts = ReturnType<typeof personalDataCounts>;

export function totalOf(counts: PersonalDataCounts): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

/** The audit entry's subject: the counts, written `leads:2,consents:2,…` (nothing that names anyone). */
export function countsSubject(counts: PersonalDataCounts): string {
  return Object.entries(counts)
    .map(([kind, n]) => `${kind}:${n}`)
    .join(",");
}
