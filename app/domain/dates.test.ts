import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDate } from "./dates.ts";

describe("formatDate (spec §9: day-month-year without padding)", () => {
  it.each([
    ["2024-03-05", "5-3-2024"],
    ["2024-12-31", "31-12-2024"],
    ["2024-02-29", "29-2-2024"],
    [new Date("2024-03-05T10:00:00Z"), "5-3-2024"],
    // 23:30 UTC on 5 March is already 6 March in Brussels.
    [new Date("2024-03-05T23:30:00Z"), "6-3-2024"],
    ["2024-07-01T22:15:00Z", "2-7-2024"],
    [Date.UTC(2023, 0, 9, 12), "9-1-2023"],
  ] as const)("%s is %s", (date, text) => {
    expect(formatDate(date)).toBe(text);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["not a date"],
    ["2023-02-29"],
    ["2024-13-01"],
    [Number.NaN],
    [new Date(Number.NaN)],
  ])("shows nothing for %j", (date) => {
    expect(formatDate(date)).toBe("");
  });

  it("never pads and never throws", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1900-01-01"), max: new Date("2200-01-01"), noInvalidDate: true }),
        (date) => {
          expect(formatDate(date)).toMatch(/^[1-9]\d?-[1-9]\d?-\d{4}$/);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof formatDate(text)).toBe("string");
      }),
    );
  });

  it("shows calendar days unchanged", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1970-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const [y, m, day] = iso.split("-").map(Number);
          expect(formatDate(iso)).toBe(`${day}-${m}-${y}`);
        },
      ),
    );
  });
});
