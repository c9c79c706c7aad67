import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isEmpty } from "./empty.ts";

describe("isEmpty (spec §5)", () => {
  it.each([[null], [undefined], [""], ["   "], ["\u00a0\t\n"], [Number.NaN], [[]]])(
    "%j is empty",
    (value) => {
      expect(isEmpty(value)).toBe(true);
    },
  );

  it.each([[0], [false], ["0"], [" a "], [[0]], [{}], [new Date(0)]])("%j is a value", (value) => {
    expect(isEmpty(value)).toBe(false);
  });

  it("treats a text as empty exactly when it has no visible character", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isEmpty(text)).toBe(text.trim().length === 0);
      }),
    );
  });
});
