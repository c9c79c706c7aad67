import { describe, expect, it } from "vitest";
import { columnSpan, itemsPerRow, propertyListModule } from "./page-modules.ts";

const FULL = { sm: 12, md: 12, lg: 12 };

describe("page modules (spec §2 page configuration)", () => {
  it("finds the property-list module and reads its items per row, bounded to 1–6, four when unset", () => {
    const modules = [
      { relation: "article", col: FULL },
      { relation: "property-list", col: FULL, perRow: 3 },
    ];
    expect(itemsPerRow(propertyListModule(modules))).toBe(3);
    expect(itemsPerRow(undefined)).toBe(4);
    expect(itemsPerRow({ perRow: 40 })).toBe(6);
    expect(itemsPerRow({ perRow: 0 })).toBe(1);
    expect(itemsPerRow({ perRow: Number.NaN })).toBe(4);
  });

  it("keeps a column span between 1 and 12", () => {
    expect(columnSpan(10)).toBe(10);
    expect(columnSpan(20)).toBe(12);
    expect(columnSpan(-1)).toBe(1);
    expect(columnSpan(Number.NaN)).toBe(12);
  });
});
