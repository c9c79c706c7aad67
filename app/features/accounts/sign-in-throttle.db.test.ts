import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/support/databases.ts";
import {
  FREE_FAILURES_PER_ACCOUNT,
  FREE_FAILURES_PER_ADDRESS,
  MAX_THROTTLE_DELAY_MS,
} from "./account-rules.ts";
import { SignInThrottle } from "./sign-in-throttle.server.ts";

const fresh = () => new SignInThrottle(`test-${randomUUID()}`);

forEachDatabase((database) => {
  it("lets the first failures through, then makes each attempt wait longer, up to a cap (never a lock)", async () => {
    const db = database();
    const throttle = fresh();
    const now = 1_000_000;
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT; i += 1) {
      expect(await throttle.waitMs(db, "Owner@example.be", `198.51.100.${i}`, now)).toBe(0);
      await throttle.failed(db, "owner@example.be", `198.51.100.${i}`, now);
    }
    expect(await throttle.waitMs(db, "OWNER@example.be", "203.0.113.9", now)).toBe(1000);
    await throttle.failed(db, "owner@example.be", "203.0.113.9", now);
    expect(await throttle.waitMs(db, "owner@example.be", "203.0.113.9", now)).toBe(2000);
    for (let i = 0; i < 40; i += 1) await throttle.failed(db, "owner@example.be", "203.0.113.9", now);
    expect(await throttle.waitMs(db, "owner@example.be", "203.0.113.9", now)).toBe(MAX_THROTTLE_DELAY_MS);
    expect(await throttle.waitMs(db, "owner@example.be", "203.0.113.9", now + MAX_THROTTLE_DELAY_MS)).toBe(0);
  });

  it("counts a client's failures across addresses, and a success clears the account's count", async () => {
    const db = database();
    const throttle = fresh();
    const now = 5_000_000;
    for (let i = 0; i < FREE_FAILURES_PER_ADDRESS + 1; i += 1)
      await throttle.failed(db, `user${i}@example.be`, "192.0.2.50", now);
    expect(await throttle.waitMs(db, "someone-else@example.be", "192.0.2.50", now)).toBeGreaterThan(0);
    expect(await throttle.waitMs(db, "someone-else@example.be", "192.0.2.51", now)).toBe(0);
    await throttle.failed(db, "a@example.be", "192.0.2.60", now);
    await throttle.succeeded(db, "A@example.be");
    expect(await throttle.waitMs(db, "a@example.be", "192.0.2.61", now)).toBe(0);
  });

  it("counts attempts still being checked, so many sent at once cannot all pass; a good one is taken back", async () => {
    const db = database();
    const throttle = fresh();
    const now = 7_000_000;
    // Sent at once (on PostgreSQL over several connections): only the free ones are counted and checked,
    // every other one waits.
    const waits = await Promise.all(
      Array.from({ length: 20 }, () => throttle.attempt(db, "owner@example.be", "198.51.100.7", now)),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(FREE_FAILURES_PER_ACCOUNT);
    expect(await throttle.waitMs(db, "owner@example.be", "198.51.100.8", now)).toBeGreaterThan(0);

    const office = fresh();
    for (let i = 0; i < FREE_FAILURES_PER_ADDRESS * 2; i += 1) {
      expect(await office.attempt(db, `colleague${i}@example.be`, "198.51.100.9", now)).toBe(0);
      await office.checkedGood(db, `colleague${i}@example.be`, "198.51.100.9");
    }
    expect(await office.waitMs(db, "another@example.be", "198.51.100.9", now)).toBe(0);
  });
});
