import { describe, expect, it } from "vitest";
import {
  FREE_FAILURES_PER_ACCOUNT,
  FREE_FAILURES_PER_ADDRESS,
  MAX_THROTTLE_DELAY_MS,
} from "./account-rules.ts";
import { SignInThrottle } from "./sign-in-throttle.ts";

describe("sign-in throttle", () => {
  it("lets the first failures through, then makes each attempt wait longer, up to a cap (never a lock)", () => {
    const throttle = new SignInThrottle();
    const now = 1_000_000;
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT; i += 1) {
      expect(throttle.waitMs("Owner@example.be", `198.51.100.${i}`, now)).toBe(0);
      throttle.failed("owner@example.be", `198.51.100.${i}`, now);
    }
    expect(throttle.waitMs("OWNER@example.be", "203.0.113.9", now)).toBe(1000);
    throttle.failed("owner@example.be", "203.0.113.9", now);
    expect(throttle.waitMs("owner@example.be", "203.0.113.9", now)).toBe(2000);
    for (let i = 0; i < 40; i += 1) throttle.failed("owner@example.be", "203.0.113.9", now);
    expect(throttle.waitMs("owner@example.be", "203.0.113.9", now)).toBe(MAX_THROTTLE_DELAY_MS);
    expect(throttle.waitMs("owner@example.be", "203.0.113.9", now + MAX_THROTTLE_DELAY_MS)).toBe(0);
  });

  it("counts a client's failures across addresses, and a success clears the account's count", () => {
    const throttle = new SignInThrottle();
    const now = 5_000_000;
    for (let i = 0; i < FREE_FAILURES_PER_ADDRESS + 1; i += 1)
      throttle.failed(`user${i}@example.be`, "192.0.2.50", now);
    expect(throttle.waitMs("someone-else@example.be", "192.0.2.50", now)).toBeGreaterThan(0);
    expect(throttle.waitMs("someone-else@example.be", "192.0.2.51", now)).toBe(0);
    throttle.failed("a@example.be", "192.0.2.60", now);
    throttle.succeeded("A@example.be");
    expect(throttle.waitMs("a@example.be", "192.0.2.61", now)).toBe(0);
  });

  it("counts attempts still being checked, so many sent at once cannot all pass; a good one is taken back", () => {
    const throttle = new SignInThrottle();
    const now = 7_000_000;
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT + 1; i += 1)
      throttle.attempted("owner@example.be", "198.51.100.7", now);
    expect(throttle.waitMs("owner@example.be", "198.51.100.8", now)).toBeGreaterThan(0);

    const office = new SignInThrottle();
    for (let i = 0; i < FREE_FAILURES_PER_ADDRESS * 2; i += 1) {
      office.attempted(`colleague${i}@example.be`, "198.51.100.9", now);
      office.checkedGood(`colleague${i}@example.be`, "198.51.100.9");
    }
    expect(office.waitMs("another@example.be", "198.51.100.9", now)).toBe(0);
  });
});
