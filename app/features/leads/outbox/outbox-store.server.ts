// The outbox table's moves: claim due messages with a lease, mark them delivered, or put them back with
// a later attempt. A claim skips rows another worker holds, so several app servers share one outbox.
import { and, asc, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";
import type { Database } from "../../../db/client.server.ts";
import { outboxMessages } from "../../../db/schema/leads.ts";

export type OutboxMessage = typeof outboxMessages.$inferSelect;

export async function claimDueMessages(
  db: Database,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<OutboxMessage[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.status, "queued"),
        lte(outboxMessages.nextAttemptAt, now),
        or(isNull(outboxMessages.leaseUntil), lt(outboxMessages.leaseUntil, now)),
      ),
    )
    .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const leaseUntil = new Date(now.getTime() + leaseMs);
  return db
    .update(outboxMessages)
    .set({ leaseUntil })
    .where(and(inArray(outboxMessages.id, due), eq(outboxMessages.status, "queued")))
    .returning();
}

export async function markDelivered(
  db: Database,
  id: number,
  transport: "smtp" | "file",
  now: Date,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: "delivered", transport, deliveredAt: now, leaseUntil: null, lastError: null })
    .where(eq(outboxMessages.id, id));
}

/** Puts a message back in the queue for a later attempt; it is never dropped. */
export async function markFailed(
  db: Database,
  message: OutboxMessage,
  error: string,
  nextAttemptAt: Date,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ attempts: message.attempts + 1, nextAttemptAt, leaseUntil: null, lastError: error.slice(0, 500) })
    .where(eq(outboxMessages.id, message.id));
}

/** 15 s, 30 s, 1 min … doubling up to one hour between attempts. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, failedAttempts - 1), 60 * 60_000);
}
