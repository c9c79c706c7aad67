// sitemap.xml: every screen of the route table in every enabled language, every listing and every
// published project, each URL with its alternates in the other languages.
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { projects, properties, propertyTexts } from "../../db/schema/listings.ts";
import type { Language } from "../../i18n/languages.ts";
import { FEEDBACK_PREFIX, SCREEN_PATHS, SCREENS } from "../../i18n/route-table.ts";

export type SitemapListing = {
  id: number;
  goal: number;
  city: string;
  mainTypeName: string;
  updatedAt: Date;
  texts: { language: string; typeDescription: string }[];
};

export type SitemapProject = { id: number; name: string; createdAt: Date };

/** One page in every language: one <url> per language, each listing all the others. */
export type SitemapPage = {
  paths: { language: Language; path: string }[];
  xDefault: string | null;
  lastModified?: Date;
};

export async function sitemapRows(
  db: Database,
): Promise<{ listings: SitemapListing[]; projects: SitemapProject[] }> {
  const [listingRows, textRows, projectRows] = await Promise.all([
    db
      .select({
        id: properties.id,
        goal: properties.goal,
        city: properties.city,
        mainTypeName: properties.mainTypeName,
        updatedAt: properties.updatedAt,
      })
      .from(properties)
      .where(eq(properties.published, true))
      .orderBy(asc(properties.id)),
    db
      .select({
        propertyId: propertyTexts.propertyId,
        language: propertyTexts.language,
        typeDescription: propertyTexts.typeDescription,
      })
      .from(propertyTexts),
    db
      .select({ id: projects.id, name: projects.name, createdAt: projects.createdAt })
      .from(projects)
      .where(eq(projects.published, true))
      .orderBy(asc(projects.id)),
  ]);
  const textsById = new Map<number, SitemapListing["texts"]>();
  for (const row of textRows) {
    const texts = textsById.get(row.propertyId) ?? [];
    texts.push({ language: row.language, typeDescription: row.typeDescription });
    textsById.set(row.propertyId, texts);
  }
  return {
    listings: listingRows.map((row) => ({ ...row, texts: textsById.get(row.id) ?? [] })),
    projects: projectRows,
  };
}

export function screenPages(enabled: readonly Language[]): SitemapPage[] {
  return SCREENS.map((screen) => ({
    paths: enabled.map((language) => ({ language, path: SCREEN_PATHS[screen][language] })),
    xDefault: SCREEN_PATHS[screen].original,
  }));
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const alternates = [
      ...page.paths.map(
        ({ language, path }) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(origin + path)}"/>`,
      ),
      ...(page.xDefault
        ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + page.xDefault)}"/>`]
        : []),
    ].join("");
    const lastModified = page.lastModified
      ? `<lastmod>${page.lastModified.toISOString().slice(0, 10)}</lastmod>`
      : "";
    for (const { path } of page.paths) {
      lines.push(`<url><loc>${escapeXml(origin + path)}</loc>${lastModified}${alternates}</url>`);
    }
  }
  lines.push("</urlset>");
  return lines.join("\n");
}

/** robots.txt: everything may be crawled but the thank-you pages; the sitemap is named. */
export function robotsTxt(origin: string, enabled: readonly Language[]): string {
  const thankYouPrefixes = [
    FEEDBACK_PREFIX.original,
    ...enabled.map((language) => FEEDBACK_PREFIX[language]),
  ];
  return [
    "User-agent: *",
    "Allow: /",
    ...thankYouPrefixes.map((prefix) => `Disallow: ${prefix}`),
    "Disallow: /map-frame/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
