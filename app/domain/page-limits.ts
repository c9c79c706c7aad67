// Counts and sizes of the pages (spec §2 page configuration, §9 sizes and counts).

/** The home page's latest properties: up to 4, 4 per row. */
export const HOME_LATEST_LIMIT = 4;
export const PROPERTIES_PER_ROW = 4;
export const TESTIMONIALS_LIMIT = 3;
/** Footer images are shown 500 px high. */
export const FOOTER_IMAGE_HEIGHT = 500;
/**
 * The owner's statistics graph covers the last 30 days (spec §9). Kept for the owner portal, which is not
 * built yet; nothing reads it before then.
 */
export const OWNER_STATISTICS_DAYS = 30;
export const VIDEO_THUMBNAIL_QUALITIES = ["low", "medium", "high"] as const;
export type VideoThumbnailQuality = (typeof VIDEO_THUMBNAIL_QUALITIES)[number];
