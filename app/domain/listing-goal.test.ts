import { describe, expect, it } from "vitest";
import { goalOf } from "./listing-goal.ts";

describe("listing goal (spec §3)", () => {
  it.each([
    [0, "sale"],
    [1, "rent"],
    [2, "rent"],
    [null, "rent"],
  ] as const)("goal %s is %s", (goal, listingGoal) => {
    expect(goalOf(goal)).toBe(listingGoal);
  });
});
