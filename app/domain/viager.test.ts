import { describe, expect, it } from "vitest";
import { annuitantSexKey, isViager, triStateLabelKey } from "./viager.ts";

describe("tri-state values (spec §3)", () => {
  it.each([
    [-1, null],
    [0, "TRISTATE_NO"],
    [1, "TRISTATE_YES"],
    [2, "TRISTATE_ON_REQUEST"],
    [3, null],
    [null, null],
    [undefined, null],
  ] as const)("%s → %s", (value, key) => {
    expect(triStateLabelKey(value)).toBe(key);
  });

  it("counts only an explicit yes as viager", () => {
    expect(isViager({ isViager: 1 })).toBe(true);
    expect(isViager({ isViager: 2 })).toBe(false);
    expect(isViager({})).toBe(false);
    expect(isViager(null)).toBe(false);
  });

  it("labels the annuitant's sex", () => {
    expect(annuitantSexKey("m")).toBe("ANNUITANT_MALE");
    expect(annuitantSexKey("F")).toBe("ANNUITANT_FEMALE");
    expect(annuitantSexKey("x")).toBeNull();
    expect(annuitantSexKey(null)).toBeNull();
  });
});
