// A visit slot as the booking form sends it: the day and one of the time slots, `2026-03-14_10-13`.
// Kept apart from the schemas so the form can list slots without loading the validation library.
import { isCalendarDate } from "./calendar-date.ts";
import { TIME_SLOT_IDS, type TimeSlotId } from "../../../domain/time-slots.ts";

export type VisitSlot = { date: string; slot: TimeSlotId };

const SLOT_PATTERN = /^(\d{4}-\d{2}-\d{2})_(\d{2}-\d{2})$/;

export function parseVisitSlot(value: string): VisitSlot | null {
  const match = SLOT_PATTERN.exec(value);
  const date = match?.[1];
  const slot = TIME_SLOT_IDS.find((known) => known === match?.[2]);
  if (!date || !slot || !isCalendarDate(date)) return null;
  return { date, slot };
}

export function visitSlotValue(slot: VisitSlot): string {
  return `${slot.date}_${slot.slot}`;
}
