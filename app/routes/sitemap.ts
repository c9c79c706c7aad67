// /sitemap.xml (quality.md "Accessibility and reach"): every screen, listing, project and article page in every
// enabled language, with hreflang alternates.
import { appContext } from "../context.server.ts";
import {
  type SitemapPage,
  screenPages,
  sitemapRows,
  sitemapXml,
} from "../features/site-shell/sitemap.server.ts";
import { siteContext } from "../site-context.server.ts";
import { siteConfig } from "../features/site-shell/site-config.server.ts";
import type { Route } from "./+types/sitemap";
import { projectPath, propertyPath } from "../i18n/route-table.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { db } = context.get(appContext);
  const [{ listings, projects }, config] = await Promise.all([sitemapRows(db), siteConfig(db)]);
  const enabled = site.enabledLanguages;
  const pages: SitemapPage[] = [
    ...screenPages(enabled),
    ...listings.map((listing) => ({
      paths: enabled.map((language) => ({
        language,
        path: propertyPath(listing, language),
      })),
      xDefault: `/property/${listing.id}/`,
      lastModified: listing.updatedAt,
    })),
    ...projects.map((project) => ({
      paths: enabled.map((language) => ({ language, path: projectPath(project, language) })),
      xDefault: projectPath(project, "original"),
      lastModified: project.createdAt,
    })),
    ...config.articlePages.map((article) => ({ paths: article.paths, xDefault: article.originalPath })),
  ];
  return new Response(sitemapXml(site.origin, pages), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
