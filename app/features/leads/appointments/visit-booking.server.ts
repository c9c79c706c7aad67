// A visit booking waits for the visitor's e-mail confirmation (ADR 0010). Meanwhile it holds its slot
// for VISIT_HOLD_MINUTES, unless the property already has MAX_HELD_SLOTS_PER_PROPERTY slots held by
// unconfirmed bookings: then it holds none and gets the slot only if it is still free at confirmation.
// An address may have MAX_PENDING_VISITS_PER_ADDRESS bookings waiting. Expired holds need no clean-up:
// every query reads `hold_until > now`. Work on one property is serialised by an advisory lock.
import { randomUUID } from "node:crypto";
import { and, eq, gt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server.ts";
import { appointments, leads } from "../../../db/schema/leads.ts";
import type { Executor } from "../confirmation/confirmation-mail-limit.server.ts";
import {
  MAX_HELD_SLOTS_PER_PROPERTY,
  MAX_PENDING_VISITS_PER_ADDRESS,
  VISIT_HOLD_MS,
} from "../confirmation/confirmation-rules.ts";
import type { ConfirmationState } from "../confirmation/confirmation-state.ts";
import { parseVisitSlot, type VisitSlot } from "../schemas/visit-slot.ts";
import { isBookable } from "./visit-slots.ts";

type Writer = Executor & Pick<Database, "insert" | "update">;

export type VisitBooking =
  | { kind: "booked"; appointmentId: string; holds: boolean; confirmBy: Date }
  | { kind: "slot-taken" }
  | { kind: "too-many-pending" };

async function lockProperty(tx: Executor, propertyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`visit:${propertyId}`}, 0))`);
}

/** Confirmed visits and live holds: what takes a slot away from everyone else. */
export function takesSlot(now: Date) {
  return or(
    eq(appointments.status, "confirmed"),
    and(eq(appointments.status, "pending"), gt(appointments.holdUntil, now)),
  );
}

async function slotTaken(tx: Executor, propertyId: number, slot: VisitSlot, now: Date, except?: string) {
  const [row] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.propertyId, propertyId),
        eq(appointments.slotDate, slot.date),
        eq(appointments.slotCode, slot.slot),
        takesSlot(now),
        except ? ne(appointments.id, except) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function count(tx: Executor, where: ReturnType<typeof and>, withLeads = false): Promise<number> {
  const query = tx.select({ count: sql<number>`count(*)::int` }).from(appointments);
  const [row] = await (withLeads ? query.innerJoin(leads, eq(leads.id, appointments.leadId)) : query).where(
    where,
  );
  return row?.count ?? 0;
}

/** Books `slot` as a pending visit of the lead; call inside the lead's transaction. */
export async function bookVisit(
  tx: Writer,
  booking: { leadId: string; propertyId: number; email: string; slot: VisitSlot; now: Date },
): Promise<VisitBooking> {
  const { leadId, propertyId, email, slot, now } = booking;
  await lockProperty(tx, propertyId);
  const waiting = await count(
    tx,
    and(eq(leads.email, email), eq(appointments.status, "pending"), gt(appointments.confirmBy, now)),
    true,
  );
  if (waiting >= MAX_PENDING_VISITS_PER_ADDRESS) return { kind: "too-many-pending" };
  if (await slotTaken(tx, propertyId, slot, now)) return { kind: "slot-taken" };
  const held = await count(
    tx,
    and(
      eq(appointments.propertyId, propertyId),
      eq(appointments.status, "pending"),
      gt(appointments.holdUntil, now),
    ),
  );
  const confirmBy = new Date(now.getTime() + VISIT_HOLD_MS);
  const holds = held < MAX_HELD_SLOTS_PER_PROPERTY;
  const appointmentId = randomUUID();
  await tx.insert(appointments).values({
    id: appointmentId,
    leadId,
    propertyId,
    slotDate: slot.date,
    slotCode: slot.slot,
    status: "pending",
    holdUntil: holds ? confirmBy : null,
    confirmBy,
    createdAt: now,
  });
  return { kind: "booked", appointmentId, holds, confirmBy };
}

type Appointment = typeof appointments.$inferSelect;

async function visitState(
  tx: Executor,
  visit: Appointment | undefined,
  by: "visitor" | "agency",
  now: Date,
): Promise<ConfirmationState> {
  if (!visit) return "invalid";
  if (visit.status === "confirmed") return "already-confirmed";
  const slot = parseVisitSlot(`${visit.slotDate}_${visit.slotCode}`);
  // The visitor has the hold's half hour; the agency may confirm as long as the slot is still bookable
  // (from the next day on, like every booking).
  const late = by === "visitor" ? !visit.confirmBy || visit.confirmBy <= now : false;
  if (!slot || visit.status === "cancelled" || late || !isBookable(slot, now)) return "expired";
  if (await slotTaken(tx, visit.propertyId, slot, now, visit.id)) return "slot-taken";
  return "ready";
}

async function findVisit(tx: Executor, id: string): Promise<Appointment | undefined> {
  const [visit] = await tx.select().from(appointments).where(eq(appointments.id, id)).limit(1);
  return visit;
}

/** What following the link would do now, without doing it (the page a GET shows). */
export async function inspectVisit(db: Database, id: string, by: "visitor" | "agency", now: Date) {
  return visitState(db, await findVisit(db, id), by, now);
}

/** Confirms the visit when its link still may; the slot is then the visitor's. */
export async function confirmVisit(
  db: Database,
  id: string,
  by: "visitor" | "agency",
  now: Date,
): Promise<ConfirmationState> {
  const first = await findVisit(db, id);
  if (!first) return "invalid";
  return db.transaction(async (tx) => {
    await lockProperty(tx, first.propertyId);
    const state = await visitState(tx, await findVisit(tx, id), by, now);
    if (state !== "ready") return state;
    await tx
      .update(appointments)
      .set({ status: "confirmed", confirmedAt: now, holdUntil: null })
      .where(and(eq(appointments.id, id), eq(appointments.status, "pending")));
    return "confirmed";
  });
}
