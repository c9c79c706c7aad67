// The moments a visit can be booked online (spec §4 appointments, §9 time slots): the coming working
// days in Brussels, each with the three time slots; Saturday mornings and early afternoons too.
import { TIME_SLOT_IDS } from "../../../domain/time-slots.ts";
import type { VisitSlot } from "../schemas/visit-slot.ts";

export const BOOKING_DAYS_AHEAD = 14;

const weekdayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Brussels",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  weekday: "short",
});

function brusselsDay(instant: Date): { date: string; weekday: string } {
  const parts = weekdayFormat.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { date: `${part("year")}-${part("month")}-${part("day")}`, weekday: part("weekday") };
}

function slotsOn(weekday: string): readonly VisitSlot["slot"][] {
  if (weekday === "Sun") return [];
  if (weekday === "Sat") return TIME_SLOT_IDS.slice(0, 2);
  return TIME_SLOT_IDS;
}

/** Every slot from tomorrow up to `BOOKING_DAYS_AHEAD` days ahead, in date and time order. */
export function upcomingVisitSlots(now: Date): VisitSlot[] {
  const slots: VisitSlot[] = [];
  const [year, month, day] = brusselsDay(now).date.split("-").map(Number);
  for (let offset = 1; offset <= BOOKING_DAYS_AHEAD; offset += 1) {
    // Noon UTC lies on the same calendar day in Brussels all year round.
    const noon = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + offset, 12));
    const { date, weekday } = brusselsDay(noon);
    for (const slot of slotsOn(weekday)) slots.push({ date, slot });
  }
  return slots;
}

export function isBookable(candidate: VisitSlot, now: Date): boolean {
  return upcomingVisitSlots(now).some((slot) => slot.date === candidate.date && slot.slot === candidate.slot);
}
