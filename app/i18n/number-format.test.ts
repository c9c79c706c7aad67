import { describe, expect, it } from "vitest";
import { numberFormat } from "./number-format.ts";

describe("numberFormat", () => {
  it("formats in the visitor's language, each style made once per language and kept", () => {
    expect(numberFormat("nl", "decimal").format(1234.567)).toBe("1.234,57");
    // English as written in Belgium (en-BE): the same separators as Dutch.
    expect(numberFormat("en", "decimal").format(1234.5)).toBe("1.234,5");
    expect(numberFormat("fr", "percent").format(0.125)).toMatch(/^12,5\s%$/);
    expect(numberFormat("nl", "percent").format(0.03)).toBe("3%");
    expect(numberFormat("nl", "decimal")).toBe(numberFormat("nl", "decimal"));
    expect(numberFormat("nl", "decimal")).not.toBe(numberFormat("fr", "decimal"));
    expect(numberFormat("nl", "decimal")).not.toBe(numberFormat("nl", "percent"));
  });
});
