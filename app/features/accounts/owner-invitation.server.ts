// Staff invite an owner by e-mail and link properties to them (ADR 0015). Everything of one request — the
// account, its links, the invitation mail in the outbox and the audit entries — is one transaction. There is
// no default password: the invitation link sets the first one.
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { propertyOwners } from "../../db/schema/accounts.ts";
import { properties } from "../../db/schema/listings.ts";
import { InviteeFieldsSchema, inviteAccount, type MailSettings } from "./account-invitation.server.ts";
import { audit } from "./audit-log.server.ts";

/** A property number as typed: 1 to 9 digits, no sign, no leading zero. */
const PropertyIdSchema = z
  .string({ error: "ADMIN_ERROR_PROPERTY" })
  .regex(/^[1-9][0-9]{0,8}$/, { error: "ADMIN_ERROR_PROPERTY" })
  .transform(Number);

export const InviteOwnerSchema = InviteeFieldsSchema.extend({
  /** Property ids separated by commas or spaces; at least one. */
  propertyIds: z
    .string({ error: "ADMIN_ERROR_PROPERTY" })
    .max(500, { error: "ADMIN_ERROR_PROPERTY" })
    .transform((value) => value.split(/[\s,;]+/).filter(Boolean))
    .pipe(
      z
        .array(PropertyIdSchema)
        .min(1, { error: "ADMIN_ERROR_PROPERTY" })
        .max(50, { error: "ADMIN_ERROR_PROPERTY" }),
    ),
});
export type InviteOwner = z.infer<typeof InviteOwnerSchema>;

export const UnlinkOwnerSchema = z.object({ accountId: z.uuid({ error: "ADMIN_ERROR_OWNER" }) });

export type { MailSettings };

export type InvitationOutcome =
  | { ok: true; accountId: string; mailed: boolean }
  | { ok: false; error: "unknown-property" | "not-an-owner" };

async function missingProperties(db: Database, ids: readonly number[]): Promise<boolean> {
  const found = await db
    .select({ id: properties.id })
    .from(properties)
    .where(inArray(properties.id, [...ids]));
  return found.length !== new Set(ids).size;
}

async function link(db: Database, actorId: string, accountId: string, propertyId: number, now: Date) {
  const added = await db
    .insert(propertyOwners)
    .values({ accountId, propertyId, createdAt: now })
    .onConflictDoNothing()
    .returning({ propertyId: propertyOwners.propertyId });
  if (added.length > 0)
    await audit(db, actorId, "property_owner.linked", { kind: "property", id: propertyId }, now);
}

/**
 * Invites `input.email` as an owner of `input.propertyIds`: a new account gets an invitation mail; an
 * owner who has not set a password yet gets a fresh one; an owner who has gets the properties only.
 */
export async function inviteOwner(
  db: Database,
  actorId: string,
  input: InviteOwner,
  mail: MailSettings,
  now: Date,
): Promise<InvitationOutcome> {
  return db.transaction(async (tx) => {
    if (await missingProperties(tx, input.propertyIds)) return { ok: false, error: "unknown-property" };
    const invited = await inviteAccount(tx, actorId, { ...input, role: "owner" }, mail, now);
    if (!invited.ok) return { ok: false, error: "not-an-owner" };
    for (const propertyId of new Set(input.propertyIds))
      await link(tx, actorId, invited.accountId, propertyId, now);
    return { ok: true, accountId: invited.accountId, mailed: invited.mailed };
  });
}

/** Unlinks a property from an owner; false when there was no such link. */
export async function unlinkProperty(
  db: Database,
  actorId: string,
  accountId: string,
  propertyId: number,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(propertyOwners)
      .where(and(eq(propertyOwners.accountId, accountId), eq(propertyOwners.propertyId, propertyId)))
      .returning({ propertyId: propertyOwners.propertyId });
    if (removed.length === 0) return false;
    await audit(tx, actorId, "property_owner.unlinked", { kind: "property", id: propertyId }, now);
    return true;
  });
}
