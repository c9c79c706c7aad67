// The demand register's password becomes a searcher's account when the alert's address is confirmed
// (ADR 0026): only a proven address gets an account. An address that has an account already keeps it as it
// is, whatever its role: a later demand register never changes a password or a role behind anyone's back
// (its password is kept with its alert only); "forgot password" changes it.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { accounts } from "../../db/schema/accounts.ts";
import { leads } from "../../db/schema/leads.ts";

type Writer = Pick<Database, "select" | "insert">;

export type ConfirmedAlert = {
  email: string;
  language: string;
  leadId: string;
  /** The demand register's Argon2id hash; empty for an alert stored without one. */
  passwordHash: string;
};

/** Whether a new searcher account was made ("created") or the address had one already ("existing"). */
export type SearcherAccountOutcome = "created" | "existing";

/** Gives the confirmed alert's address a searcher account, unless it has an account of any role already. */
export async function ensureSearcherAccount(
  tx: Writer,
  alert: ConfirmedAlert,
  now: Date,
): Promise<SearcherAccountOutcome> {
  const [existing] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, alert.email.toLowerCase()))
    .limit(1);
  if (existing) return "existing";
  const [lead] = await tx
    .select({ firstName: leads.firstName, lastName: leads.lastName })
    .from(leads)
    .where(eq(leads.id, alert.leadId))
    .limit(1);
  const name = [lead?.firstName, lead?.lastName].filter(Boolean).join(" ").trim();
  const created = await tx
    .insert(accounts)
    .values({
      email: alert.email,
      displayName: name || alert.email,
      language: alert.language,
      role: "searcher",
      passwordHash: alert.passwordHash || null,
      passwordChangedAt: alert.passwordHash ? now : null,
      createdAt: now,
    })
    // Another confirmation of the same address may have made it a moment ago: theirs stands.
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  return created.length > 0 ? "created" : "existing";
}
