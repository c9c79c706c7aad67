// Matching listings against search alerts, in SQL. A trigger on `properties` records every new listing,
// price change and status change in `property_changes` (whoever writes: the demo seed, the import API);
// `matchPropertyChanges` consumes those rows and queues the matches for the alerts' next e-mails.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { rawRows } from "../../db/raw-rows.server.ts";
import {
  ACTIVE_ALERT,
  alertMatchesListing,
  IS_NEWS_TO_ALERT,
  listingFacts,
} from "./alert-criteria.server.ts";
import type { JobExecutor } from "./job-executor.ts";

/**
 * PostgreSQL prices a GIN bitmap scan far above its real cost and reads all 100,000 alerts instead
 * (≈ 120 ms against ≈ 15 ms through the indexes, scripts/bench/alert-matching.ts): for the rest of the
 * transaction the planner is told to take an index path where there is one.
 */
async function preferAlertIndexes(tx: Pick<JobExecutor, "execute">): Promise<void> {
  await tx.execute(sql`SET LOCAL enable_seqscan = off`);
}

/** How many active search alerts the listing matches today ("interested buyers" of the owner portal). */
export async function countAlertsMatching(db: Database, propertyId: number): Promise<number> {
  const listing = await listingFacts(db, propertyId);
  if (!listing) return 0;
  return db.transaction(async (tx) => {
    await preferAlertIndexes(tx);
    const [row] = await rawRows(
      tx,
      sql`SELECT count(*)::int AS count FROM search_alerts a WHERE ${ACTIVE_ALERT} AND ${alertMatchesListing(listing)}`,
    );
    return Number(row?.count ?? 0);
  });
}

/**
 * Consumes up to `limit` recorded changes (rows another worker holds are skipped) and queues each matching
 * alert that the listing is news to. A change from before an alert was confirmed does not count for it.
 * Returns how many changes were consumed; run it inside the job's transaction, so a failure keeps them.
 */
export async function matchPropertyChanges(db: JobExecutor, now: Date, limit = 500): Promise<number> {
  const consumed = await rawRows(
    db,
    sql`
    DELETE FROM property_changes
    WHERE id IN (SELECT id FROM property_changes ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING property_id, changed_at`,
  );
  // One match per listing, as of its newest change in the batch.
  const newest = new Map<number, Date>();
  for (const row of consumed) {
    const id = Number(row.property_id);
    const at = row.changed_at instanceof Date ? row.changed_at : new Date(String(row.changed_at));
    const known = newest.get(id);
    if (!known || at > known) newest.set(id, at);
  }
  if (newest.size > 0) await preferAlertIndexes(db);
  for (const [propertyId, changedAt] of newest) {
    const listing = await listingFacts(db, propertyId);
    if (!listing) continue;
    await db.execute(sql`
      INSERT INTO alert_matches (alert_id, property_id, matched_at)
      SELECT a.id, p.id, ${now.toISOString()}::timestamptz
      FROM search_alerts a
      JOIN properties p ON p.id = ${propertyId}
      LEFT JOIN alert_deliveries d ON d.alert_id = a.id AND d.property_id = p.id
      WHERE ${ACTIVE_ALERT} AND ${alertMatchesListing(listing)}
        -- A listing staff took off the site is news to no one.
        AND p.published
        AND a.confirmed_at <= ${changedAt.toISOString()}::timestamptz
        AND ${IS_NEWS_TO_ALERT}
      ON CONFLICT (alert_id, property_id) DO NOTHING`);
  }
  return consumed.length;
}
