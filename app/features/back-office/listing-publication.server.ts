// Publishing or unpublishing a listing from the back office: the row's version must be the one the staff
// member saw (else nothing changes and the screen says why), the change and its audit entry are one
// transaction, and the write's public-content notification empties every page cache at once.
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { properties } from "../../db/schema/listings.ts";
import { audit } from "../accounts/audit-log.server.ts";

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const PublicationSchema = z.object({
  propertyId: id,
  version: id,
  published: z.enum(["true", "false"]).transform((value) => value === "true"),
});
export type Publication = z.output<typeof PublicationSchema>;

export type PublicationOutcome = "saved" | "conflict" | "unknown";

export async function setPublication(
  db: Database,
  actorId: string,
  change: Publication,
  now: Date,
): Promise<PublicationOutcome> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(properties)
      .set({ published: change.published, version: sql`${properties.version} + 1` })
      .where(and(eq(properties.id, change.propertyId), eq(properties.version, change.version)))
      .returning({ id: properties.id });
    if (updated.length === 0) {
      const [exists] = await tx
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.id, change.propertyId));
      return exists ? "conflict" : "unknown";
    }
    await audit(
      tx,
      actorId,
      change.published ? "listing.published" : "listing.unpublished",
      { kind: "property", id: change.propertyId },
      now,
    );
    return "saved";
  });
}
