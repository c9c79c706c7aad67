// What the server's banner markup (consent-banner.server.tsx) and the browser's click handling
// (consent-provider.tsx) agree on.
export const BANNER_TITLE_ID = "consent-banner-title";
export const BANNER_TEXT_ID = "consent-banner-text";
export const BANNER_ACTION_ATTRIBUTE = "data-consent-action";
/**
 * The class on `<html>` that shows the server-rendered banner until the page has hydrated: the server sets
 * it when no choice is stored or `?setcookies` asks again (root.tsx, `asksForConsent`).
 */
export const CONSENT_ASK_CLASS = "consent-ask";

const BANNER_ACTIONS = ["agree", "decline", "settings"] as const;
export type BannerAction = (typeof BANNER_ACTIONS)[number];

/** The action of the banner button a click landed in, if any. */
export function bannerActionOf(target: EventTarget | null): BannerAction | null {
  if (!(target instanceof Element)) return null;
  const name = target.closest(`[${BANNER_ACTION_ATTRIBUTE}]`)?.getAttribute(BANNER_ACTION_ATTRIBUTE);
  return BANNER_ACTIONS.find((action) => action === name) ?? null;
}
