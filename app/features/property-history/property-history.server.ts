// Staff use-cases that write a property's history: visits, communications to the owner, online media.
// Each takes the database or a transaction, so the caller can write its audit entry in the same
// transaction; each parses its input with the form's schema first and writes nothing when it is refused.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { properties } from "../../db/schema/listings.ts";
import { ownerCommunications, propertyMediaLinks, propertyVisits } from "../../db/schema/property-history.ts";
import {
  communicationInputSchema,
  historyRowSchema,
  mediaLinkInputSchema,
  mediaLinkUpdateSchema,
  visitInputSchema,
  visitUpdateSchema,
} from "./history-schemas.ts";
import { type HistoryResult, parseInput, refused } from "./history-result.ts";

export type VisitRow = typeof propertyVisits.$inferSelect;
export type CommunicationRow = typeof ownerCommunications.$inferSelect;
export type MediaLinkRow = typeof propertyMediaLinks.$inferSelect;

async function propertyExists(db: Database, propertyId: number): Promise<boolean> {
  const found = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId));
  return found.length > 0;
}

const NO_PROPERTY = refused({ propertyId: "HISTORY_ERROR_PROPERTY" });
const NOT_FOUND = refused({ id: "HISTORY_ERROR_NOT_FOUND" });

export async function recordVisit(
  db: Database,
  input: unknown,
  now = new Date(),
): Promise<HistoryResult<VisitRow>> {
  const parsed = parseInput(visitInputSchema, input);
  if (!parsed.ok) return parsed;
  if (!(await propertyExists(db, parsed.value.propertyId))) return NO_PROPERTY;
  const [row] = await db
    .insert(propertyVisits)
    .values({ id: randomUUID(), ...parsed.value, createdAt: now })
    .returning();
  return row ? { ok: true, row } : NO_PROPERTY;
}

/** Changes a recorded visit of the property (its status and feedback after the viewing, above all). */
export async function updateVisit(db: Database, input: unknown): Promise<HistoryResult<VisitRow>> {
  const parsed = parseInput(visitUpdateSchema, input);
  if (!parsed.ok) return parsed;
  const { id, propertyId, ...fields } = parsed.value;
  const [row] = await db
    .update(propertyVisits)
    .set(fields)
    .where(and(eq(propertyVisits.id, id), eq(propertyVisits.propertyId, propertyId)))
    .returning();
  return row ? { ok: true, row } : NOT_FOUND;
}

export async function removeVisit(db: Database, input: unknown): Promise<HistoryResult<VisitRow>> {
  const parsed = parseInput(historyRowSchema, input);
  if (!parsed.ok) return parsed;
  const { id, propertyId } = parsed.value;
  const [row] = await db
    .delete(propertyVisits)
    .where(and(eq(propertyVisits.id, id), eq(propertyVisits.propertyId, propertyId)))
    .returning();
  return row ? { ok: true, row } : NOT_FOUND;
}

export async function postCommunication(
  db: Database,
  input: unknown,
  now = new Date(),
): Promise<HistoryResult<CommunicationRow>> {
  const parsed = parseInput(communicationInputSchema, input);
  if (!parsed.ok) return parsed;
  const { propertyId, message, documentUrl, documentLabel } = parsed.value;
  if (!(await propertyExists(db, propertyId))) return NO_PROPERTY;
  const [row] = await db
    .insert(ownerCommunications)
    .values({
      id: randomUUID(),
      propertyId,
      message,
      documentUrl: documentUrl ?? null,
      documentLabel: documentUrl ? (documentLabel ?? null) : null,
      postedAt: now,
    })
    .returning();
  return row ? { ok: true, row } : NO_PROPERTY;
}

export async function removeCommunication(
  db: Database,
  input: unknown,
): Promise<HistoryResult<CommunicationRow>> {
  const parsed = parseInput(historyRowSchema, input);
  if (!parsed.ok) return parsed;
  const { id, propertyId } = parsed.value;
  const [row] = await db
    .delete(ownerCommunications)
    .where(and(eq(ownerCommunications.id, id), eq(ownerCommunications.propertyId, propertyId)))
    .returning();
  return row ? { ok: true, row } : NOT_FOUND;
}

/** Records where the property is advertised; the same address twice for one property is refused. */
export async function addMediaLink(
  db: Database,
  input: unknown,
  now = new Date(),
): Promise<HistoryResult<MediaLinkRow>> {
  const parsed = parseInput(mediaLinkInputSchema, input);
  if (!parsed.ok) return parsed;
  if (!(await propertyExists(db, parsed.value.propertyId))) return NO_PROPERTY;
  const [row] = await db
    .insert(propertyMediaLinks)
    .values({ id: randomUUID(), ...parsed.value, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return row ? { ok: true, row } : refused({ url: "HISTORY_ERROR_DUPLICATE" });
}

export async function updateMediaLink(db: Database, input: unknown): Promise<HistoryResult<MediaLinkRow>> {
  const parsed = parseInput(mediaLinkUpdateSchema, input);
  if (!parsed.ok) return parsed;
  const { id, propertyId, label, url } = parsed.value;
  const taken = await db
    .select({ id: propertyMediaLinks.id })
    .from(propertyMediaLinks)
    .where(and(eq(propertyMediaLinks.propertyId, propertyId), eq(propertyMediaLinks.url, url)));
  if (taken.some((link) => link.id !== id)) return refused({ url: "HISTORY_ERROR_DUPLICATE" });
  const [row] = await db
    .update(propertyMediaLinks)
    .set({ label, url })
    .where(and(eq(propertyMediaLinks.id, id), eq(propertyMediaLinks.propertyId, propertyId)))
    .returning();
  return row ? { ok: true, row } : NOT_FOUND;
}

export async function removeMediaLink(db: Database, input: unknown): Promise<HistoryResult<MediaLinkRow>> {
  const parsed = parseInput(historyRowSchema, input);
  if (!parsed.ok) return parsed;
  const { id, propertyId } = parsed.value;
  const [row] = await db
    .delete(propertyMediaLinks)
    .where(and(eq(propertyMediaLinks.id, id), eq(propertyMediaLinks.propertyId, propertyId)))
    .returning();
  return row ? { ok: true, row } : NOT_FOUND;
}
