// Double opt-in for the newsletter and search alerts (ADR 0010). A sign-up stores an unconfirmed request
// and mails one link; following it in time subscribes. A newsletter row is per address: a new sign-up
// only issues a new link (the newest link is the one that works) and never undoes an unsubscribe by
// itself; a link issued before an unsubscribe no longer works after it. A confirmed alert gives its address
// a searcher account (ADR 0026).
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../../db/client.server.ts";
import { newsletterSubscriptions, searchAlerts } from "../../../db/schema/leads.ts";
import type { Language } from "../../../i18n/languages.ts";
import { ensureSearcherAccount } from "../../accounts/searcher-account.server.ts";
import type { ConfirmationRef } from "../guard/confirmation-token.server.ts";
import type { Executor } from "./confirmation-mail-limit.server.ts";
import { SUBSCRIPTION_CONFIRM_MS } from "./confirmation-rules.ts";
import type { ConfirmationState } from "./confirmation-state.ts";

type Writer = Executor & Pick<Database, "insert" | "update">;

/** Records a newsletter sign-up waiting for confirmation; returns the row's id for the link. */
export async function requestNewsletterConfirmation(
  tx: Writer,
  request: { id: string; email: string; language: Language; leadId: string; now: Date },
): Promise<string> {
  const { id, email, language, leadId, now } = request;
  const [row] = await tx
    .insert(newsletterSubscriptions)
    .values({ id, email, language, leadId, subscribedAt: now, confirmationRequestedAt: now })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      // Only the request is new: whether the address is subscribed stays as it was until confirmed.
      set: { language, leadId, confirmationRequestedAt: now },
    })
    .returning({ id: newsletterSubscriptions.id });
  if (!row) throw new Error("The newsletter sign-up was not stored");
  return row.id;
}

function expired(issuedAt: Date, now: Date): boolean {
  return now.getTime() - issuedAt.getTime() > SUBSCRIPTION_CONFIRM_MS || issuedAt > now;
}

async function newsletterState(db: Executor, ref: ConfirmationRef, now: Date): Promise<ConfirmationState> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, ref.id))
    .limit(1);
  if (!row) return "invalid";
  const issued = ref.issuedAt.getTime();
  const active = row.confirmedAt !== null && row.unsubscribedAt === null;
  if (active && row.confirmedAt && row.confirmedAt.getTime() >= issued) return "already-confirmed";
  // Only the newest link works, and none issued before the address unsubscribed.
  if (row.confirmationRequestedAt?.getTime() !== issued) return "expired";
  if (row.unsubscribedAt && row.unsubscribedAt.getTime() >= issued) return "expired";
  return expired(ref.issuedAt, now) ? "expired" : "ready";
}

async function alertState(db: Executor, ref: ConfirmationRef, now: Date): Promise<ConfirmationState> {
  const [row] = await db.select().from(searchAlerts).where(eq(searchAlerts.id, ref.id)).limit(1);
  if (!row || row.createdAt.getTime() !== ref.issuedAt.getTime()) return "invalid";
  if (row.unsubscribedAt) return "expired";
  if (row.confirmedAt) return "already-confirmed";
  return expired(ref.issuedAt, now) ? "expired" : "ready";
}

export function inspectSubscription(db: Database, ref: ConfirmationRef, now: Date) {
  return ref.kind === "newsletter" ? newsletterState(db, ref, now) : alertState(db, ref, now);
}

/** Subscribes when the link still may; following it again changes nothing (idempotent). */
export async function confirmSubscription(
  db: Database,
  ref: ConfirmationRef,
  now: Date,
): Promise<ConfirmationState> {
  return db.transaction(async (tx) => {
    if (ref.kind === "newsletter") {
      const [row] = await tx
        .select({ email: newsletterSubscriptions.email })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.id, ref.id))
        .for("update");
      if (!row) return "invalid";
      const state = await newsletterState(tx, ref, now);
      if (state !== "ready") return state;
      await tx
        .update(newsletterSubscriptions)
        .set({ confirmedAt: now, unsubscribedAt: null })
        .where(eq(newsletterSubscriptions.id, ref.id));
      return "confirmed";
    }
    const state = await alertState(tx, ref, now);
    if (state !== "ready") return state;
    const [alert] = await tx
      .update(searchAlerts)
      .set({ confirmedAt: now })
      .where(and(eq(searchAlerts.id, ref.id), isNull(searchAlerts.unsubscribedAt)))
      .returning();
    // The address is proven: the demand register's password signs the searcher in from now on (ADR 0026).
    if (alert) await ensureSearcherAccount(tx, alert, now);
    return "confirmed";
  });
}
