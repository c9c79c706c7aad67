// Where a confirmation link stands, as its page tells the visitor: it can still be used, it just was,
// it was used before, it no longer works, or (a visit) someone else's confirmed visit took the slot.
export type ConfirmationState =
  "ready" | "confirmed" | "already-confirmed" | "expired" | "slot-taken" | "invalid";
