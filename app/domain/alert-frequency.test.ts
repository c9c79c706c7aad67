import { describe, expect, it } from "vitest";
import { isMailDue, mailIntervalMs } from "./alert-frequency.ts";

describe("alert frequency", () => {
  const last = new Date("2026-03-01T08:00:00Z");
  it("sends at once whatever the last e-mail", () => {
    expect(mailIntervalMs("instant")).toBe(0);
    expect(isMailDue("instant", last, last)).toBe(true);
  });
  it("bundles a daily digest a day after the previous e-mail", () => {
    expect(isMailDue("daily", last, new Date("2026-03-02T07:59:59Z"))).toBe(false);
    expect(isMailDue("daily", last, new Date("2026-03-02T08:00:00Z"))).toBe(true);
  });
  it("bundles a weekly digest a week after the previous e-mail", () => {
    expect(isMailDue("weekly", last, new Date("2026-03-07T08:00:00Z"))).toBe(false);
    expect(isMailDue("weekly", last, new Date("2026-03-08T08:00:00Z"))).toBe(true);
  });
  it("sends the first digest as soon as something matches", () => {
    expect(isMailDue("weekly", null, last)).toBe(true);
  });
});
