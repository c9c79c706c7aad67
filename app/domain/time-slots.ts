// Contact time slots (spec §9): 10:00-13:00, 13:00 or 14:00-16:00, 16:00-19:00.

export type TimeSlotId = "morning" | "afternoon" | "evening";
export type TimeSlot = {
  id: TimeSlotId;
  start: string;
  end: string;
  labelKey: "TIME_SLOT_MORNING" | "TIME_SLOT_AFTERNOON" | "TIME_SLOT_EVENING";
};

// The afternoon starts at 13:00 (the spec also has 14:00): the slots then cover 10:00-19:00 without a gap.
export const TIME_SLOTS: readonly TimeSlot[] = [
  { id: "morning", start: "10:00", end: "13:00", labelKey: "TIME_SLOT_MORNING" },
  { id: "afternoon", start: "13:00", end: "16:00", labelKey: "TIME_SLOT_AFTERNOON" },
  { id: "evening", start: "16:00", end: "19:00", labelKey: "TIME_SLOT_EVENING" },
];

export const TIME_SLOT_IDS: readonly TimeSlotId[] = TIME_SLOTS.map((slot) => slot.id);

export function isTimeSlotId(value: unknown): value is TimeSlotId {
  return typeof value === "string" && (TIME_SLOT_IDS as readonly string[]).includes(value);
}

export function timeSlotById(id: string | null | undefined): TimeSlot | undefined {
  return TIME_SLOTS.find((slot) => slot.id === id);
}

function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(":").map(Number);
  return hours * 60 + mins;
}

/** The slot a time of day ("HH:MM") falls in; a slot's end belongs to the next slot. */
export function timeSlotAt(time: string): TimeSlot | undefined {
  if (!/^\d{1,2}:\d{2}$/.test(time)) return undefined;
  const at = minutes(time);
  return TIME_SLOTS.find((slot) => at >= minutes(slot.start) && at < minutes(slot.end));
}
