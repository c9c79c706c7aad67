// Why a listing leaves the site (import API, ADR 0018): sold and rented keep its page with the spec's
// sold or rented notice (spec §4 availability, §8); removed takes it away (410 Gone).
export const WITHDRAWAL_REASONS = ["sold", "rented", "removed"] as const;
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];
