// The account forms' limits, counted in the database's shared store like the lead forms' (ADR 0015, 0020).
import { WindowLimiter } from "../../db/rate-limits.server.ts";
import { RESET_REQUESTS_PER_CLIENT_PER_HOUR } from "./account-rules.ts";
import { SignInThrottle } from "./sign-in-throttle.server.ts";

export const signInThrottle = new SignInThrottle();

/** Reset requests per client address: a script cannot mail every address it knows. */
export const resetRequestLimiter = new WindowLimiter("password-reset", {
  limit: RESET_REQUESTS_PER_CLIENT_PER_HOUR,
  windowMs: 60 * 60_000,
});
