import { describe, expect, it } from "vitest";
import { TIME_SLOT_IDS, TIME_SLOT_LABELS } from "./time-slots.ts";

describe("time slots (spec §9)", () => {
  it("are the morning, the afternoon and the late afternoon, each with its label", () => {
    expect(TIME_SLOT_IDS).toEqual(["10-13", "13-16", "16-19"]);
    expect(TIME_SLOT_IDS.map((id) => TIME_SLOT_LABELS[id])).toEqual([
      "LEAD_SLOT_10_13",
      "LEAD_SLOT_13_16",
      "LEAD_SLOT_16_19",
    ]);
  });
});
