// Articles with a page of their own (spec §2 article paths): a published article that names a category
// is an editorial page at "/{language}/{category}/{sub-category}/{title}/" in every language, and at
// "/{category}/{sub-category}/{slug}/" without a prefix. An article without a category is a block of the
// pages that name it (the home page's success formula, the legal pages) and has no page of its own, so
// that its text is not published twice (docs/domain-rules.md, "Article pages").
import { articlePath } from "../../domain/paths.ts";
import type { Language } from "../../i18n/languages.ts";
import { type LocalizedText, localizedText } from "../../i18n/localized-text.ts";

export type ArticlePageRow = {
  id: number;
  slug: string;
  category: string | null;
  subCategory: string | null;
  title: LocalizedText;
};

/** An article's page: its paths in each enabled language and without a prefix. */
export type ArticlePage = {
  id: number;
  category: string;
  subCategory: string | null;
  paths: { language: Language; path: string }[];
  originalPath: string;
};

/** Whether the article has a page of its own: it names a category that gives a path segment. */
export function hasArticlePage(row: Pick<ArticlePageRow, "category">): boolean {
  return articlePath(row.category) !== "/";
}

/** The article's pages, in the site's enabled languages (its title in each, with the one fallback order). */
export function articlePages(
  rows: readonly ArticlePageRow[],
  enabled: readonly Language[],
  defaultLanguage: Language,
): ArticlePage[] {
  return rows.flatMap((row) => {
    if (!row.category || !hasArticlePage(row)) return [];
    const nameIn = (language: Language) => localizedText(row.title, language, defaultLanguage) || row.slug;
    return [
      {
        id: row.id,
        category: row.category,
        subCategory: row.subCategory,
        paths: enabled.map((language) => ({
          language,
          path: `/${language}${articlePath(row.category, row.subCategory, nameIn(language))}`,
        })),
        originalPath: articlePath(row.category, row.subCategory, row.slug),
      },
    ];
  });
}

/** The article page at `pathname`, and the language its path names ("original" without a prefix). */
export function articlePageAt(
  pages: readonly ArticlePage[],
  pathname: string,
): { page: ArticlePage; language: Language | "original" } | null {
  for (const page of pages) {
    const localized = page.paths.find((entry) => entry.path === pathname);
    if (localized) return { page, language: localized.language };
    if (page.originalPath === pathname) return { page, language: "original" };
  }
  return null;
}
