// Visit slots still free for a property: the bookable moments minus the confirmed visits and the slots
// unconfirmed bookings still hold (a hold past its time frees the slot by itself, ADR 0010).
import { and, eq, gte } from "drizzle-orm";
import type { Database } from "../../../db/client.server.ts";
import { appointments } from "../../../db/schema/leads.ts";
import type { VisitSlot } from "../schemas/visit-slot.ts";
import { takesSlot } from "./visit-booking.server.ts";
import { upcomingVisitSlots } from "./visit-slots.ts";

export async function freeVisitSlots(db: Database, propertyId: number, now: Date): Promise<VisitSlot[]> {
  const candidates = upcomingVisitSlots(now);
  const first = candidates[0];
  if (!first) return [];
  const booked = await db
    .select({ date: appointments.slotDate, slot: appointments.slotCode })
    .from(appointments)
    .where(
      and(eq(appointments.propertyId, propertyId), takesSlot(now), gte(appointments.slotDate, first.date)),
    );
  const taken = new Set(booked.map((row) => `${row.date}_${row.slot}`));
  return candidates.filter((slot) => !taken.has(`${slot.date}_${slot.slot}`));
}
