import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REGIONS } from "./region.ts";
import { REGISTRATION_DUTY_RULES, registrationDuties } from "./registration-duties.ts";

describe("registration duties (quality.md, 2025)", () => {
  it.each([
    ["flanders", 300_000, true, 6_000],
    ["flanders", 300_000, false, 36_000],
    ["wallonia", 300_000, true, 9_000],
    ["wallonia", 300_000, false, 37_500],
    // Brussels: first 200,000 exempt for an only own home up to 600,000.
    ["brussels", 500_000, true, 37_500],
    ["brussels", 600_000, true, 50_000],
    ["brussels", 150_000, true, 0],
    ["brussels", 600_001, true, 75_000.13],
    ["brussels", 500_000, false, 62_500],
    // Luxembourg: 7 % less 30,000 per buyer living there.
    ["luxembourg", 800_000, true, 26_000],
    ["luxembourg", 300_000, true, 0],
    ["luxembourg", 800_000, false, 56_000],
  ] as const)("%s, %i, only own home %s → %d", (region, price, onlyOwnHome, amount) => {
    expect(registrationDuties({ region, price, onlyOwnHome })?.amount).toBe(amount);
  });

  it("gives each Luxembourg buyer a credit", () => {
    const duties = registrationDuties({
      region: "luxembourg",
      price: 1_000_000,
      onlyOwnHome: true,
      buyers: 2,
    });
    expect(duties).toEqual({
      region: "luxembourg",
      rate: 0.07,
      taxableBase: 1_000_000,
      gross: 70_000,
      credit: 60_000,
      amount: 10_000,
    });
  });

  it("has no duties without a region or a price", () => {
    expect(registrationDuties({ region: "", price: 300_000, onlyOwnHome: true })).toBeNull();
    expect(registrationDuties({ region: "flanders", price: 0, onlyOwnHome: true })).toBeNull();
    expect(registrationDuties({ region: "flanders", price: Number.NaN, onlyOwnHome: true })).toBeNull();
  });

  it("carries a source per region", () => {
    for (const region of REGIONS) expect(REGISTRATION_DUTY_RULES[region].source.url).toMatch(/^https:\/\//);
  });

  it("never exceeds the standard rate on the price, never goes below zero, never favours a second home", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REGIONS),
        fc.integer({ min: 1, max: 20_000_000 }),
        fc.integer({ min: 1, max: 4 }),
        (region, price, buyers) => {
          const own = registrationDuties({ region, price, onlyOwnHome: true, buyers });
          const other = registrationDuties({ region, price, onlyOwnHome: false, buyers });
          expect(own?.amount).toBeGreaterThanOrEqual(0);
          expect(own?.amount).toBeLessThanOrEqual(other?.amount ?? 0);
          expect(other?.amount).toBeLessThanOrEqual(
            price * REGISTRATION_DUTY_RULES[region].standardRate + 0.01,
          );
        },
      ),
    );
  });
});
