// Any path no screen answers (spec §2): an article's own page (features/site-shell/article-pages.ts); an
// original path under a language prefix, or a path ending in for-sale/ or for-rent/, sent on to its
// screen (301, `pathForUnmatched`); anything else is the 404 page, with a status of 404.
import { data, redirect } from "react-router";
import { ArticleBlockView } from "../features/site-shell/article-block.tsx";
import { articlePageData } from "../features/site-shell/article-page.server.ts";
import { NotFoundPage } from "../features/site-shell/not-found-page.tsx";
import { pageMeta } from "../i18n/seo.ts";
import { pagePathOf } from "../page-path.ts";
import { pathForUnmatched } from "../i18n/unmatched-path.ts";
import { siteContext } from "../site-context.server.ts";
import type { Route } from "./+types/not-found";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const article = await articlePageData(context, pagePathOf(request));
  if (article) return article;
  const found = pathForUnmatched(url.pathname, context.get(siteContext).enabledLanguages);
  if (found) throw redirect(`${found}${url.search}`, 301);
  return data({ notFound: true as const }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData && "article" in args.loaderData ? args.loaderData : null;
  return page ? pageMeta(args, { title: page.title, description: page.description }) : pageMeta(args);
};

export default function NotFound({ loaderData }: Route.ComponentProps) {
  if (!("article" in loaderData)) return <NotFoundPage />;
  return (
    <div className="container content-page module-grid">
      <ArticleBlockView block={loaderData.article} asPageTitle />
    </div>
  );
}
