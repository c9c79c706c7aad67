// Withdrawing a listing: sold and rented keep its page with the spec's sold or rented notice (spec §4
// availability, §8); removed deletes it, and its address then answers 410 Gone (the reference stays, so a
// later import of the same reference brings it back under the same id and address).
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import type { WithdrawalReason } from "../../domain/withdrawal.ts";
import { importedListings } from "../../db/schema/imports.ts";
import { projectUnits, properties } from "../../db/schema/listings.ts";
import { type ListingResult, propertyUrl, type Tx } from "./import-listing.server.ts";
import { problem } from "./problem.ts";

export async function withdrawListing(
  db: Database,
  reference: string,
  reason: WithdrawalReason,
): Promise<ListingResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`listing:${reference}`}))`);
    const [stored] = await tx
      .select()
      .from(importedListings)
      .where(eq(importedListings.reference, reference));
    if (!stored) {
      return {
        reference,
        outcome: "rejected",
        warnings: [],
        problem: problem("not-found", 404, "No listing was imported with this reference"),
      };
    }
    const result: ListingResult = {
      reference,
      outcome: "withdrawn",
      propertyId: stored.propertyId,
      url: propertyUrl(stored.propertyId),
      warnings: stored.complianceWarnings,
    };
    if (stored.withdrawn === reason) return { ...result, outcome: "unchanged" };
    if (stored.withdrawn === "removed") {
      return {
        reference,
        outcome: "rejected",
        warnings: [],
        problem: problem("listing-gone", 410, "The listing was removed; import it again to bring it back"),
      };
    }
    if (reason === "removed") {
      await tx
        .update(projectUnits)
        .set({ propertyId: null })
        .where(eq(projectUnits.propertyId, stored.propertyId));
      await tx.delete(properties).where(eq(properties.id, stored.propertyId));
      await markWithdrawn(tx, reference, reason);
    } else {
      await markOffMarket(tx, stored.propertyId, reference, reason);
    }
    return result;
  });
}

/**
 * A listing sold or rented: its page stays with the spec's notice. Also how the listing form keeps a sold
 * listing sold when staff correct its texts (the import's upsert alone would publish it again).
 */
export async function markOffMarket(
  tx: Tx,
  propertyId: number,
  reference: string,
  reason: Exclude<WithdrawalReason, "removed">,
): Promise<void> {
  await tx
    .update(properties)
    .set({ status: reason, updatedAt: new Date(), version: sql`${properties.version} + 1` })
    .where(eq(properties.id, propertyId));
  await markWithdrawn(tx, reference, reason);
}

async function markWithdrawn(tx: Tx, reference: string, reason: WithdrawalReason): Promise<void> {
  // The fingerprint is cleared: the same payload sent again after a withdrawal is a new publication.
  await tx
    .update(importedListings)
    .set({ withdrawn: reason, payloadHash: "", updatedAt: new Date() })
    .where(eq(importedListings.reference, reference));
}
