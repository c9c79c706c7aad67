// Privacy statement, disclaimer and cookie policy (spec §2): the article each page's configuration names.
import { loadScreenContent } from "../features/site-shell/page-loader.server.ts";
import { ArticleBlocks } from "../features/site-shell/article-block.tsx";
import "../features/site-shell/content-pages.css";
import type { Route } from "./+types/content-page";

export const loader = (args: Route.LoaderArgs) => loadScreenContent(args);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container content-page">
      <ArticleBlocks blocks={loaderData.articles} />
    </div>
  );
}
