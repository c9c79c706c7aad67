// The one rate-limit store of the site, in the database so that every app server counts against the same
// limit (docs/decisions/0020-past-one-machine.md). Each check is one statement on one primary key; rows
// carry their own expiry and `sweepRateLimits` deletes the expired ones. Three shapes of counter share the
// table: hits in a fixed window (lead forms, reset requests), failures remembered since the last one
// (sign-in throttle) and a token bucket (import API). Times come from the caller, like the rules using them.
import { createHash } from "node:crypto";
import { and, inArray, lte, gt, sql } from "drizzle-orm";
import type { Database } from "./client.server.ts";
import { rateLimitCounters as counters } from "./schema/rate-limits.ts";

type Db = Pick<Database, "insert" | "select" | "update" | "delete">;

/** A stored key: the counter's scope and a hash of what it counts (an address, an e-mail), never the text. */
export function counterKey(scope: string, ...parts: readonly string[]): string {
  const digest = createHash("sha256").update(parts.join("\u0000")).digest("base64url").slice(0, 32);
  return `${scope}:${digest}`;
}

export type WindowHit = { key: string; windowMs: number };

/**
 * Counts one hit for each key in its fixed window (a new window starts when the last one is over) and
 * answers each key's count including this hit, in the order given. One statement for all keys.
 */
export async function countHits(db: Db, hits: readonly WindowHit[], now: number): Promise<number[]> {
  if (hits.length === 0) return [];
  const at = new Date(now);
  const rows = await db
    .insert(counters)
    .values(hits.map(({ key, windowMs }) => ({ key, count: 1, at, expiresAt: new Date(now + windowMs) })))
    .onConflictDoUpdate({
      target: counters.key,
      set: {
        count: sql`case when rate_limit_counters.expires_at <= excluded.at then 1 else rate_limit_counters.count + 1 end`,
        at: sql`case when rate_limit_counters.expires_at <= excluded.at then excluded.at else rate_limit_counters.at end`,
        expiresAt: sql`case when rate_limit_counters.expires_at <= excluded.at then excluded.expires_at else rate_limit_counters.expires_at end`,
      },
    })
    .returning({ key: counters.key, count: counters.count });
  const byKey = new Map(rows.map((row) => [row.key, row.count]));
  return hits.map(({ key }) => byKey.get(key) ?? 0);
}

/** Each key's count in its current window (0 when none); counts nothing. One statement. */
export async function currentCounts(db: Db, keys: readonly string[], now: number): Promise<number[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: counters.key, count: counters.count })
    .from(counters)
    .where(and(inArray(counters.key, [...keys]), gt(counters.expiresAt, new Date(now))));
  const byKey = new Map(rows.map((row) => [row.key, row.count]));
  return keys.map((key) => byKey.get(key) ?? 0);
}

/** A fixed window of at most `limit` hits per key, shared by every app server. */
export class WindowLimiter {
  readonly #scope: string;
  readonly #limit: number;
  readonly #windowMs: number;

  constructor(scope: string, rule: { limit: number; windowMs: number }) {
    this.#scope = scope;
    this.#limit = rule.limit;
    this.#windowMs = rule.windowMs;
  }

  /** The stored key and window of what is counted. */
  hitOf(...parts: readonly string[]): WindowHit {
    return { key: counterKey(this.#scope, ...parts), windowMs: this.#windowMs };
  }

  /** Whether `count` (a count including the latest hit) is still within the limit. */
  allows(count: number): boolean {
    return count <= this.#limit;
  }

  /** Whether a current count has used up the window. */
  exhaustedAt(count: number): boolean {
    return count >= this.#limit;
  }

  /** Counts one hit; false when it went over the limit. */
  async hit(db: Db, part: string, now: number): Promise<boolean> {
    const [count = 0] = await countHits(db, [this.hitOf(part)], now);
    return this.allows(count);
  }
}

export type FailureRecord = { count: number; last: number };

/** The failures remembered for each key (none when forgotten), in the order given. One statement. */
export async function failuresOf(
  db: Db,
  keys: readonly string[],
  now: number,
): Promise<(FailureRecord | null)[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: counters.key, count: counters.count, at: counters.at })
    .from(counters)
    .where(and(inArray(counters.key, [...keys]), gt(counters.expiresAt, new Date(now))));
  const byKey = new Map(rows.map((row) => [row.key, { count: row.count, last: row.at.getTime() }]));
  return keys.map((key) => byKey.get(key) ?? null);
}

