// Sign-in throttling per account (the e-mail address as typed, known or not, so the throttle tells
// nothing about which addresses exist) and per client address: a few free failures, then each attempt
// must wait, the wait doubling up to a cap. A success clears the account's count; a quiet day clears
// everything. Nobody is ever locked out for good (ADR 0015). Kept in the process's memory, bounded.
import {
  FAILURE_MEMORY_MS,
  FREE_FAILURES_PER_ACCOUNT,
  FREE_FAILURES_PER_ADDRESS,
  MAX_THROTTLE_DELAY_MS,
} from "./account-rules.ts";

type Failures = { count: number; last: number };

const MAX_KEYS = 50_000;

class FailureCounter {
  readonly #free: number;
  readonly #entries = new Map<string, Failures>();

  constructor(free: number) {
    this.#free = free;
  }

  /** Milliseconds until `key` may try again (0: now). */
  waitMs(key: string, now: number): number {
    const entry = this.#entries.get(key);
    if (!entry) return 0;
    if (now - entry.last >= FAILURE_MEMORY_MS) {
      this.#entries.delete(key);
      return 0;
    }
    const over = entry.count - this.#free;
    if (over < 0) return 0;
    const delay = Math.min(1000 * 2 ** over, MAX_THROTTLE_DELAY_MS);
    return Math.max(0, entry.last + delay - now);
  }

  fail(key: string, now: number): void {
    const entry = this.#entries.get(key);
    const count = entry && now - entry.last < FAILURE_MEMORY_MS ? entry.count + 1 : 1;
    this.#entries.delete(key);
    this.#entries.set(key, { count, last: now });
    while (this.#entries.size > MAX_KEYS) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  clear(key: string): void {
    this.#entries.delete(key);
  }

  /** Takes back one failure of `key`: an attempt counted before it was checked turned out good. */
  forgive(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    if (entry.count <= 1) this.#entries.delete(key);
    else entry.count -= 1;
  }
}

export class SignInThrottle {
  readonly #accounts = new FailureCounter(FREE_FAILURES_PER_ACCOUNT);
  readonly #addresses = new FailureCounter(FREE_FAILURES_PER_ADDRESS);

  /** Milliseconds this attempt must still wait; 0 when it may be checked now. */
  waitMs(email: string, clientAddress: string, now: number): number {
    return Math.max(
      this.#accounts.waitMs(email.toLowerCase(), now),
      this.#addresses.waitMs(clientAddress, now),
    );
  }

  failed(email: string, clientAddress: string, now: number): void {
    this.#accounts.fail(email.toLowerCase(), now);
    this.#addresses.fail(clientAddress, now);
  }

  succeeded(email: string): void {
    this.#accounts.clear(email.toLowerCase());
  }

  /**
   * Counts an attempt as failed before its password is checked, so attempts sent at the same time cannot
   * all pass the wait (each costs an Argon2id verification); `checkedGood` takes it back.
   */
  attempted(email: string, clientAddress: string, now: number): void {
    this.failed(email, clientAddress, now);
  }

  checkedGood(email: string, clientAddress: string): void {
    this.succeeded(email);
    this.#addresses.forgive(clientAddress);
  }
}
