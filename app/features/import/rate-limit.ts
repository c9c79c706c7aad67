// A token bucket per API key: a steady rate with room for a burst. Kept in the app process (ADR 0018): with
// several app servers each allows the rate, which bounds the load per server, the thing it protects.

export type RateLimiter = {
  /** Takes one token for `key`: 0 when the call may go ahead, else the seconds to wait. */
  take: (key: string, now?: number) => number;
};

export function createRateLimiter(options: {
  perSecond: number;
  burst: number;
  maxKeys?: number;
}): RateLimiter {
  const { perSecond, burst, maxKeys = 10_000 } = options;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key, now = Date.now()) {
      const bucket = buckets.get(key) ?? { tokens: burst, at: now };
      buckets.delete(key);
      bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
      bucket.at = now;
      const wait = bucket.tokens >= 1 ? 0 : Math.ceil((1 - bucket.tokens) / perSecond);
      if (wait === 0) bucket.tokens -= 1;
      buckets.set(key, bucket);
      // Oldest first: the map's order is the order of last use.
      for (const oldest of buckets.keys()) {
        if (buckets.size <= maxKeys) break;
        buckets.delete(oldest);
      }
      return wait;
    },
  };
}
