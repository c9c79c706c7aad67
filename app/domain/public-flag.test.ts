import { describe, expect, it } from "vitest";
import { isPublic } from "./public-flag.ts";

describe("public flag (spec §3)", () => {
  it.each([
    [true, true],
    ["true", true],
    [false, false],
    ["false", false],
    ["TRUE", false],
    [1, false],
    [undefined, false],
  ])("%j → %s", (flag, shown) => {
    expect(isPublic(flag)).toBe(shown);
  });
});
