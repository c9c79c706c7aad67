// The sales-specialist page (spec §2): its article in card view, leading on to a free valuation.
import { ArticleBlocks } from "../features/site-shell/article-block.tsx";
import { loadScreenContent } from "../features/site-shell/page-loader.server.ts";
import { SCREEN_PATHS } from "../i18n/route-table.ts";
import { useT } from "../i18n/use-t.ts";
import { ButtonLink } from "../ui/button.tsx";
import { pageMeta } from "../i18n/seo.ts";
import type { Route } from "./+types/sales-specialist";

export const loader = (args: Route.LoaderArgs) => loadScreenContent(args);

// The screen's title and description come with its own data (`screenPage`, server/screen-pages.ts).
export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function SalesSpecialist({ loaderData }: Route.ComponentProps) {
  const { t, language } = useT();
  return (
    <div className="container content-page">
      <ArticleBlocks blocks={loaderData.articles} />
      <p className="article-card-actions">
        <ButtonLink to={SCREEN_PATHS.freeValuation[language]}>{t("FREE_EVALUATION")}</ButtonLink>
        <ButtonLink to={SCREEN_PATHS.contact[language]} variant="outline">
          {t("PAGE_TITLE_CONTACT")}
        </ButtonLink>
      </p>
    </div>
  );
}
