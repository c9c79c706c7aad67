import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buttonShowsTotal, fillPropertyTotals } from "./search-block.ts";

describe("home search block totals (spec §2)", () => {
  it("fills FOR_SALE_TOTAL and FOR_RENT_TOTAL", () => {
    expect(
      fillPropertyTotals("<b>FOR_SALE_TOTAL</b> te koop, FOR_RENT_TOTAL te huur", { sale: 380, rent: 3 }),
    ).toBe("<b>380</b> te koop, 3 te huur");
    expect(fillPropertyTotals("FOR_SALE_TOTAL/FOR_SALE_TOTAL", { sale: 1, rent: 0 })).toBe("1/1");
  });

  it("leaves no placeholder behind", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("FOR_SALE_TOTAL", "FOR_RENT_TOTAL", " ", "x", "_")), (parts) => {
        expect(fillPropertyTotals(parts.join(""), { sale: 7, rent: 8 })).not.toMatch(/FOR_(SALE|RENT)_TOTAL/);
      }),
    );
  });

  it("shows a button's total only when configured and above 0", () => {
    expect(buttonShowsTotal(true, 12)).toBe(true);
    expect(buttonShowsTotal(true, 0)).toBe(false);
    expect(buttonShowsTotal(false, 12)).toBe(false);
    expect(buttonShowsTotal(true, null)).toBe(false);
  });
});
