import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { meetsConditions, type DisplayCondition } from "./display-condition.ts";

const listing = {
  goal: 0,
  price: 325000,
  city: "MECHELEN",
  bedrooms: "3",
  description: "",
  hasGarden: true,
  tags: ["garden", "garage"],
  financial: { monthlyRent: 850, chargesRenter: 50 },
};

describe("meetsConditions (spec §5)", () => {
  it.each<[DisplayCondition, boolean]>([
    [{ field: "goal", logic: "equals", compareWithValue: 0 }, true],
    [{ field: "goal", logic: "==", compareWithValue: "0" }, true],
    [{ field: "goal", logic: "notEquals", compareWithValue: 1 }, true],
    [{ field: "city", logic: "equals", compareWithValue: "MECHELEN" }, true],
    [{ field: "city", logic: "!=", compareWithValue: "LIER" }, true],
    [{ field: "hasGarden", logic: "equals", compareWithValue: "true" }, true],
    [{ field: "price", logic: "greaterThan", compareWithValue: 300000 }, true],
    [{ field: "price", logic: ">=", compareWithValue: 325000 }, true],
    [{ field: "price", logic: "<", compareWithValue: 325000 }, false],
    [{ field: "bedrooms", logic: "lessThanOrEqual", compareWithValue: 3 }, true],
    [{ field: "bedrooms", logic: "lessThan", compareWithValue: 3 }, false],
    [{ field: "city", logic: "contains", compareWithValue: "mech" }, true],
    [{ field: "tags", logic: "contains", compareWithValue: "garage" }, true],
    [{ field: "tags", logic: "notContains", compareWithValue: "pool" }, true],
    [{ field: "description", logic: "empty" }, true],
    [{ field: "missing", logic: "empty" }, true],
    [{ field: "city", logic: "notEmpty" }, true],
    [{ field: "financial.monthlyRent", logic: ">", compareWithValue: 800 }, true],
    [
      {
        field: "financial.monthlyRent",
        logic: "greaterThan",
        advancedCondition: true,
        compareWithField: "financial.chargesRenter",
      },
      true,
    ],
    [{ field: "price", logic: "equals", advancedCondition: true, compareWithField: "goal" }, false],
    // Without advancedCondition the value is compared, not the field.
    [{ field: "goal", logic: "equals", compareWithField: "price", compareWithValue: 0 }, true],
  ])("%j → %s", (condition, expected) => {
    expect(meetsConditions(listing, [condition])).toBe(expected);
  });

  it("needs every condition to hold", () => {
    expect(
      meetsConditions(listing, [
        { field: "goal", logic: "equals", compareWithValue: 0 },
        { field: "price", logic: "lessThan", compareWithValue: 100000 },
      ]),
    ).toBe(false);
    expect(meetsConditions(listing, [])).toBe(true);
    expect(meetsConditions(listing, null)).toBe(true);
  });

  it("is false when a condition cannot be evaluated", () => {
    const throwing = Object.defineProperty({}, "price", {
      enumerable: true,
      get() {
        throw new Error("unreadable");
      },
    });
    expect(meetsConditions(throwing, [{ field: "price", logic: "notEmpty" }])).toBe(false);
    expect(meetsConditions(listing, [{ field: "city", logic: ">", compareWithValue: 3 }])).toBe(false);
    expect(meetsConditions(listing, [{ field: "price", logic: "contains", compareWithValue: 3 }])).toBe(
      false,
    );
    const unknownLogic = JSON.parse('[{"field":"goal","logic":"like","compareWithValue":0}]');
    expect(meetsConditions(listing, unknownLogic)).toBe(false);
  });

  it("never reads inherited properties", () => {
    expect(meetsConditions(listing, [{ field: "toString", logic: "notEmpty" }])).toBe(false);
    expect(meetsConditions(listing, [{ field: "city.length", logic: "notEmpty" }])).toBe(false);
  });

  it("never throws, whatever the record and condition", () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), fc.string(), fc.anything(), (record, field, logic, value) => {
        const condition = JSON.parse(JSON.stringify({ field, logic, compareWithValue: value }) ?? "{}");
        expect(typeof meetsConditions(record, [condition])).toBe("boolean");
      }),
    );
  });
});
