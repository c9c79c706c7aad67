import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { marqueeLabelKey, ribbonFor } from "./marquee.ts";

describe("marquee labels (spec §3, §4)", () => {
  it.each([
    [0, null],
    [1, "MARQUEE_SOLD"],
    [2, "MARQUEE_RENTED"],
    [3, "MARQUEE_FOR_TAKEOVER"],
    [4, null],
    [-1, null],
    [null, null],
  ] as const)("marquee %s → %s", (marquee, key) => {
    expect(marqueeLabelKey(marquee)).toBe(key);
  });
});

describe("ribbonFor", () => {
  it.each([
    [{ marquee: 1, status: "available" }, "MARQUEE_SOLD"],
    [{ marquee: 3, status: "under_option" }, "MARQUEE_FOR_TAKEOVER"],
    [{ marquee: 0, status: "under_option" }, "RIBBON_UNDER_OPTION"],
    [{ marquee: 0, status: "available" }, null],
    [{ marquee: 0, status: "sold" }, null],
    [{ marquee: 0 }, null],
  ] as const)("%j → %s", (listing, ribbon) => {
    expect(ribbonFor(listing)).toBe(ribbon);
  });

  it("shows a marquee label whenever the marquee is 1 to 3, whatever the status", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom("available" as const, "under_option" as const, "sold" as const, "rented" as const),
        (marquee, status) => {
          expect(ribbonFor({ marquee, status })).toBe(marqueeLabelKey(marquee));
        },
      ),
    );
  });
});
