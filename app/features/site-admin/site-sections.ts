// The site configuration's sub-pages, one per thing an admin changes (small enough for a phone): the
// path segment after the screen's path and the title of each.
import type { MessageKey } from "../../i18n/dictionary.ts";

export const SITE_SECTIONS = {
  menus: "SITE_ADMIN_MENUS",
  "header-links": "SITE_ADMIN_HEADER_LINKS",
  footer: "SITE_ADMIN_FOOTER",
  branding: "SITE_ADMIN_BRANDING",
  languages: "SITE_ADMIN_LANGUAGES",
  display: "SITE_ADMIN_DISPLAY",
  information: "SITE_ADMIN_INFORMATION",
} as const satisfies Record<string, MessageKey>;

export type SiteSection = keyof typeof SITE_SECTIONS;

export function isSiteSection(value: string | undefined): value is SiteSection {
  return value !== undefined && Object.hasOwn(SITE_SECTIONS, value);
}
