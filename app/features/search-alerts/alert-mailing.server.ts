// Sends what the matching job queued: every active alert with waiting matches whose e-mail is due (at
// once, or a day or a week after its last one) gets one e-mail with all of them, through the outbox. What
// was mailed is recorded per alert and listing, so the same listing is mailed again only when its price
// dropped or its status changed.
import { and, eq, sql } from "drizzle-orm";
import type { JobExecutor } from "./job-executor.ts";
import { rawRows } from "../../db/raw-rows.server.ts";
import { outboxMessages, searchAlerts } from "../../db/schema/leads.ts";
import { alertDeliveries, alertMatches } from "../../db/schema/search-alerts.ts";
import { mailIntervalMs } from "../../domain/alert-frequency.ts";
import { isLanguage, type Language } from "../../i18n/languages.ts";
import { leadPagePath } from "../../i18n/route-table.ts";
import { unsubscribeToken } from "../leads/guard/unsubscribe-token.server.ts";
import { ACTIVE_ALERT, IS_NEWS_TO_ALERT } from "./alert-criteria.server.ts";
import { type AlertCard, composeAlertMail } from "./alert-mail.server.ts";
import { manageToken } from "./manage-token.server.ts";

export type AlertMailingOptions = {
  origin: string;
  agencyName: string;
  /** The site's keys of the unsubscribe and manage links (`siteKey`), read outside the job's transaction. */
  keys: { unsubscribe: Buffer; manage: Buffer };
  now: Date;
  limit?: number;
};

type DueAlert = { id: string; leadId: string; email: string; language: Language };

const text = (value: unknown): string => (typeof value === "string" ? value : String(value ?? ""));
const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

async function dueAlerts(db: JobExecutor, now: Date, limit: number): Promise<DueAlert[]> {
  const day = mailIntervalMs("daily") / 1000;
  const week = mailIntervalMs("weekly") / 1000;
  const rows = await rawRows(
    db,
    sql`
    SELECT a.id, a.lead_id, a.email, a.language FROM search_alerts a
    WHERE ${ACTIVE_ALERT}
      AND EXISTS (SELECT 1 FROM alert_matches m WHERE m.alert_id = a.id)
      AND (a.last_mailed_at IS NULL OR a.last_mailed_at <= ${now.toISOString()}::timestamptz - make_interval(
        secs => CASE a.frequency WHEN 'daily' THEN ${day} WHEN 'weekly' THEN ${week} ELSE 0 END))
    ORDER BY a.last_mailed_at NULLS FIRST, a.id
    LIMIT ${limit}
    FOR UPDATE OF a SKIP LOCKED`,
  );
  return rows.map((row) => ({
    id: text(row.id),
    leadId: text(row.lead_id),
    email: text(row.email),
    language: isLanguage(row.language) ? row.language : "nl",
  }));
}

/** The alert's waiting matches that are still news, with what a card shows, in the alert's language. */
async function cardsOf(db: JobExecutor, alert: DueAlert): Promise<AlertCard[]> {
  const rows = await rawRows(
    db,
    sql`
    SELECT p.id, p.goal, p.status, p.city, p.zip, p.price, p.publish_price, p.price_unit, p.bedrooms,
      p.surface_habitable, coalesce(pt.names ->> ${alert.language}, pt.names ->> 'nl', p.main_type_name) AS type_name,
      coalesce(
        (SELECT x.type_description FROM property_texts x WHERE x.property_id = p.id AND x.language = ${alert.language}),
        (SELECT x.type_description FROM property_texts x WHERE x.property_id = p.id ORDER BY x.language LIMIT 1)
      ) AS title,
      (SELECT ph.image_key FROM photos ph WHERE ph.property_id = p.id ORDER BY ph.position LIMIT 1) AS image_key,
      d.price AS previous_price, d.status AS previous_status, d.alert_id IS NOT NULL AS was_mailed
    FROM alert_matches m
    JOIN properties p ON p.id = m.property_id
    JOIN property_types pt ON pt.id = p.type_id
    LEFT JOIN alert_deliveries d ON d.alert_id = m.alert_id AND d.property_id = p.id
    WHERE m.alert_id = ${alert.id} AND ${IS_NEWS_TO_ALERT}
    ORDER BY m.matched_at, p.id`,
  );
  return rows.map((row) => ({
    propertyId: Number(row.id),
    goal: Number(row.goal),
    status: text(row.status),
    city: text(row.city),
    zip: text(row.zip),
    price: numberOrNull(row.price),
    publishPrice: row.publish_price === true,
    priceUnit: numberOrNull(row.price_unit),
    bedrooms: numberOrNull(row.bedrooms),
    surfaceHabitable: numberOrNull(row.surface_habitable),
    typeName: text(row.type_name),
    title: row.title === null ? null : text(row.title),
    imageKey: row.image_key === null ? null : text(row.image_key),
    previous:
      row.was_mailed === true
        ? { price: numberOrNull(row.previous_price), status: text(row.previous_status) }
        : null,
  }));
}

/**
 * Mails every due alert (up to `limit`) and returns how many e-mails were queued. Run it inside the
 * scheduled job's transaction: the e-mail, the delivery records and the consumed matches commit together.
 */
export async function mailDueAlerts(db: JobExecutor, options: AlertMailingOptions): Promise<number> {
  const { now, origin } = options;
  // A paused or unsubscribed alert forgets what waited: nothing found during a pause is mailed later.
  await db.execute(sql`
    DELETE FROM alert_matches m USING search_alerts a
    WHERE a.id = m.alert_id AND NOT (${ACTIVE_ALERT})`);
  const alerts = await dueAlerts(db, now, options.limit ?? 200);
  if (alerts.length === 0) return 0;
  const { unsubscribe: unsubscribeKey, manage: manageKey } = options.keys;
  let mailed = 0;
  for (const alert of alerts) {
    const cards = await cardsOf(db, alert);
    await db.delete(alertMatches).where(eq(alertMatches.alertId, alert.id));
    if (cards.length === 0) continue;
    const unsubscribe = `${leadPagePath("unsubscribe", alert.language)}?token=${unsubscribeToken(unsubscribeKey, { kind: "alert", id: alert.id })}`;
    const manage = `${leadPagePath("manage-alerts", alert.language)}?token=${manageToken(manageKey, alert.id)}`;
    const mail = composeAlertMail({
      language: alert.language,
      origin,
      agencyName: options.agencyName,
      cards,
      unsubscribeUrl: new URL(unsubscribe, origin).href,
      manageUrl: new URL(manage, origin).href,
    });
    await db.insert(outboxMessages).values({
      leadId: alert.leadId,
      kind: "search_alert",
      recipient: alert.email,
      language: alert.language,
      ...mail,
      createdAt: now,
      nextAttemptAt: now,
    });
    for (const card of cards) {
      // The price the subscriber was told: none when it is not public, so a later mail never names it.
      const toldPrice = card.publishPrice ? card.price : null;
      await db
        .insert(alertDeliveries)
        .values({
          alertId: alert.id,
          propertyId: card.propertyId,
          price: toldPrice,
          status: card.status,
          mailedAt: now,
        })
        .onConflictDoUpdate({
          target: [alertDeliveries.alertId, alertDeliveries.propertyId],
          set: { price: toldPrice, status: card.status, mailedAt: now },
        });
    }
    await db
      .update(searchAlerts)
      .set({ lastMailedAt: now })
      .where(and(eq(searchAlerts.id, alert.id)));
    mailed += 1;
  }
  return mailed;
}
