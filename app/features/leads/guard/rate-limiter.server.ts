// The lead forms' limits, counted in the database's shared store (app/db/rate-limits.server.ts) so that a
// limit holds for the whole site however many app servers answer (quality.md, Safety: forms; ADR 0020).
import type { Database } from "../../../db/client.server.ts";
import { countHits, currentCounts, WindowLimiter } from "../../../db/rate-limits.server.ts";

/**
 * A visitor (an address; `clientAddress` is already resolved through trusted proxies) is counted only for
 * well-formed attempts: a submission refused for its content costs nothing of the quota. A higher global
 * ceiling per form, all visitors together, bounds what the site stores and mails. Tickets (form renders)
 * are counted per address, and a friend's address receives only a few recommendations a day.
 */
export type LeadRateLimiters = {
  perForm: WindowLimiter;
  perAddress: WindowLimiter;
  global: WindowLimiter;
  tickets: WindowLimiter;
  friendRecipient: WindowLimiter;
};

const TEN_MINUTES = 10 * 60_000;

/** `scope` separates the counters of independent sets (tests); the site uses one set. */
export function createLeadRateLimiters(scope = "lead"): LeadRateLimiters {
  return {
    perForm: new WindowLimiter(`${scope}-form`, { limit: 10, windowMs: TEN_MINUTES }),
    perAddress: new WindowLimiter(`${scope}-address`, { limit: 60, windowMs: TEN_MINUTES }),
    global: new WindowLimiter(`${scope}-global`, { limit: 600, windowMs: TEN_MINUTES }),
    tickets: new WindowLimiter(`${scope}-tickets`, { limit: 60, windowMs: TEN_MINUTES }),
    friendRecipient: new WindowLimiter(`${scope}-friend`, { limit: 3, windowMs: 24 * 60 * 60_000 }),
  };
}

type Db = Pick<Database, "insert" | "select" | "update" | "delete">;

function hitsOf(limiters: LeadRateLimiters, address: string, form: string) {
  return [
    limiters.perForm.hitOf(address, form),
    limiters.perAddress.hitOf(address),
    limiters.global.hitOf(form),
  ] as const;
}

/** Whether the visitor, or the form for everyone, has used up its window; counts nothing. */
export async function rateLimited(
  db: Db,
  limiters: LeadRateLimiters,
  address: string,
  form: string,
  now: number,
): Promise<boolean> {
  const [perForm = 0, perAddress = 0, global = 0] = await currentCounts(
    db,
    hitsOf(limiters, address, form).map((hit) => hit.key),
    now,
  );
  return (
    limiters.perForm.exhaustedAt(perForm) ||
    limiters.perAddress.exhaustedAt(perAddress) ||
    limiters.global.exhaustedAt(global)
  );
}

/** Counts one well-formed attempt against the three limits at once; false when it went over one. */
export async function countWellFormedAttempt(
  db: Db,
  limiters: LeadRateLimiters,
  address: string,
  form: string,
  now: number,
): Promise<boolean> {
  const [perForm = 0, perAddress = 0, global = 0] = await countHits(db, hitsOf(limiters, address, form), now);
  return (
    limiters.perForm.allows(perForm) &&
    limiters.perAddress.allows(perAddress) &&
    limiters.global.allows(global)
  );
}
