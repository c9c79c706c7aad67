// One-click unsubscribe from a search alert or the newsletter (no login): the signed link finds the
// subscription; confirming (or a mail client's RFC 8058 one-click POST) ends it.
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { newsletterSubscriptions, searchAlerts } from "../../db/schema/leads.ts";
import type { SubscriptionRef } from "./guard/unsubscribe-token.server.ts";

export type Subscription = { email: string; active: boolean };

export async function findSubscription(db: Database, ref: SubscriptionRef): Promise<Subscription | null> {
  const table = ref.kind === "alert" ? searchAlerts : newsletterSubscriptions;
  const [row] = await db
    .select({ email: table.email, unsubscribedAt: table.unsubscribedAt })
    .from(table)
    .where(eq(table.id, ref.id))
    .limit(1);
  return row ? { email: row.email, active: row.unsubscribedAt === null } : null;
}

/** Ends the subscription; true when it exists (unsubscribing twice is not an error). */
export async function unsubscribe(db: Database, ref: SubscriptionRef, now: Date): Promise<boolean> {
  const table = ref.kind === "alert" ? searchAlerts : newsletterSubscriptions;
  await db
    .update(table)
    .set({ unsubscribedAt: now })
    .where(and(eq(table.id, ref.id), isNull(table.unsubscribedAt)));
  return (await findSubscription(db, ref)) !== null;
}
