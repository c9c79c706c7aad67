// Matching listings against search alerts, in SQL. A trigger on `properties` records every new listing,
// price change and status change in `property_changes` (whoever writes: the demo seed, the import API);
// `matchPropertyChanges` consumes those rows and queues the matches for the alerts' next e-mails.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import type { JobExecutor } from "./job-executor.ts";
import { rawRows } from "../../db/raw-rows.server.ts";
import { ACTIVE_ALERT, ALERT_MATCHES_PROPERTY, IS_NEWS_TO_ALERT } from "./alert-criteria.server.ts";

function countOf(rows: Record<string, unknown>[]): number {
  return Number(rows[0]?.count ?? 0);
}

/** How many active search alerts the listing matches today ("interested buyers" of the owner portal). */
export async function countAlertsMatching(db: Database, propertyId: number): Promise<number> {
  const rows = await rawRows(
    db,
    sql`
    SELECT count(*)::int AS count
    FROM properties p
    JOIN cities c ON c.id = p.city_id
    JOIN search_alerts a ON ${ACTIVE_ALERT} AND ${ALERT_MATCHES_PROPERTY}
    WHERE p.id = ${propertyId}`,
  );
  return countOf(rows);
}

/**
 * Consumes up to `limit` recorded changes (rows another worker holds are skipped) and queues each matching
 * alert that the listing is news to. A change from before an alert was confirmed does not count for it.
 * Returns how many changes were consumed; run it inside the job's transaction, so a failure keeps them.
 */
export async function matchPropertyChanges(db: JobExecutor, now: Date, limit = 500): Promise<number> {
  const rows = await rawRows(
    db,
    sql`
    WITH consumed AS (
      DELETE FROM property_changes
      WHERE id IN (SELECT id FROM property_changes ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING property_id, changed_at
    ),
    changed AS (
      SELECT property_id, max(changed_at) AS changed_at FROM consumed GROUP BY property_id
    ),
    matched AS (
      INSERT INTO alert_matches (alert_id, property_id, matched_at)
      SELECT a.id, p.id, ${now.toISOString()}::timestamptz
      FROM changed ch
      JOIN properties p ON p.id = ch.property_id
      JOIN cities c ON c.id = p.city_id
      JOIN search_alerts a ON ${ACTIVE_ALERT} AND ${ALERT_MATCHES_PROPERTY}
        AND a.confirmed_at <= ch.changed_at
      LEFT JOIN alert_deliveries d ON d.alert_id = a.id AND d.property_id = p.id
      WHERE ${IS_NEWS_TO_ALERT}
      ON CONFLICT (alert_id, property_id) DO NOTHING
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM consumed)::int AS count, (SELECT count(*) FROM matched)::int AS matched`,
  );
  return countOf(rows);
}
