// What the agency records of a visit to an owner's property (spec §3 owner statistics: calendar visit
// history with date, type, contact, subject, comment, status and source).

export const VISIT_TYPES = ["first-viewing", "second-viewing", "open-house", "video-viewing"] as const;
export type VisitType = (typeof VISIT_TYPES)[number];

export const VISIT_STATUSES = ["planned", "done", "cancelled", "no-show"] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** Where the visiting contact came from. */
export const VISIT_SOURCES = ["website", "portal", "phone", "email", "walk-in", "agency"] as const;
export type VisitSource = (typeof VISIT_SOURCES)[number];
