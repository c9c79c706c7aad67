// Fixed-window request counters per key, kept in the process's memory and bounded in size: enough to slow
// down a script hammering one server (quality.md, Safety: forms). A later change moves them to the
// database so that every app server shares them.
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

  #current(key: string, now: number): Window | undefined {
    const window = this.#windows.get(key);
    return window && now - window.startedAt < this.#rule.windowMs ? window : undefined;
  }

  /** Whether `key` has used up its window, without counting anything. */
  exhausted(key: string, now: number): boolean {
    return (this.#current(key, now)?.count ?? 0) >= this.#rule.limit;
  }

  /** Counts one request for `key`; false when the key has used up its window. */
  hit(key: string, now: number): boolean {
    let window = this.#current(key, now);
    if (!window) {
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

/**
 * The lead forms' limits. A visitor (an address; `clientAddress` is already resolved through trusted
 * proxies) is counted only for well-formed attempts: a submission refused for its content costs nothing
 * of the quota. A higher global ceiling per form, all visitors together, bounds what the site stores and
 * mails. Tickets (form renders) are counted per address, and a friend's address receives only a few
 * recommendations a day.
 */
export type LeadRateLimiters = {
  perForm: RateLimiter;
  perAddress: RateLimiter;
  global: RateLimiter;
  tickets: RateLimiter;
  friendRecipient: RateLimiter;
};

const TEN_MINUTES = 10 * 60_000;

export function createLeadRateLimiters(): LeadRateLimiters {
  return {
    perForm: new RateLimiter({ limit: 10, windowMs: TEN_MINUTES }),
    perAddress: new RateLimiter({ limit: 60, windowMs: TEN_MINUTES }),
    global: new RateLimiter({ limit: 600, windowMs: TEN_MINUTES }),
    tickets: new RateLimiter({ limit: 60, windowMs: TEN_MINUTES }),
    friendRecipient: new RateLimiter({ limit: 3, windowMs: 24 * 60 * 60_000 }),
  };
}

const formKey = (address: string, form: string) => `${address}\u0000${form}`;

/** Whether the visitor, or the form for everyone, has used up its window; counts nothing. */
export function rateLimited(limiters: LeadRateLimiters, address: string, form: string, now: number): boolean {
  return (
    limiters.perForm.exhausted(formKey(address, form), now) ||
    limiters.perAddress.exhausted(address, now) ||
    limiters.global.exhausted(form, now)
  );
}

/** Counts one well-formed attempt; false when it went over a limit. */
export function countWellFormedAttempt(
  limiters: LeadRateLimiters,
  address: string,
  form: string,
  now: number,
): boolean {
  const perForm = limiters.perForm.hit(formKey(address, form), now);
  const perAddress = limiters.perAddress.hit(address, now);
  const global = limiters.global.hit(form, now);
  return perForm && perAddress && global;
}
