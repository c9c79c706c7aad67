// The pages and articles as the back office shows them: every one whatever its status, read fresh with
// its version (never from the public site's cached configuration).
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { articles, pages } from "../../db/schema/content.ts";

export async function contentList(db: Database) {
  const [pageRows, articleRows] = await Promise.all([
    db
      .select({ id: pages.id, name: pages.name, path: pages.path, status: pages.status, title: pages.title })
      .from(pages)
      .orderBy(asc(pages.sort), asc(pages.id)),
    db
      .select({ id: articles.id, slug: articles.slug, status: articles.status, title: articles.title })
      .from(articles)
      .orderBy(asc(articles.sort), asc(articles.id)),
  ]);
  return { pages: pageRows, articles: articleRows };
}

export async function pageById(db: Database, id: number) {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  return row ?? null;
}

export async function articleById(db: Database, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row ?? null;
}

export type PageRecord = NonNullable<Awaited<ReturnType<typeof pageById>>>;
export type ArticleRecord = NonNullable<Awaited<ReturnType<typeof articleById>>>;
