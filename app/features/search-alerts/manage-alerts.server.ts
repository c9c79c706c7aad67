// Managing the search alerts of one address through the signed link of an alert e-mail (ADR 0019): see
// each alert, change its criteria or frequency, pause, resume, delete it, or delete every piece of data
// kept about the address. Every request is parsed with Zod; a bad one writes nothing and answers a
// translated 4xx. Unsubscribed alerts can be deleted but never resumed here (ADR 0010).
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { leads, newsletterSubscriptions, outboxMessages, searchAlerts } from "../../db/schema/leads.ts";
import { propertyTypes } from "../../db/schema/listings.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import { isFieldError } from "../leads/schemas/fields.ts";
import { alertCriteriaColumns, alertCriteriaSchema } from "../leads/schemas/subscription-forms.ts";

export type ManagedAlert = typeof searchAlerts.$inferSelect;

/** The address the token's alert belongs to, and all of that address's alerts (newest first). */
export async function alertsOfAddress(
  db: Database,
  alertId: string,
): Promise<{ email: string; alerts: ManagedAlert[] } | null> {
  const [owner] = await db
    .select({ email: searchAlerts.email })
    .from(searchAlerts)
    .where(eq(searchAlerts.id, alertId))
    .limit(1);
  if (!owner) return null;
  const alerts = await db
    .select()
    .from(searchAlerts)
    .where(eq(searchAlerts.email, owner.email))
    .orderBy(searchAlerts.createdAt);
  return { email: owner.email, alerts };
}

const intent = z.object({
  intent: z.enum(["save", "pause", "resume", "delete", "delete-all"]),
  alert: z.uuid().optional(),
});

export type ManageOutcome =
  | { ok: true; message: MessageKey }
  | {
      ok: false;
      status: 400 | 404;
      message: MessageKey;
      alert?: string;
      fieldErrors?: Record<string, MessageKey>;
    };

function errorKey(message: string): MessageKey {
  return isFieldError(message) ? message : "LEAD_ERROR_CHOICE";
}

export type AddressAlerts = NonNullable<Awaited<ReturnType<typeof alertsOfAddress>>>;

/**
 * Carries out one request of the manage page for `owner`, the address of the signed link and its alerts
 * (`alertsOfAddress`). Only alerts of that address can be touched; anything else is a 4xx with nothing
 * written.
 */
export async function manageAlerts(
  db: Database,
  owner: AddressAlerts,
  input: Record<string, unknown>,
  now: Date,
): Promise<ManageOutcome> {
  const parsed = intent.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, message: "ALERT_MANAGE_BAD_REQUEST" };
  const { email } = owner;
  if (parsed.data.intent === "delete-all") {
    await db.transaction(async (tx) => {
      // Leads cascade to their alerts, consents, attributions, appointments and requests.
      await tx.delete(outboxMessages).where(eq(outboxMessages.recipient, email));
      await tx.delete(searchAlerts).where(eq(searchAlerts.email, email));
      await tx.delete(leads).where(eq(leads.email, email));
      await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    });
    return { ok: true, message: "ALERT_DONE_DELETED_ALL" };
  }
  const alert = owner.alerts.find((candidate) => candidate.id === parsed.data.alert);
  if (!alert) return { ok: false, status: 400, message: "ALERT_MANAGE_BAD_REQUEST" };
  const mine = and(eq(searchAlerts.id, alert.id), eq(searchAlerts.email, email));
  switch (parsed.data.intent) {
    case "pause":
      await db
        .update(searchAlerts)
        .set({ pausedAt: now })
        .where(and(mine, isNull(searchAlerts.pausedAt)));
      return { ok: true, message: "ALERT_DONE_PAUSED" };
    case "resume":
      if (alert.unsubscribedAt !== null)
        return { ok: false, status: 400, message: "ALERT_MANAGE_BAD_REQUEST" };
      await db
        .update(searchAlerts)
        .set({ pausedAt: null })
        .where(and(mine, isNotNull(searchAlerts.pausedAt)));
      return { ok: true, message: "ALERT_DONE_RESUMED" };
    case "delete":
      await db.delete(searchAlerts).where(mine);
      return { ok: true, message: "ALERT_DONE_DELETED" };
    case "save": {
      const criteria = alertCriteriaSchema.safeParse(input);
      if (!criteria.success) {
        const fieldErrors: Record<string, MessageKey> = {};
        for (const issue of criteria.error.issues) {
          const field = String(issue.path[0] ?? "");
          fieldErrors[field] ??= errorKey(issue.message);
        }
        return { ok: false, status: 400, message: "LEAD_CHECK_FIELDS", alert: alert.id, fieldErrors };
      }
      await db.update(searchAlerts).set(alertCriteriaColumns(criteria.data)).where(mine);
      return { ok: true, message: "ALERT_DONE_SAVED" };
    }
  }
}

/** One alert the address still has, to name in the page's link once the linked alert was deleted. */
export async function remainingAlertId(db: Database, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: searchAlerts.id })
    .from(searchAlerts)
    .where(eq(searchAlerts.email, email))
    .limit(1);
  return row?.id ?? null;
}

/** The property types an alert can ask for, named in `language`, in the site's order. */
export async function propertyTypeOptions(
  db: Database,
  language: Language,
): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .select({ id: propertyTypes.id, names: propertyTypes.names })
    .from(propertyTypes)
    .orderBy(propertyTypes.showOrder, propertyTypes.id);
  return rows.map((row) => ({ id: row.id, name: row.names[language] ?? row.names.nl ?? String(row.id) }));
}
