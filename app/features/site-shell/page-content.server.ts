// A configured page's content (spec §2 "Page configuration"): its title and the articles and contact
// block its modules name, in the visitor's language.
import { and, eq, inArray } from "drizzle-orm";
import { sanitizeHtml } from "../../domain/sanitize-html.ts";
import type { Database } from "../../db/client.server.ts";
import { articles, type PageModule } from "../../db/schema/content.ts";
import type { LocalizedText } from "../../db/schema/listings.ts";
import type { Language } from "../../i18n/languages.ts";
import { sizesFor } from "../../domain/images.ts";
import type { PictureProps } from "../../ui/picture.tsx";
import { localizedText } from "../../i18n/localized-text.ts";
import { pictureForKey } from "./shell-images.ts";
import { siteConfig } from "./site-config.server.ts";

export type ArticleBlock = {
  slug: string;
  title: string;
  html: string;
  view: "card" | "plain";
  image: PictureProps | null;
};

export type PageContent = {
  title: string;
  articles: ArticleBlock[];
  /** The page's contact module, when it has one (contact, demand register, free valuation). */
  contact: { background: PictureProps | null } | null;
};

/** The content of the page configured at `originalPath` ("/privacy/"), or null when none is published. */
export async function pageContent(
  db: Database,
  originalPath: string,
  language: Language,
): Promise<PageContent | null> {
  const config = await siteConfig(db);
  const page = config.pages.find((row) => row.path === originalPath && row.status === "Published");
  if (!page) return null;
  return contentOfPage(db, page, language, config.defaultLanguage, { drafts: false });
}

type PageShape = { title: LocalizedText; modules: PageModule[] };
type TextOf = (value: Parameters<typeof localizedText>[0]) => string;

/**
 * The content of `page` in `language`: its published articles, or (`drafts`, the back office's preview)
 * its articles whatever their status, drawn exactly as the public page draws them.
 */
export async function contentOfPage(
  db: Database,
  page: PageShape,
  language: Language,
  defaultLanguage: Language,
  { drafts }: { drafts: boolean },
): Promise<PageContent> {
  const text: TextOf = (value) => localizedText(value, language, defaultLanguage);
  const modules = [...page.modules].sort((a, b) => a.position - b.position);
  const slugs = modules.flatMap((module) =>
    module.relation === "article" && module.articleSlug ? [module.articleSlug] : [],
  );
  const rows =
    slugs.length > 0
      ? await db
          .select()
          .from(articles)
          .where(
            drafts
              ? inArray(articles.slug, slugs)
              : and(inArray(articles.slug, slugs), eq(articles.status, "Published")),
          )
      : [];
  const blocks = modules.flatMap((module): ArticleBlock[] => {
    const row =
      module.relation === "article" ? rows.find((article) => article.slug === module.articleSlug) : null;
    return row ? [articleBlock(row, module.view ?? "plain", text)] : [];
  });
  const contactModule = modules.find((module) => module.relation === "contact");
  return {
    title: text(page.title),
    articles: blocks,
    contact: contactModule
      ? {
          background: contactModule.backgroundImageKey
            ? pictureForKey(contactModule.backgroundImageKey, "100vw")
            : null,
        }
      : null,
  };
}

/** One article as a page shows it: its title and its body through the allow-list sanitizer. */
export function articleBlock(
  row: typeof articles.$inferSelect,
  view: "card" | "plain",
  text: TextOf,
): ArticleBlock {
  return {
    slug: row.slug,
    title: text(row.title),
    html: sanitizeHtml(text(row.bodyHtml)),
    view,
    image: row.imageKey
      ? pictureForKey(row.imageKey, sizesFor({ mobile: "100vw", tablet: "90vw", large: "40vw" }))
      : null,
  };
}
