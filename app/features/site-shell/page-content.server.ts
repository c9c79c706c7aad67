// A configured page's content (spec §2 "Page configuration"): its title and the articles and contact
// block its modules name, in the visitor's language.
import { and, eq, inArray } from "drizzle-orm";
import { sanitizeHtml } from "../../domain/sanitize-html.ts";
import type { Database } from "../../db/client.server.ts";
import { articles, type PageModule } from "../../db/schema/content.ts";
import type { Language } from "../../i18n/languages.ts";
import { sizesFor } from "../../domain/images.ts";
import { shownModules } from "../../domain/page-modules.ts";
import type { KeptMarkup } from "../../ui/kept-markup.tsx";
import { pictureMarkup } from "../../ui/picture-markup.server.tsx";
import { type LocalizedText, localizedText } from "../../i18n/localized-text.ts";
import { type ColumnWidths, columnSpanClasses } from "./column-span-classes.ts";
import { pictureForKey } from "./shell-images.ts";
import { type SiteConfig, siteConfig } from "./site-config.server.ts";

export type ArticleBlock = {
  slug: string;
  title: string;
  html: KeptMarkup;
  view: "card" | "plain";
  /** The card's image: the inside of its <picture>, drawn on the server (ui/picture-markup.server.tsx). */
  image: KeptMarkup | null;
  /** Its module's column spans (spec §2) as classes of the page's 12-column grid. */
  spans: string;
};

/** A text module's spans when the configuration names none (spec §2: sm/md/lg 12/12/10). */
const TEXT_COLUMNS = { sm: 12, md: 12, lg: 10 };

type ArticleRow = typeof articles.$inferSelect;

/** An article block as built, its body markup still in hand. */
type BuiltArticleBlock = ArticleBlock & { html: string };

/** One article as a page shows it: its title, its body through the allow-list sanitizer, its spans. */
export function articleBlock(
  row: ArticleRow,
  view: ArticleBlock["view"],
  text: (value: LocalizedText) => string,
  col: ColumnWidths = TEXT_COLUMNS,
): BuiltArticleBlock {
  return {
    spans: columnSpanClasses(col),
    slug: row.slug,
    title: text(row.title),
    html: sanitizeHtml(text(row.bodyHtml)),
    view,
    image: pictureMarkupForKey(row.imageKey, sizesFor({ mobile: "100vw", tablet: "90vw", large: "40vw" })),
  };
}

/** A published article as its own page shows it (article-pages.ts), or null when it is not published. */
export async function articleContent(
  db: Database,
  id: number,
  language: Language,
  defaultLanguage: Language,
): Promise<BuiltArticleBlock | null> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.status, "Published")))
    .limit(1);
  return row ? articleBlock(row, "plain", (value) => localizedText(value, language, defaultLanguage)) : null;
}

export type PageContent = {
  title: string;
  articles: ArticleBlock[];
  /** The page's contact module, when it has one (contact, demand register, free valuation). */
  contact: { background: KeptMarkup | null } | null;
};

/**
 * The content with its markup (the articles' bodies and images, the contact module's background) passed
 * through `keep` (ADR 0024: kept by a document's render).
 */
export function withKeptContent(content: PageContent, keep: (markup: KeptMarkup) => KeptMarkup): PageContent {
  const keepOrNull = (markup: KeptMarkup | null) => (markup === null ? null : keep(markup));
  return {
    ...content,
    articles: content.articles.map((article) => ({
      ...article,
      html: keep(article.html),
      image: keepOrNull(article.image),
    })),
    contact: content.contact ? { background: keepOrNull(content.contact.background) } : null,
  };
}

/** A media key's picture as markup, a priority image (these are above the fold); null without a key. */
function pictureMarkupForKey(key: string | null | undefined, sizes: string): string | null {
  const picture = key ? pictureForKey(key, sizes) : null;
  return picture ? pictureMarkup({ ...picture, priority: true }) : null;
}

/** The content of the page configured at `originalPath` ("/privacy/"), or null when none is published. */
export async function pageContent(
  db: Database,
  originalPath: string,
  language: Language,
): Promise<PageContent | null> {
  const config = await siteConfig(db);
  const page = config.pages.find((row) => row.path === originalPath && row.status === "Published");
  if (!page) return null;
  return contentOfPage(db, page, language, config, { drafts: false });
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
  config: Pick<SiteConfig, "defaultLanguage" | "settings">,
  { drafts }: { drafts: boolean },
): Promise<PageContent> {
  const text: TextOf = (value) => localizedText(value, language, config.defaultLanguage);
  const modules = shownModules(page.modules, config.settings);
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
    return row ? [articleBlock(row, module.view ?? "plain", text, module.col)] : [];
  });
  const contactModule = modules.find((module) => module.relation === "contact");
  return {
    title: text(page.title),
    articles: blocks,
    contact: contactModule
      ? {
          background: pictureMarkupForKey(contactModule.backgroundImageKey, "100vw"),
        }
      : null,
  };
}
