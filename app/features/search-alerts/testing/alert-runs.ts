// Runs the search alerts job once, now, as the scheduler would, and reads what it queued.
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server.ts";
import { outboxMessages, searchAlerts } from "../../../db/schema/leads.ts";
import { alertDeliveries, alertMatches, propertyChanges } from "../../../db/schema/search-alerts.ts";
import { mailDueAlerts } from "../alert-mailing.server.ts";
import { matchPropertyChanges } from "../alert-matching.server.ts";

export const ORIGIN = "https://www.agency.example";

/** Matches what changed and mails what is due at `now`, in one transaction like the scheduled job. */
export async function runAlerts(db: Database, now = new Date()): Promise<void> {
  const keys = { unsubscribe: randomBytes(32), manage: randomBytes(32) };
  await db.transaction(async (tx) => {
    while ((await matchPropertyChanges(tx, now)) > 0) {
      // consume every change
    }
    await mailDueAlerts(tx, { origin: ORIGIN, agencyName: "Dijlestad Vastgoed", keys, now });
  });
}

export async function alertMailsTo(db: Database, email: string) {
  return db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.kind, "search_alert")))
    .orderBy(outboxMessages.id);
}

/** Starts a test from no alerts, no recorded changes and no alert e-mails. */
export async function clearAlerts(db: Database): Promise<void> {
  await db.delete(alertMatches);
  await db.delete(alertDeliveries);
  await db.delete(searchAlerts);
  await db.delete(propertyChanges);
  await db.delete(outboxMessages).where(eq(outboxMessages.kind, "search_alert"));
  await db.execute(sql`select 1`);
}
