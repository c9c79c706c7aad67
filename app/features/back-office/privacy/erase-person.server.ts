// Erasing a person (GDPR): every row found for their address goes in ONE transaction with an audit entry
// that keeps only counts; then their files (CVs, e-mails kept on disk, a testimonial photo's resized
// copies) are removed. A testimonial's photo goes with it, unless the same picture is still used elsewhere. A staff member's
// address is refused as a whole: staff accounts are closed on the users screen, not here.
import { rm } from "node:fs/promises";
import { and, eq, inArray, notExists } from "drizzle-orm";
import type { Database } from "../../../db/client.server.ts";
import { accounts } from "../../../db/schema/accounts.ts";
import { testimonials } from "../../../db/schema/content.ts";
import { mediaOriginals } from "../../../db/schema/imports.ts";
import { photos } from "../../../db/schema/listings.ts";
import {
  documentRequests,
  leads,
  newsletterSubscriptions,
  outboxMessages,
  searchAlerts,
} from "../../../db/schema/leads.ts";
import { isStaff } from "../../accounts/account-context.ts";
import { audit } from "../../accounts/audit-log.server.ts";
import {
  countsSubject,
  type PersonalDataCounts,
  personalData,
  personalDataCounts,
  uploadedImageKeys,
} from "./personal-data.server.ts";

export type EraseOutcome =
  { kind: "erased"; counts: PersonalDataCounts; filesLeft: number } | { kind: "staff" };

const keys = <T>(rows: T[], key: (row: T) => string | number) => [...new Set(rows.map(key))];

export async function erasePerson(
  db: Database,
  actorId: string,
  email: string,
  dataDir: string | undefined,
  now: Date,
): Promise<EraseOutcome> {
  const outcome = await db.transaction(async (tx) => {
    // Read inside the transaction, so what is erased is what was counted.
    const found = await personalData(tx, email, dataDir);
    if (found.accounts.some((account) => isStaff(account))) return { kind: "staff" as const };
    const messageIds = keys(found.messages, (row) => row.id).map(Number);
    const alertIds = keys(found.searchAlerts, (row) => row.id).map(String);
    const subscriptionIds = keys(found.newsletterSubscriptions, (row) => row.id).map(String);
    const documentLeads = keys(found.documentRequests, (row) => row.leadId).map(String);
    const testimonialIds = keys(found.testimonials, (row) => row.id).map(Number);
    const accountIds = keys(found.accounts, (row) => row.id).map(String);
    const leadIds = [...new Set([...keys(found.leads, (row) => row.id).map(String), ...documentLeads])];
    if (messageIds.length > 0) await tx.delete(outboxMessages).where(inArray(outboxMessages.id, messageIds));
    if (alertIds.length > 0) await tx.delete(searchAlerts).where(inArray(searchAlerts.id, alertIds));
    if (subscriptionIds.length > 0) {
      await tx.delete(newsletterSubscriptions).where(inArray(newsletterSubscriptions.id, subscriptionIds));
    }
    if (documentLeads.length > 0) {
      await tx.delete(documentRequests).where(inArray(documentRequests.leadId, documentLeads));
    }
    if (testimonialIds.length > 0)
      await tx.delete(testimonials).where(inArray(testimonials.id, testimonialIds));
    // Content-addressed: the same picture may be a listing's photo or another testimonial's, which keep it.
    const imageKeys = uploadedImageKeys(found.testimonials);
    if (imageKeys.length > 0) {
      await tx
        .delete(mediaOriginals)
        .where(
          and(
            inArray(mediaOriginals.imageKey, imageKeys),
            notExists(tx.select().from(photos).where(eq(photos.imageKey, mediaOriginals.imageKey))),
            notExists(
              tx.select().from(testimonials).where(eq(testimonials.imageKey, mediaOriginals.imageKey)),
            ),
          ),
        );
    }
    // Consents, attributions, appointments and CV records go with their lead (ON DELETE CASCADE);
    // sessions, password links and property links with their account.
    if (leadIds.length > 0) await tx.delete(leads).where(inArray(leads.id, leadIds));
    if (accountIds.length > 0) await tx.delete(accounts).where(inArray(accounts.id, accountIds));
    const counts = personalDataCounts(found);
    await audit(tx, actorId, "privacy.erased", { kind: "privacy_request", id: countsSubject(counts) }, now);
    return { kind: "erased" as const, counts, files: found.files };
  });
  if (outcome.kind === "staff") return outcome;
  // Files go once their records are gone: a failed transaction leaves the person's data whole.
  let filesLeft = 0;
  for (const file of outcome.files) {
    await rm(file, { force: true }).catch(() => {
      filesLeft += 1;
    });
  }
  return { kind: "erased", counts: outcome.counts, filesLeft };
}
