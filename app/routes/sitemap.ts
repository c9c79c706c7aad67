// /sitemap.xml (quality.md "Accessibility and reach"): every screen, listing and project in every
// enabled language, with hreflang alternates.
import { appContext } from "../context.server.ts";
import { projectHref } from "../features/projects/project-view.ts";
import { inLanguage } from "../features/property/build-property-view.ts";
import { propertyPathIn } from "../features/property/property-path.ts";
import {
  type SitemapPage,
  screenPages,
  sitemapRows,
  sitemapXml,
} from "../features/site-shell/sitemap.server.ts";
import { siteContext } from "../site-context.server.ts";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { listings, projects } = await sitemapRows(context.get(appContext).db);
  const enabled = site.enabledLanguages;
  const pages: SitemapPage[] = [
    ...screenPages(enabled),
    ...listings.map((listing) => ({
      paths: enabled.map((language) => ({
        language,
        path: propertyPathIn(
          listing,
          inLanguage(listing.texts, language)?.typeDescription ?? listing.mainTypeName,
          language,
        ),
      })),
      xDefault: `/property/${listing.id}/`,
      lastModified: listing.updatedAt,
    })),
    ...projects.map((project) => ({
      paths: enabled.map((language) => ({ language, path: projectHref(project, language) })),
      xDefault: projectHref(project, "original"),
      lastModified: project.createdAt,
    })),
  ];
  return new Response(sitemapXml(site.origin, pages), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
