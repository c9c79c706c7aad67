// However often an address is entered in a form, the site sends it at most a few confirmation e-mails a
// day (ADR 0010): the outbox itself is the count, taken under a per-address lock so that concurrent
// sign-ups of one address cannot both slip under the limit.
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server.ts";
import { outboxMessages } from "../../../db/schema/leads.ts";
import { CONFIRMATION_MAIL_WINDOW_MS, MAX_CONFIRMATION_MAILS_PER_ADDRESS } from "./confirmation-rules.ts";

/** A transaction or the database: whatever runs the statements. */
export type Executor = Pick<Database, "select" | "execute">;

/** Serialises, until the transaction ends, every request that would mail `email` a confirmation. */
export async function lockAddress(tx: Executor, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`confirm:${email}`}, 0))`);
}

/** True while `email` may still be sent a confirmation e-mail; call under `lockAddress`. */
export async function mayMailConfirmation(tx: Executor, email: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - CONFIRMATION_MAIL_WINDOW_MS);
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.recipient, email),
        eq(outboxMessages.kind, "confirmation_request"),
        gt(outboxMessages.createdAt, since),
      ),
    );
  return (row?.count ?? 0) < MAX_CONFIRMATION_MAILS_PER_ADDRESS;
}
