// Counts and sizes of the pages (spec §2 page configuration, §9 sizes and counts).

/** The home page's latest properties: up to 4, 4 per row. */
export const HOME_LATEST_LIMIT = 4;
/** @public The grid of app/features/listings/listings.css draws it; CSS cannot import it. */
export const PROPERTIES_PER_ROW = 4;
export const TESTIMONIALS_LIMIT = 3;
/** @public Footer images are shown 500 px high; not drawn at this height yet (the footer keeps the image's own). */
export const FOOTER_IMAGE_HEIGHT = 500;
/** The owner's statistics graph covers the last 30 days (spec §9). */
export const OWNER_STATISTICS_DAYS = 30;
