// The frame of a page that is only a lead form (newsletter sign-up, testimonial): its title and
// description, breadcrumbs and language alternates, in the visitor's language.
import type { RouterContextProvider } from "react-router";
import { alternatesOfPaths } from "../../i18n/alternates.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";
import { LEAD_PAGE_PATHS } from "../../i18n/route-table.ts";
import { siteContext } from "../../site-context.server.ts";

const PAGE_TEXTS = {
  newsletter: { title: "LEAD_NEWSLETTER_PAGE_TITLE", description: "LEAD_NEWSLETTER_PAGE_DESCRIPTION" },
  testimonial: { title: "LEAD_TESTIMONIAL_PAGE_TITLE", description: "LEAD_TESTIMONIAL_PAGE_DESCRIPTION" },
} as const satisfies Record<string, { title: MessageKey; description: MessageKey }>;

export function leadPageFrame(context: Readonly<RouterContextProvider>, page: keyof typeof PAGE_TEXTS) {
  const site = context.get(siteContext);
  const title = site.t(PAGE_TEXTS[page].title);
  return {
    title,
    description: site.t(PAGE_TEXTS[page].description),
    breadcrumbs: [{ label: title }],
    alternates: alternatesOfPaths(LEAD_PAGE_PATHS[page]),
  };
}
