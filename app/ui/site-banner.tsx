// The notice the whole site shows over its pages: the cookie banner, which the consent capability
// (app/features/consent/) provides. The shell places it in the document right after its skip link: a
// keyboard or screen-reader visitor meets the skip link, then the question, then the page; and the banner's
// text arrives with the page's first bytes, not after all its markup (on a phone's connection it was then
// painted last, as the page's largest content).
import { createContext, type ReactNode, use } from "react";

export const SiteBannerContext = createContext<ReactNode>(null);

/** Where the shell draws the site's banner, if its provider gives one. */
export function SiteBanner() {
  return use(SiteBannerContext);
}
