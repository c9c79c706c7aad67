// Privacy statement, disclaimer and cookie policy (spec §2): the article each page's configuration names.
import { loadScreenContent } from "../features/site-shell/page-loader.server.ts";
import { ArticleBlocks } from "../features/site-shell/article-block.tsx";
import { pageMeta } from "../i18n/seo.ts";
import type { Route } from "./+types/content-page";

export const loader = (args: Route.LoaderArgs) => loadScreenContent(args);

// The screen's title and description come with its own data (`screenPage`, server/screen-pages.ts).
export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container content-page">
      <ArticleBlocks blocks={loaderData.articles} />
    </div>
  );
}
