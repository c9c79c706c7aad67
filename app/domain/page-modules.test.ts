import { describe, expect, it } from "vitest";
import type { DisplayCondition } from "./display-condition.ts";
import { columnSpan, itemsPerRow, propertyListModule, shownModules } from "./page-modules.ts";

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

describe("spec §3, §5 display conditions on page modules", () => {
  const settings = { displayOptions: { showFreeEvaluation: false, showHomeMenu: true } };
  const module = (position: number, conditions?: DisplayCondition[]) => ({ position, conditions });

  it("shows a module only while its conditions hold for the site's settings, in position order", () => {
    const modules = [
      module(3),
      module(1, [{ field: "displayOptions.showFreeEvaluation", logic: "==", compareWithValue: true }]),
      module(2, [{ field: "displayOptions.showHomeMenu", logic: "equals", compareWithValue: true }]),
    ];
    expect(shownModules(modules, settings).map((shown) => shown.position)).toEqual([2, 3]);
  });

  it("hides a module whose condition cannot be evaluated", () => {
    const broken = module(1, [{ field: "displayOptions.showHomeMenu", logic: "<", compareWithValue: "x" }]);
    expect(shownModules([broken], settings)).toEqual([]);
  });
});
