import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { expect, it } from "vitest";
import { forEachDatabase } from "../../tests/support/databases.ts";
import { counterKey, countHits, sweepRateLimits, takeToken, WindowLimiter } from "./rate-limits.server.ts";
import { rateLimitCounters } from "./schema/rate-limits.ts";

forEachDatabase((database) => {
  it("shared state 1: hits sent at once make one count, whichever connection takes them", async () => {
    const db = database();
    const limiter = new WindowLimiter(`test-${randomUUID()}`, { limit: 10, windowMs: 60_000 });
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(db, "203.0.113.1", 1000)));
    expect(results.filter(Boolean)).toHaveLength(10);
    // A new window starts once the old one is over.
    expect(await limiter.hit(db, "203.0.113.1", 61_000)).toBe(true);
  });

  it("shared state 1: a key stores a hash of what it counts, never the address or e-mail itself", async () => {
    const db = database();
    const scope = `test-${randomUUID()}`;
    await countHits(db, [{ key: counterKey(scope, "someone@example.be"), windowMs: 1000 }], 0);
    const rows = await db
      .select()
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, `${scope}:%`));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key).not.toContain("someone");
  });

  it("shared state 1: a token bucket allows its burst, then one call per refill, and says how long to wait", async () => {
    const db = database();
    const key = counterKey(`test-${randomUUID()}`, "key-1");
    const rule = { perSecond: 2, burst: 3 };
    const waits = await Promise.all(Array.from({ length: 5 }, () => takeToken(db, key, rule, 0)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
    expect(Math.min(...waits.filter((wait) => wait > 0))).toBe(1);
    expect(await takeToken(db, key, rule, 500)).toBe(0);
    expect(await takeToken(db, key, rule, 500)).toBeGreaterThan(0);
  });

  it("shared state 1: expired counters are swept, current ones kept", async () => {
    const db = database();
    const scope = `test-${randomUUID()}`;
    const old = counterKey(scope, "old");
    const current = counterKey(scope, "current");
    await countHits(db, [{ key: old, windowMs: 1000 }], 0);
    await countHits(db, [{ key: current, windowMs: 60_000 }], 0);
    expect(await sweepRateLimits(db, 2000)).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, old))).toHaveLength(0);
    expect(await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, current))).toHaveLength(
      1,
    );
  });
});
