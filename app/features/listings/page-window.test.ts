import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageWindow } from "./page-window.ts";

describe("pageWindow", () => {
  it("shows every page of a short list", () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the first and last pages in reach with gaps between", () => {
    expect(pageWindow(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
  });

  it("always holds the current page, the first and the last, in order and without repeats", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const [page, count] = a <= b ? [a, b] : [b, a];
        const numbers = pageWindow(page, count).filter((entry) => entry !== "gap");
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(count);
        expect(numbers).toEqual([...new Set(numbers)].sort((x, y) => Number(x) - Number(y)));
      }),
    );
  });
});
