import { describe, expect, it } from "vitest";
import { mailIntervalMs } from "./alert-frequency.ts";

describe("alert frequency", () => {
  it("sends at once, or a day or a week after the previous e-mail", () => {
    expect(mailIntervalMs("instant")).toBe(0);
    expect(mailIntervalMs("daily")).toBe(24 * 60 * 60 * 1000);
    expect(mailIntervalMs("weekly")).toBe(7 * 24 * 60 * 60 * 1000);
  });
});
