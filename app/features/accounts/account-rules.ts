// The accounts' timings and limits in one place (ADR 0015, quality.md Safety).

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 60 * 60_000;
/** …and this long after sign-in, whatever happens: the person signs in again. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** `last_seen_at` (and with it the idle expiry) is written at most this often, not on every request. */
export const SESSION_TOUCH_MS = 60_000;

/** A reset link is good for 30 minutes (quality.md: <= 30 min). */
export const RESET_TOKEN_MS = 30 * 60_000;
/**
 * An invitation link is good for 7 days: it is sent by staff to an owner who did not ask for it and may
 * read it days later; it is single use, can only set a first password, and staff can send a new one.
 */
export const INVITATION_TOKEN_MS = 7 * 24 * 60 * 60_000;

/** quality.md: at least 8 characters, at least 64 allowed; above 256 is refused (hashing cost, not safety). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * Sign-in throttling: failures beyond the free ones make the next attempt wait, doubling from one second
 * up to the cap; a success or a quiet day clears them. Never a permanent lock.
 */
export const FREE_FAILURES_PER_ACCOUNT = 5;
export const FREE_FAILURES_PER_ADDRESS = 20;
export const MAX_THROTTLE_DELAY_MS = 15 * 60_000;
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

/** Reset e-mails: at most this many a day to one address, and this many requests an hour from one client. */
export const RESET_MAILS_PER_ADDRESS_PER_DAY = 3;
export const RESET_REQUESTS_PER_CLIENT_PER_HOUR = 20;
