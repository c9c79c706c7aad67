import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPhone, telHref } from "./phone.ts";

describe("formatPhone (spec §5)", () => {
  it.each([
    ["0475123456", "0475 12 34 56"],
    ["0475/12.34.56", "0475 12 34 56"],
    ["015 21 22 23", "015 21 22 23"],
    ["015212223", "015 21 22 23"],
    ["(015) 21-22-23", "015 21 22 23"],
    ["+32 475 12 34 56", "+32 475 12 34 56"],
    ["112", "112"],
    ["", ""],
  ] as const)("%j shows as %j", (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it("shows nothing without a number", () => {
    expect(formatPhone(null)).toBe("");
    expect(formatPhone(undefined)).toBe("");
  });

  it("keeps every digit in order and groups only 9 and 10 digits", () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const shown = formatPhone(raw);
        const digits = raw.replace(/\D/g, "");
        expect(shown.replace(/\D/g, "")).toBe(digits);
        if (digits.length === 10) expect(shown).toMatch(/^\d{4} \d\d \d\d \d\d$/);
        else if (digits.length === 9) expect(shown).toMatch(/^\d{3} \d\d \d\d \d\d$/);
        else expect(shown).toBe(raw);
      }),
    );
  });
});

describe("telHref", () => {
  it("dials the digits, keeping an international +", () => {
    expect(telHref("015 21 22 23")).toBe("tel:015212223");
    expect(telHref(" +32 475 12 34 56")).toBe("tel:+32475123456");
    expect(telHref("n/a")).toBe("");
    expect(telHref(null)).toBe("");
  });
});
