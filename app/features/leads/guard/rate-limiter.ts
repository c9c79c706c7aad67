// Fixed-window request counters per key (an IP address and a form), kept in the process's memory and
// bounded in size: enough to slow down a script hammering one server (quality.md, Safety: forms).
export type RateLimit = { limit: number; windowMs: number };

type Window = { startedAt: number; count: number };

export class RateLimiter {
  readonly #rule: RateLimit;
  readonly #maxKeys: number;
  readonly #windows = new Map<string, Window>();

  constructor(rule: RateLimit, maxKeys = 50_000) {
    this.#rule = rule;
    this.#maxKeys = maxKeys;
  }

  /** Counts one request for `key`; false when the key has used up its window. */
  hit(key: string, now: number): boolean {
    let window = this.#windows.get(key);
    if (!window || now - window.startedAt >= this.#rule.windowMs) {
      window = { startedAt: now, count: 0 };
      this.#windows.delete(key);
      this.#windows.set(key, window);
      this.#evict(now);
    }
    window.count += 1;
    return window.count <= this.#rule.limit;
  }

  #evict(now: number): void {
    if (this.#windows.size <= this.#maxKeys) return;
    for (const [key, window] of this.#windows) {
      if (this.#windows.size <= this.#maxKeys) break;
      if (now - window.startedAt >= this.#rule.windowMs || this.#windows.size > this.#maxKeys) {
        this.#windows.delete(key);
      }
    }
  }
}

/** Requests per IP address for one form, and per IP address for every form together. */
export type LeadRateLimiters = { perForm: RateLimiter; perAddress: RateLimiter };

export function createLeadRateLimiters(): LeadRateLimiters {
  return {
    perForm: new RateLimiter({ limit: 10, windowMs: 10 * 60_000 }),
    perAddress: new RateLimiter({ limit: 60, windowMs: 10 * 60_000 }),
  };
}

export function withinRateLimits(
  limiters: LeadRateLimiters,
  address: string,
  form: string,
  now: number,
): boolean {
  const perForm = limiters.perForm.hit(`${address}\u0000${form}`, now);
  const perAddress = limiters.perAddress.hit(address, now);
  return perForm && perAddress;
}
