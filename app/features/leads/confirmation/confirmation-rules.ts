// How long a booking or a sign-up waits for its e-mail confirmation, and how much an unconfirmed
// address can ask of the site (ADR 0010). Plain numbers, shared by the store, the mails and the pages.

/** A booking holds its slot this long while the visitor confirms; its link works as long. */
export const VISIT_HOLD_MINUTES = 30;
export const VISIT_HOLD_MS = VISIT_HOLD_MINUTES * 60_000;

/** A newsletter or search-alert confirmation link works this long. */
export const SUBSCRIPTION_CONFIRM_HOURS = 48;
export const SUBSCRIPTION_CONFIRM_MS = SUBSCRIPTION_CONFIRM_HOURS * 3_600_000;

/** Unconfirmed bookings one address may have waiting at once, across every property. */
export const MAX_PENDING_VISITS_PER_ADDRESS = 2;

/** Slots of one property that unconfirmed bookings may hold at once; later bookings hold none. */
export const MAX_HELD_SLOTS_PER_PROPERTY = 3;

/** Confirmation e-mails one address may be sent in `CONFIRMATION_MAIL_WINDOW_MS`. */
export const MAX_CONFIRMATION_MAILS_PER_ADDRESS = 5;
export const CONFIRMATION_MAIL_WINDOW_MS = 24 * 3_600_000;
