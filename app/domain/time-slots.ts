// Contact and visit time slots (spec §9): 10:00–13:00, 13:00 or 14:00–16:00, 16:00–19:00. A slot's id is
// what the forms send and what a lead stores ("10-13"); its label is a dictionary key, the same in the
// forms, the summaries and the e-mails.

export const TIME_SLOT_IDS = ["10-13", "13-16", "16-19"] as const;
export type TimeSlotId = (typeof TIME_SLOT_IDS)[number];

export const TIME_SLOT_LABELS = {
  "10-13": "LEAD_SLOT_10_13",
  "13-16": "LEAD_SLOT_13_16",
  "16-19": "LEAD_SLOT_16_19",
} as const satisfies Record<TimeSlotId, string>;
