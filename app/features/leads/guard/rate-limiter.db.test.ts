import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { forEachDatabase } from "../../../../tests/support/databases.ts";
import { countWellFormedAttempt, createLeadRateLimiters, rateLimited } from "./rate-limiter.server.ts";

// Each test counts in a scope of its own: the counters are shared by every app server on the database.
const fresh = () => createLeadRateLimiters(`test-${randomUUID()}`);

forEachDatabase((database) => {
  it("lets a visitor send a form ten times in ten minutes, then refuses until the window passes", async () => {
    const db = database();
    const limiters = fresh();
    const results: boolean[] = [];
    for (let i = 0; i < 11; i += 1)
      results.push(await countWellFormedAttempt(db, limiters, "203.0.113.9", "contact-me", 0));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await rateLimited(db, limiters, "203.0.113.9", "contact-me", 0)).toBe(true);
    expect(await rateLimited(db, limiters, "203.0.113.10", "contact-me", 0)).toBe(false);
    expect(await rateLimited(db, limiters, "203.0.113.9", "contact-me", 10 * 60_000)).toBe(false);
  });

  it("caps one address across all forms", async () => {
    const db = database();
    const limiters = fresh();
    const forms = ["a", "b", "c", "d", "e", "f", "g", "h"];
    let accepted = 0;
    for (let i = 0; i < 80; i += 1) {
      if (await countWellFormedAttempt(db, limiters, "198.51.100.1", forms[i % 8] ?? "", 0)) accepted += 1;
    }
    expect(accepted).toBe(60);
  });

  it("hardening 6: looking at the limits counts nothing", async () => {
    const db = database();
    const limiters = fresh();
    for (let i = 0; i < 50; i += 1)
      expect(await rateLimited(db, limiters, "203.0.113.9", "contact-me", 0)).toBe(false);
    expect(await countWellFormedAttempt(db, limiters, "203.0.113.9", "contact-me", 0)).toBe(true);
  });

  it("hardening 6: a global ceiling per form, all visitors together, higher than one visitor's quota", async () => {
    const db = database();
    const limiters = fresh();
    const attempts = Array.from({ length: 1000 }, (_, i) => `198.51.100.${Math.floor(i / 10)}`);
    // Sent at once: on PostgreSQL they race over the pool's connections and still make one count.
    const results = await Promise.all(
      attempts.map((address) => countWellFormedAttempt(db, limiters, address, "contact-me", 0)),
    );
    expect(results.filter(Boolean)).toHaveLength(600);
    expect(await rateLimited(db, limiters, "203.0.113.200", "contact-me", 0)).toBe(true);
    expect(await rateLimited(db, limiters, "203.0.113.200", "site-contact", 0)).toBe(false);
    expect(await rateLimited(db, limiters, "203.0.113.200", "contact-me", 10 * 60_000)).toBe(false);
  });
});
