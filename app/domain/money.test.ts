import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountDueAtSigning, depositFor, formatPrice, offerAdvance, priceDisplay } from "./money.ts";

describe("formatPrice (spec §9: euro, Belgian Dutch grouping)", () => {
  it.each([
    [325000, "€ 325.000"],
    [0, "€ 0"],
    [950, "€ 950"],
    [1000, "€ 1.000"],
    [1234567, "€ 1.234.567"],
    [1234.5, "€ 1.234,50"],
    [850.05, "€ 850,05"],
    [-1500, "€ -1.500"],
    ["325000", "€ 325.000"],
    [" 850.5 ", "€ 850,50"],
    [1e21, "€ 1.000.000.000.000.000.000.000"],
  ] as const)("%s is %s", (amount, text) => {
    expect(formatPrice(amount)).toBe(text);
  });

  it("can force or drop the cents and the euro sign", () => {
    expect(formatPrice(325000, { decimals: 2 })).toBe("€ 325.000,00");
    expect(formatPrice(1234.56, { decimals: 0 })).toBe("€ 1.235");
    expect(formatPrice(1234.56, { symbol: false })).toBe("1.234,56");
  });

  it("does not show minus zero", () => {
    expect(formatPrice(-0.001)).toBe("€ 0");
  });

  it.each([
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [null],
    [undefined],
    [""],
    ["abc"],
    ["325.000"],
    ["1,5"],
  ])("gives NaN for %j (spec §8)", (amount) => {
    expect(formatPrice(amount)).toBe("NaN");
  });

  it("never throws and always shows grouped digits or NaN", () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.integer()), (amount) => {
        const text = formatPrice(amount);
        expect(text === "NaN" || /^€ -?\d{1,3}(\.\d{3})*(,\d\d)?$/.test(text)).toBe(true);
      }),
    );
  });

  it("reads back the whole euros it printed", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        const digits = formatPrice(amount).replace("€ ", "").replace(/\./g, "");
        expect(Number(digits)).toBe(amount === 0 ? 0 : amount);
      }),
    );
  });
});

describe("priceDisplay", () => {
  it("shows the amount", () => {
    expect(priceDisplay({ price: 325000, publishPrice: true, priceUnit: 1 })).toEqual({
      kind: "amount",
      amount: 325000,
      text: "€ 325.000",
    });
  });

  it("shows 'starting from' for price unit 7 (spec §9)", () => {
    expect(priceDisplay({ price: 249000, publishPrice: true, priceUnit: 7 })).toEqual({
      kind: "startingFrom",
      amount: 249000,
      text: "€ 249.000",
      messageKey: "PRICE_STARTING_FROM",
    });
  });

  it.each([
    [{ price: 325000, publishPrice: false, priceUnit: null }],
    [{ price: null, publishPrice: true, priceUnit: null }],
    [{ price: 0, priceUnit: 7 }],
    [{ price: -5 }],
    [{ price: Number.NaN }],
  ])("shows 'price on demand' for %j", (listing) => {
    expect(priceDisplay(listing)).toEqual({ kind: "onDemand", messageKey: "PRICE_ON_DEMAND" });
  });
});

describe("deposit and purchase-offer advance (spec §5, §9)", () => {
  it("asks 3 months' rent as deposit", () => {
    expect(depositFor(850)).toBe(2550);
    expect(depositFor(833.33)).toBe(2499.99);
    expect(depositFor("1200")).toBe(3600);
    expect(depositFor(-1)).toBeNull();
    expect(depositFor(null)).toBeNull();
  });

  it("asks 10 % of the price as advance", () => {
    expect(offerAdvance(325000)).toBe(32500);
    expect(offerAdvance(199999)).toBe(19999.9);
    expect(offerAdvance(0.05)).toBe(0.01);
    expect(offerAdvance(undefined)).toBeNull();
  });

  it("keeps the advance exact to the cent for whole-euro prices", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), (price) => {
        expect(Math.round((offerAdvance(price) ?? 0) * 100)).toBe(price * 10);
      }),
    );
  });

  it("adds up what a tenant pays at signing", () => {
    expect(amountDueAtSigning({ monthlyRent: 850, monthlyCharges: 50, inventoryShare: 150 })).toEqual({
      firstMonthRent: 850,
      charges: 50,
      inventoryShare: 150,
      deposit: 2550,
      total: 3600,
    });
    expect(amountDueAtSigning({ monthlyRent: 1000 })?.total).toBe(4000);
    expect(amountDueAtSigning({ monthlyRent: null })).toBeNull();
  });
});
