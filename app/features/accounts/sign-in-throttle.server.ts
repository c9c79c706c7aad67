// Sign-in throttling per account (the e-mail address as typed, known or not, so the throttle tells
// nothing about which addresses exist) and per client address: a few free failures, then each attempt
// must wait, the wait doubling up to a cap. A success clears the account's count; a quiet day clears
// everything. Nobody is ever locked out for good (ADR 0015). The failures are kept in the database's
// shared rate-limit store, so every app server throttles alike (ADR 0020).
import type { Database } from "../../db/client.server.ts";
import {
  clearFailures,
  counterKey,
  type FailureRecord,
  failuresOf,
  forgiveFailure,
  recordFailures,
  recordFailureUnlessWaiting,
} from "../../db/rate-limits.server.ts";
import {
  FAILURE_MEMORY_MS,
  FREE_FAILURES_PER_ACCOUNT,
  FREE_FAILURES_PER_ADDRESS,
  MAX_THROTTLE_DELAY_MS,
} from "./account-rules.ts";

type Db = Pick<Database, "insert" | "select" | "update" | "delete">;

/** Milliseconds until a key with these failures may try again (0: now). */
function waitAfter(failures: FailureRecord | null, free: number, now: number): number {
  if (!failures) return 0;
  const over = failures.count - free;
  if (over < 0) return 0;
  const delay = Math.min(1000 * 2 ** over, MAX_THROTTLE_DELAY_MS);
  return Math.max(0, failures.last + delay - now);
}

export class SignInThrottle {
  readonly #scope: string;

  /** `scope` separates independent throttles (tests); the site uses one. */
  constructor(scope = "sign-in") {
    this.#scope = scope;
  }

  #account(email: string): string {
    return counterKey(`${this.#scope}-account`, email.toLowerCase());
  }

  #address(clientAddress: string): string {
    return counterKey(`${this.#scope}-address`, clientAddress);
  }

  /** Milliseconds this attempt must still wait; 0 when it may be checked now. */
  async waitMs(db: Db, email: string, clientAddress: string, now: number): Promise<number> {
    const [account = null, address = null] = await failuresOf(
      db,
      [this.#account(email), this.#address(clientAddress)],
      now,
    );
    return Math.max(
      waitAfter(account, FREE_FAILURES_PER_ACCOUNT, now),
      waitAfter(address, FREE_FAILURES_PER_ADDRESS, now),
    );
  }

  async failed(db: Db, email: string, clientAddress: string, now: number): Promise<void> {
    await recordFailures(db, [this.#account(email), this.#address(clientAddress)], FAILURE_MEMORY_MS, now);
  }

  async succeeded(db: Db, email: string): Promise<void> {
    await clearFailures(db, this.#account(email));
  }

  /**
   * Counts an attempt as failed before its password is checked, unless it must wait, in one statement per
   * key: attempts sent at the same time, to any app server, cannot all pass the wait (each costs an
   * Argon2id verification); `checkedGood` takes it back. Answers the wait (0: counted, check it now).
   */
  async attempt(db: Db, email: string, clientAddress: string, now: number): Promise<number> {
    const common = { maxDelayMs: MAX_THROTTLE_DELAY_MS, memoryMs: FAILURE_MEMORY_MS };
    const account = this.#account(email);
    if (
      !(await recordFailureUnlessWaiting(db, account, { free: FREE_FAILURES_PER_ACCOUNT, ...common }, now))
    ) {
      return Math.max(1, await this.waitMs(db, email, clientAddress, now));
    }
    const address = this.#address(clientAddress);
    if (
      !(await recordFailureUnlessWaiting(db, address, { free: FREE_FAILURES_PER_ADDRESS, ...common }, now))
    ) {
      await forgiveFailure(db, account);
      return Math.max(1, await this.waitMs(db, email, clientAddress, now));
    }
    return 0;
  }

  async checkedGood(db: Db, email: string, clientAddress: string): Promise<void> {
    await this.succeeded(db, email);
    await forgiveFailure(db, this.#address(clientAddress));
  }
}
