// Managing the search alerts of one address, through the signed link of an alert e-mail (ADR 0019) or
// signed in to the address's account (ADR 0026): see each alert, change its criteria or frequency, pause,
// resume, delete it, or delete every piece of data kept about the address. Every request is parsed with Zod; a bad one writes nothing and answers a
// translated 4xx. Unsubscribed alerts can be deleted but never resumed here (ADR 0010).
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { accounts } from "../../db/schema/accounts.ts";
import { leads, newsletterSubscriptions, outboxMessages, searchAlerts } from "../../db/schema/leads.ts";
import { propertyTypes } from "../../db/schema/listings.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import { isFieldError } from "../leads/schemas/field-errors.ts";
import { alertCriteriaColumns, alertCriteriaSchema } from "../leads/schemas/subscription-forms.ts";

export type ManagedAlert = typeof searchAlerts.$inferSelect;

/** The alerts of `email` whatever the case it was typed in (as accounts compare addresses, ADR 0026). */
function ofAddress(email: string): SQL {
  return sql`lower(${searchAlerts.email}) = ${email.toLowerCase()}`;
}

/** All alerts of an address (oldest first): a signed-in person's own address (ADR 0026). */
export async function alertsOfEmail(db: Database, email: string): Promise<AddressAlerts> {
  const alerts = await db.select().from(searchAlerts).where(ofAddress(email)).orderBy(searchAlerts.createdAt);
  return { email, alerts };
}

/** The address the signed link's alert belongs to, and all of that address's alerts. */
export async function alertsOfAddress(db: Database, alertId: string): Promise<AddressAlerts | null> {
  const [owner] = await db
    .select({ email: searchAlerts.email })
    .from(searchAlerts)
    .where(eq(searchAlerts.id, alertId))
    .limit(1);
  return owner ? alertsOfEmail(db, owner.email) : null;
}

/** An address and its alerts: whose alerts a manage request may touch. */
export type AddressAlerts = { email: string; alerts: ManagedAlert[] };

const intent = z.object({
  intent: z.enum(["save", "pause", "resume", "delete", "delete-all"]),
  alert: z.uuid().optional(),
});

export type ManageOutcome =
  /** `accountDeleted`: the address's searcher account went with its data (its sessions with it). */
  | { ok: true; message: MessageKey; accountDeleted?: boolean }
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
    // Each spelling the address was stored under (the lead forms keep it in lower case; an account as it
    // was typed), so the plain indexes on these addresses are used.
    const spellings = [...new Set([email, email.toLowerCase(), ...owner.alerts.map((alert) => alert.email)])];
    const deleted = await db.transaction(async (tx) => {
      // Leads cascade to their alerts, consents, attributions, appointments and requests.
      await tx.delete(outboxMessages).where(inArray(outboxMessages.recipient, spellings));
      await tx.delete(searchAlerts).where(ofAddress(email));
      await tx.delete(leads).where(inArray(leads.email, spellings));
      await tx.delete(newsletterSubscriptions).where(inArray(newsletterSubscriptions.email, spellings));
      // A searcher's account is theirs to delete; an owner's or a staff member's belongs to the agency's
      // work and stays (ADR 0026). Its sessions and password links cascade.
      return tx
        .delete(accounts)
        .where(and(eq(sql`lower(${accounts.email})`, email.toLowerCase()), eq(accounts.role, "searcher")))
        .returning({ id: accounts.id });
    });
    return { ok: true, message: "ALERT_DONE_DELETED_ALL", accountDeleted: deleted.length > 0 };
  }
  const alert = owner.alerts.find((candidate) => candidate.id === parsed.data.alert);
  if (!alert) return { ok: false, status: 400, message: "ALERT_MANAGE_BAD_REQUEST" };
  const mine = and(eq(searchAlerts.id, alert.id), ofAddress(email));
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
  const [row] = await db.select({ id: searchAlerts.id }).from(searchAlerts).where(ofAddress(email)).limit(1);
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

/** Whether the address has a searcher's account (deleting all its data deletes that account too). */
export async function hasSearcherAccount(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(sql`lower(${accounts.email})`, email.toLowerCase()), eq(accounts.role, "searcher")))
    .limit(1);
  return row !== undefined;
}

/** Whether the address has any search alert (an owner's or staff member's notice then links to them). */
export async function addressHasAlerts(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: searchAlerts.id }).from(searchAlerts).where(ofAddress(email)).limit(1);
  return row !== undefined;
}
