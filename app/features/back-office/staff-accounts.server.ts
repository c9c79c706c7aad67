// The users screen's reads and writes: every staff and owner account, inviting a staff member (the owner
// invitation's flow, for a staff role), changing a staff member's role (version-checked; never the last
// admin, never one's own), and signing an account out everywhere. Each change and its audit entry are one
// transaction; audit entries name account ids only.
import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { type AccountRole, accounts, sessions } from "../../db/schema/accounts.ts";
import {
  InviteeFieldsSchema,
  inviteAccount,
  type MailSettings,
} from "../accounts/account-invitation.server.ts";
import { audit } from "../accounts/audit-log.server.ts";
import { endAllSessions } from "../accounts/sessions.server.ts";

const STAFF_ROLES = ["agent", "admin"] as const;
type StaffRole = (typeof STAFF_ROLES)[number];

export const InviteStaffSchema = InviteeFieldsSchema.extend({
  role: z.enum(STAFF_ROLES, { error: "ACCOUNT_ERROR_REQUIRED" }),
});
export type InviteStaff = z.output<typeof InviteStaffSchema>;

const version = z.coerce.number().int().positive().max(2_147_483_647);

export const ChangeRoleSchema = z.object({
  accountId: z.uuid(),
  version,
  role: z.enum(STAFF_ROLES),
});
export type ChangeRole = z.output<typeof ChangeRoleSchema>;

export const RevokeSessionsSchema = z.object({ accountId: z.uuid() });

export type AccountListing = {
  id: string;
  email: string;
  displayName: string;
  role: AccountRole;
  version: number;
  invited: boolean;
  sessions: number;
};

export async function listAccounts(db: Database, now: Date): Promise<AccountListing[]> {
  const live = db
    .select({ accountId: sessions.accountId, live: count().as("live") })
    .from(sessions)
    .where(and(gt(sessions.idleExpiresAt, now), gt(sessions.absoluteExpiresAt, now)))
    .groupBy(sessions.accountId)
    .as("live");
  const rows = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      displayName: accounts.displayName,
      role: accounts.role,
      version: accounts.version,
      invited: sql<boolean>`${accounts.passwordHash} is null`,
      sessions: sql<number>`coalesce(${live.live}, 0)`.mapWith(Number),
    })
    .from(accounts)
    .leftJoin(live, eq(live.accountId, accounts.id))
    .where(inArray(accounts.role, ["owner", ...STAFF_ROLES]))
    .orderBy(asc(accounts.role), asc(sql`lower(${accounts.email})`));
  return rows;
}

export async function inviteStaff(
  db: Database,
  actorId: string,
  input: InviteStaff,
  mail: MailSettings,
  now: Date,
) {
  return db.transaction((tx) => inviteAccount(tx, actorId, input, mail, now));
}

export type RoleOutcome = "saved" | "conflict" | "unknown" | "not-staff" | "last-admin" | "not-yourself";

export async function changeRole(
  db: Database,
  actorId: string,
  change: ChangeRole,
  now: Date,
): Promise<RoleOutcome> {
  return db.transaction(async (tx) => {
    // Every admin row is locked first, in one order: two admins demoting each other at once are
    // serialised here, so the second sees the first's change and cannot leave no admin behind.
    const admins = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.role, "admin"))
      .orderBy(asc(accounts.id))
      .for("update");
    const [target] = await tx
      .select({ id: accounts.id, role: accounts.role, version: accounts.version })
      .from(accounts)
      .where(eq(accounts.id, change.accountId))
      .for("update");
    if (!target) return "unknown";
    if (!isStaffRole(target.role)) return "not-staff";
    if (target.version !== change.version) return "conflict";
    if (target.role === change.role) return "saved";
    if (change.role === "agent") {
      // The last admin is named first: it is why the only admin cannot step down either.
      if (admins.length <= 1) return "last-admin";
      if (target.id === actorId) return "not-yourself";
    }
    await tx
      .update(accounts)
      .set({ role: change.role, version: sql`${accounts.version} + 1` })
      .where(eq(accounts.id, target.id));
    await audit(tx, actorId, "account.role_changed", { kind: "account", id: target.id }, now);
    return "saved";
  });
}

function isStaffRole(role: AccountRole): role is StaffRole {
  return role === "agent" || role === "admin";
}

/** Ends every session of the account (sign-out everywhere); false when there is no such account. */
export async function revokeSessions(db: Database, actorId: string, accountId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
    if (!target) return false;
    await endAllSessions(tx, accountId);
    await audit(tx, actorId, "account.signed_out_everywhere", { kind: "account", id: accountId }, now);
    return true;
  });
}
