// This process's counters for the account forms (in memory, like the lead forms' limits; ADR 0015).
import { RateLimiter } from "../leads/guard/rate-limiter.ts";
import { RESET_REQUESTS_PER_CLIENT_PER_HOUR } from "./account-rules.ts";
import { SignInThrottle } from "./sign-in-throttle.ts";

export const signInThrottle = new SignInThrottle();

/** Reset requests per client address: a script cannot mail every address it knows. */
export const resetRequestLimiter = new RateLimiter({
  limit: RESET_REQUESTS_PER_CLIENT_PER_HOUR,
  windowMs: 60 * 60_000,
});
