// The data of an article's own page (article-pages.ts): its content in the page's language, its
// breadcrumbs (Home › category › sub-category › title) and its path in every enabled language.
import type { RouterContextProvider } from "react-router";
import { appContext } from "../../context.server.ts";
import { keepMarkup } from "../../kept-markup.server.ts";
import { siteContext } from "../../site-context.server.ts";
import { articlePageAt } from "./article-pages.ts";
import { articleContent } from "./page-content.server.ts";
import { siteConfig } from "./site-config.server.ts";

/** The article page at `pathname`, or null when no published article has that path. */
export async function articlePageData(context: Readonly<RouterContextProvider>, pathname: string) {
  const { db } = context.get(appContext);
  const site = context.get(siteContext);
  const config = await siteConfig(db);
  const found = articlePageAt(config.articlePages, pathname);
  if (!found) return null;
  const article = await articleContent(db, found.page.id, site.language, site.defaultLanguage);
  if (!article) return null;
  const { page } = found;
  return {
    article: { ...article, html: keepMarkup(context, article.html) },
    title: article.title,
    description: article.html
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 160),
    breadcrumbs: [
      { label: page.category },
      ...(page.subCategory ? [{ label: page.subCategory }] : []),
      { label: article.title },
    ],
    alternates: {
      ...Object.fromEntries(page.paths.map(({ language, path }) => [language, path])),
      "x-default": page.originalPath,
    },
  };
}
