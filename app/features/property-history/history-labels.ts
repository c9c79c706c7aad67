// The dictionary text of each visit type, status and source (for the owner's screens and staff forms).
import type { VisitSource, VisitStatus, VisitType } from "../../domain/visit-history.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";

export const VISIT_TYPE_LABELS: Record<VisitType, MessageKey> = {
  "first-viewing": "HISTORY_TYPE_FIRST_VIEWING",
  "second-viewing": "HISTORY_TYPE_SECOND_VIEWING",
  "open-house": "HISTORY_TYPE_OPEN_HOUSE",
  "video-viewing": "HISTORY_TYPE_VIDEO_VIEWING",
};

export const VISIT_STATUS_LABELS: Record<VisitStatus, MessageKey> = {
  planned: "HISTORY_STATUS_PLANNED",
  done: "HISTORY_STATUS_DONE",
  cancelled: "HISTORY_STATUS_CANCELLED",
  "no-show": "HISTORY_STATUS_NO_SHOW",
};

export const VISIT_SOURCE_LABELS: Record<VisitSource, MessageKey> = {
  website: "HISTORY_SOURCE_WEBSITE",
  portal: "HISTORY_SOURCE_PORTAL",
  phone: "HISTORY_SOURCE_PHONE",
  email: "HISTORY_SOURCE_EMAIL",
  "walk-in": "HISTORY_SOURCE_WALK_IN",
  agency: "HISTORY_SOURCE_AGENCY",
};
