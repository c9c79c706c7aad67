// "Forgot password" (quality.md Safety, ADR 0015): whatever the address, the visitor gets the same page
// after the same time. A known account gets a reset link (at most a few a day), an unknown address gets
// nothing, and nothing on the page or in its timing says which happened.
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { accounts } from "../../db/schema/accounts.ts";
import { outboxMessages } from "../../db/schema/leads.ts";
import { notifyOutbox } from "../leads/outbox/outbox-signal.server.ts";
import { RESET_MAILS_PER_ADDRESS_PER_DAY } from "./account-rules.ts";
import { queueAccountMail } from "./account-mail.server.ts";
import { issuePasswordToken } from "./password-tokens.server.ts";

/**
 * The time every reset request takes before it is answered. The work of either branch (a query, or a
 * query, two inserts and a delete) takes a few milliseconds; the answer waits for this floor instead, so
 * a known and an unknown address cannot be told apart by the clock.
 */
export const RESET_ANSWER_MS = 400;

export type ResetRequest = { email: string; siteOrigin: string; agencyName: string };

/** Queues a reset mail when `email` names an account that may still get one today. Same outcome either way. */
export async function requestPasswordReset(db: Database, request: ResetRequest, now: Date): Promise<void> {
  const queued = await db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(accounts)
      .where(eq(sql`lower(${accounts.email})`, request.email.toLowerCase()))
      .limit(1)
      .for("update");
    if (!account) return false;
    const [sent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, account.email),
          eq(outboxMessages.kind, "account_link"),
          gt(outboxMessages.createdAt, new Date(now.getTime() - 86_400_000)),
        ),
      );
    if ((sent?.count ?? 0) >= RESET_MAILS_PER_ADDRESS_PER_DAY) return false;
    const token = await issuePasswordToken(tx, account.id, "reset", now);
    await queueAccountMail(tx, {
      kind: "reset",
      recipient: account.email,
      displayName: account.displayName,
      language: account.language,
      token,
      siteOrigin: request.siteOrigin,
      agencyName: request.agencyName,
    });
    return true;
  });
  if (queued) notifyOutbox();
}

/** Waits until `RESET_ANSWER_MS` after `startedAt` (performance.now()), whatever the work took. */
export async function answerAfterFloor(startedAt: number): Promise<void> {
  const wait = startedAt + RESET_ANSWER_MS - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
