// Thresholds and timings of the page (spec §2 page behaviour, §4 header and consent, §7 map, §9).

/** The header becomes fixed and opaque, and the logo shrinks, from this scroll position (px). */
export const HEADER_SCROLL_THRESHOLD = 30;
/** The back-to-top button shows from this scroll position (px), checked at most once per throttle. */
export const BACK_TO_TOP_THRESHOLD = 10;
export const BACK_TO_TOP_THROTTLE_MS = 100;
/** Back to top scrolls smoothly over about this long. */
export const BACK_TO_TOP_DURATION_MS = 500;
/** After consent is saved, the tags load and the page view is sent after this delay (spec §4, §9). */
export const CONSENT_PAGE_VIEW_DELAY_MS = 500;
/** The message to the embedded map frame is posted after this delay. */
export const MAP_MESSAGE_DELAY_MS = 50;

/** A preview path (containing "preview") skips the cookie banner and counts as consent (spec §2). */
export function isPreviewPath(path: string): boolean {
  return path.toLowerCase().includes("preview");
}

/** The query parameter that resets every stored consent and shows the banner again (spec §2). */
export const RESET_CONSENT_PARAMETER = "setcookies";
