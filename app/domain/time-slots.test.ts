import { describe, expect, it } from "vitest";
import { TIME_SLOTS, isTimeSlotId, timeSlotAt, timeSlotById } from "./time-slots.ts";

describe("time slots (spec §9)", () => {
  it("are 10:00-13:00, 13:00-16:00 and 16:00-19:00", () => {
    expect(TIME_SLOTS.map((slot) => `${slot.start}-${slot.end}`)).toEqual([
      "10:00-13:00",
      "13:00-16:00",
      "16:00-19:00",
    ]);
  });

  it("leave no gap between slots", () => {
    TIME_SLOTS.slice(1).forEach((slot, index) => expect(slot.start).toBe(TIME_SLOTS[index]?.end));
  });

  it.each([
    ["10:00", "morning"],
    ["12:59", "morning"],
    ["13:00", "afternoon"],
    ["14:30", "afternoon"],
    ["16:00", "evening"],
    ["18:59", "evening"],
  ] as const)("%s is in the %s slot", (time, id) => {
    expect(timeSlotAt(time)?.id).toBe(id);
  });

  it.each([["09:59"], ["19:00"], ["noon"]])("%s is in no slot", (time) => {
    expect(timeSlotAt(time)).toBeUndefined();
  });

  it("knows its ids", () => {
    expect(isTimeSlotId("afternoon")).toBe(true);
    expect(isTimeSlotId("night")).toBe(false);
    expect(isTimeSlotId(3)).toBe(false);
    expect(timeSlotById("evening")?.labelKey).toBe("TIME_SLOT_EVENING");
    expect(timeSlotById(null)).toBeUndefined();
  });
});
