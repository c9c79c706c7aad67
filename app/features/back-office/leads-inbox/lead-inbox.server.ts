// The leads inbox's reads: the filtered list (newest first, a page at a time), the same list whole for the
// CSV export, and one lead with its consents, attribution and e-mails. Every value reaches the database as
// a parameter; the search matches any part of the name or address (trigram index, see the migration).
import { and, count, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server.ts";
import { leadAttributions, leadConsents, leads, outboxMessages } from "../../../db/schema/leads.ts";
import type { LeadFilters } from "./lead-filters.server.ts";

export const LEADS_PER_PAGE = 25;
/** The export's ceiling: a filtered list longer than this is cut (the newest rows are kept). */
export const EXPORT_LIMIT = 20_000;

/** The agency's days: a date filter means a day in Belgium, whatever the server's clock zone. */
const LOCAL_DAY = sql`((${leads.createdAt}) AT TIME ZONE 'Europe/Brussels')::date`;
const SEARCH_TEXT = sql`lower(coalesce(${leads.firstName}, '') || ' ' || coalesce(${leads.lastName}, '') || ' ' || ${leads.email})`;

/** `text` as a LIKE pattern that matches it literally anywhere. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function conditions(filters: LeadFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.form) parts.push(eq(leads.form, filters.form));
  if (filters.property) parts.push(eq(leads.propertyId, filters.property));
  if (filters.status) parts.push(eq(leads.status, filters.status));
  if (filters.from) parts.push(gte(LOCAL_DAY, sql`${filters.from}::date`));
  if (filters.to) parts.push(lte(LOCAL_DAY, sql`${filters.to}::date`));
  if (filters.q) parts.push(sql`${SEARCH_TEXT} LIKE ${containsPattern(filters.q)}`);
  return parts.length > 0 ? and(...parts) : undefined;
}

const ROW = {
  id: leads.id,
  createdAt: leads.createdAt,
  form: leads.form,
  status: leads.status,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  phone: leads.phone,
  language: leads.language,
  propertyId: leads.propertyId,
  internalNote: leads.internalNote,
};

export type LeadRow = {
  id: string;
  createdAt: Date;
  form: (typeof leads.$inferSelect)["form"];
  status: (typeof leads.$inferSelect)["status"];
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  language: string;
  propertyId: number | null;
  internalNote: string | null;
};

export async function listLeads(
  db: Database,
  filters: LeadFilters,
): Promise<{ rows: LeadRow[]; total: number; page: number; pages: number }> {
  const where = conditions(filters);
  const [counted] = await db.select({ n: count() }).from(leads).where(where);
  const total = counted?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / LEADS_PER_PAGE));
  const page = Math.min(filters.page ?? 1, pages);
  const rows = await db
    .select(ROW)
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEADS_PER_PAGE)
    .offset((page - 1) * LEADS_PER_PAGE);
  return { rows, total, page, pages };
}

/** The whole filtered list, newest first, for the CSV export. */
export async function leadsForExport(db: Database, filters: LeadFilters): Promise<LeadRow[]> {
  return db
    .select(ROW)
    .from(leads)
    .where(conditions(filters))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(EXPORT_LIMIT);
}

/** An outbox message as staff read it: who it went to, what it said (the text part), when it left. */
export const OUTBOX_MESSAGE_COLUMNS = {
  id: outboxMessages.id,
  leadId: outboxMessages.leadId,
  kind: outboxMessages.kind,
  recipient: outboxMessages.recipient,
  replyTo: outboxMessages.replyTo,
  subject: outboxMessages.subject,
  textBody: outboxMessages.textBody,
  status: outboxMessages.status,
  createdAt: outboxMessages.createdAt,
  deliveredAt: outboxMessages.deliveredAt,
};

/** One lead with what was recorded with it, or null. */
export async function leadDetail(db: Database, id: string) {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  if (!lead) return null;
  const [consents, attributions, messages] = await Promise.all([
    db.select().from(leadConsents).where(eq(leadConsents.leadId, id)).orderBy(leadConsents.kind),
    db.select().from(leadAttributions).where(eq(leadAttributions.leadId, id)),
    db
      .select(OUTBOX_MESSAGE_COLUMNS)
      .from(outboxMessages)
      .where(eq(outboxMessages.leadId, id))
      .orderBy(outboxMessages.id),
  ]);
  return { lead, consents, attribution: attributions[0] ?? null, messages };
}
