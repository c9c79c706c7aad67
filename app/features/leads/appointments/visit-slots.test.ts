import { describe, expect, it } from "vitest";
import { BOOKING_DAYS_AHEAD, isBookable, upcomingVisitSlots } from "./visit-slots.ts";

describe("visit slots (spec §4, §9)", () => {
  // Friday 13 March 2026, 23:30 in Brussels.
  const friday = new Date("2026-03-13T22:30:00Z");

  it("starts tomorrow in Brussels and offers no Sunday", () => {
    const slots = upcomingVisitSlots(friday);
    expect(slots[0]).toEqual({ date: "2026-03-14", slot: "10-13" });
    expect(slots.some((slot) => slot.date === "2026-03-15")).toBe(false);
  });

  it("offers three slots on weekdays and two on Saturday", () => {
    const slots = upcomingVisitSlots(friday);
    expect(slots.filter((slot) => slot.date === "2026-03-14").map((slot) => slot.slot)).toEqual([
      "10-13",
      "13-16",
    ]);
    expect(slots.filter((slot) => slot.date === "2026-03-16").map((slot) => slot.slot)).toEqual([
      "10-13",
      "13-16",
      "16-19",
    ]);
    const days = new Set(slots.map((slot) => slot.date));
    expect(days.size).toBe(BOOKING_DAYS_AHEAD - 2);
  });

  it("counts days in Brussels, where midnight comes before it does in UTC", () => {
    // 00:30 on Saturday 4 July 2026 in Brussels, still Friday in UTC: tomorrow is Sunday, so Monday comes first.
    expect(upcomingVisitSlots(new Date("2026-07-03T22:30:00Z"))[0]).toEqual({
      date: "2026-07-06",
      slot: "10-13",
    });
  });

  it("refuses a moment in the past or too far ahead", () => {
    expect(isBookable({ date: "2026-03-13", slot: "16-19" }, friday)).toBe(false);
    expect(isBookable({ date: "2026-03-16", slot: "16-19" }, friday)).toBe(true);
    expect(isBookable({ date: "2026-04-30", slot: "10-13" }, friday)).toBe(false);
  });
});
