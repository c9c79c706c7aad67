/** Time slots to be called or visited (spec §9): 10:00–13:00, 13:00 or 14:00–16:00, 16:00–19:00. */
export const TIME_SLOTS = ["10-13", "13-16", "16-19"] as const;
