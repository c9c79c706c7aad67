// The analytics identifiers of the site information (spec §1, the consent issue) as their services write
// them: the settings screen refuses anything else, and the page treats anything else as not configured.
export const GOOGLE_TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;
export const GOOGLE_ANALYTICS_ID = /^G-[A-Z0-9]{4,16}$/;
export const FACEBOOK_PIXEL_ID = /^\d{6,20}$/;
