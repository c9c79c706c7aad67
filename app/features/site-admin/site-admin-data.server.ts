// What the site configuration's sub-pages show: the stored rows with their versions, read fresh (never
// from the public site's cached configuration, so a form always carries the latest version).
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { isPublic } from "../../domain/public-flag.ts";
import { footerColumns, headerLinks, languages, menus, siteSettings } from "../../db/schema/content.ts";

export async function siteAdminData(db: Database) {
  const [settingsRows, menuRows, linkRows, footerRows, languageRows] = await Promise.all([
    db.select().from(siteSettings).where(eq(siteSettings.id, 1)),
    db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id)),
    db.select().from(headerLinks).orderBy(asc(headerLinks.sort), asc(headerLinks.id)),
    db.select().from(footerColumns).orderBy(asc(footerColumns.sort), asc(footerColumns.id)),
    db.select().from(languages).orderBy(asc(languages.sort)),
  ]);
  const settings = settingsRows[0] ?? null;
  return {
    settings: settings
      ? {
          version: settings.version,
          defaultLanguage: settings.defaultLanguage,
          logoImageKey: settings.logoImageKey,
          banner: settings.banner,
          searchBlock: settings.searchBlock,
          displayOptions: settings.displayOptions,
          siteInformation: settings.siteInformation,
        }
      : null,
    menus: menuRows,
    headerLinks: linkRows,
    footerColumns: footerRows.map((row) => ({
      id: row.id,
      version: row.version,
      title: row.title.text,
      titlePublic: isPublic(row.title.public),
      intro: row.introText.text,
      introPublic: isPublic(row.introText.public),
      full: row.fullText.text,
      fullPublic: isPublic(row.fullText.public),
      imageKeys: row.imageKeys,
      col: row.col,
    })),
    languages: languageRows,
  };
}

export type SiteAdminData = Awaited<ReturnType<typeof siteAdminData>>;