/** One more failure for each key, remembered for `memoryMs` after it; older ones are forgotten first. */
export async function recordFailures(
  db: Db,
  keys: readonly string[],
  memoryMs: number,
  now: number,
): Promise<void> {
  if (keys.length === 0) return;
  const at = new Date(now);
  await db
    .insert(counters)
    .values(keys.map((key) => ({ key, count: 1, at, expiresAt: new Date(now + memoryMs) })))
    .onConflictDoUpdate({
      target: counters.key,
      set: {
        count: sql`case when rate_limit_counters.expires_at <= excluded.at then 1 else rate_limit_counters.count + 1 end`,
        at: sql`excluded.at`,
        expiresAt: sql`excluded.expires_at`,
      },
    });
}

export type Backoff = { free: number; maxDelayMs: number; memoryMs: number };

/**
 * One more failure for `key` unless it must still wait (after `free` failures, 1 s doubling per failure
 * up to `maxDelayMs` since the last one): true when counted. One statement, so attempts sent at the same
 * time to any app server cannot all pass the wait.
 */
export async function recordFailureUnlessWaiting(
  db: Db,
  key: string,
  backoff: Backoff,
  now: number,
): Promise<boolean> {
  const { free, maxDelayMs, memoryMs } = backoff;
  const counted = await db
    .insert(counters)
    .values({ key, count: 1, at: new Date(now), expiresAt: new Date(now + memoryMs) })
    .onConflictDoUpdate({
      target: counters.key,
      set: {
        count: sql`case when rate_limit_counters.expires_at <= excluded.at then 1 else rate_limit_counters.count + 1 end`,
        at: sql`excluded.at`,
        expiresAt: sql`excluded.expires_at`,
      },
      setWhere: sql`rate_limit_counters.expires_at <= excluded.at
        or rate_limit_counters.count < ${free}::double precision
        or rate_limit_counters.at + least(1000 * power(2, rate_limit_counters.count - ${free}::double precision), ${maxDelayMs}::double precision) * interval '1 millisecond' <= excluded.at`,
    })
    .returning({ key: counters.key });
  return counted.length > 0;
}

/** Takes back one failure of `key` (a counted attempt turned out good). */
export async function forgiveFailure(db: Db, key: string): Promise<void> {
  await db
    .update(counters)
    .set({ count: sql`greatest(${counters.count} - 1, 0)` })
    .where(sql`${counters.key} = ${key}`);
}

/** Forgets every failure of `key`. */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(counters).where(sql`${counters.key} = ${key}`);
}

/**
 * A token bucket: `burst` tokens, refilled at `perSecond`. Takes one token for `key` and answers 0, or
 * the whole seconds to wait when none is left. One statement when a token is taken, two when refused.
 */
export async function takeToken(
  db: Db,
  key: string,
  rule: { perSecond: number; burst: number },
  now: number,
): Promise<number> {
  const at = new Date(now);
  // A full bucket after burst / perSecond seconds of silence: the row can be forgotten then.
  const expiresAt = new Date(now + Math.ceil((rule.burst / rule.perSecond) * 1000));
  const refilled = sql`least(${rule.burst}::double precision, rate_limit_counters.count + extract(epoch from excluded.at - rate_limit_counters.at) * ${rule.perSecond}::double precision)`;
  const taken = await db
    .insert(counters)
    .values({ key, count: rule.burst - 1, at, expiresAt })
    .onConflictDoUpdate({
      target: counters.key,
      set: { count: sql`${refilled} - 1`, at: sql`excluded.at`, expiresAt: sql`excluded.expires_at` },
      setWhere: sql`${refilled} >= 1`,
    })
    .returning({ count: counters.count });
  if (taken.length > 0) return 0;
  const [left] = await db
    .select({ count: counters.count, at: counters.at })
    .from(counters)
    .where(sql`${counters.key} = ${key}`);
  if (!left) return 0;
  const tokens = Math.min(rule.burst, left.count + ((now - left.at.getTime()) / 1000) * rule.perSecond);
  return Math.max(1, Math.ceil((1 - tokens) / rule.perSecond));
}

/** Deletes the counters that mean nothing any more; answers how many. */
export async function sweepRateLimits(db: Db, now: number): Promise<number> {
  const deleted = await db
    .delete(counters)
    .where(lte(counters.expiresAt, new Date(now)))
    .returning({ key: counters.key });
  return deleted.length;
}
