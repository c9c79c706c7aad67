// Home (spec §2): banner, search block, latest properties, the "success formula" article, testimonials.
import { appContext } from "../context.server.ts";
import { keepMarkup } from "../kept-markup.server.ts";
import { HomeArticle } from "../features/home/home-article.tsx";
import { HomeBanner } from "../features/home/home-banner.tsx";
import { homeContent } from "../features/home/home-content.server.ts";
import { HomeTestimonials } from "../features/home/home-testimonials.tsx";
import { SearchBlock } from "../features/home/search-block.tsx";
import { SearchBox } from "../features/search/search-box.tsx";
import { useT } from "../i18n/use-t.ts";
import { siteContext } from "../site-context.server.ts";
import { ButtonLink } from "../ui/button.tsx";
import { useKeptLinks } from "../ui/kept-links.tsx";
import { KeptHtml } from "../ui/kept-markup.tsx";
import { pageMeta } from "../i18n/seo.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const site = context.get(siteContext);
  const content = await homeContent(db, site.language);
  return {
    ...content,
    article: content.article && { ...content.article, html: keepMarkup(context, content.article.html) },
    latest: content.latest === null ? null : keepMarkup(context, content.latest),
  };
}

// The screen's title and description come with its own data (`screenPage`, server/screen-pages.ts).
export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { banner, searchBlock, latest, article, testimonials } = loaderData;
  const keptLinks = useKeptLinks();
  // One h1 per page: the banner's title, else the search block's, else the agency's name for readers.
  const bannerHasHeading = banner.title !== "";
  const searchHasHeading = !bannerHasHeading && searchBlock.title !== "";
  return (
    <div className="home-page">
      <HomeBanner banner={banner} titleIsPageHeading={bannerHasHeading} />
      {!bannerHasHeading && !searchHasHeading ? (
        <h1 className="visually-hidden">{loaderData.siteName}</h1>
      ) : null}
      <SearchBlock
        block={searchBlock}
        titleIsPageHeading={searchHasHeading}
        searchBox={
          <SearchBox
            forSaleHref={searchBlock.forSale.href}
            forRentHref={searchBlock.forRent.href}
            showCount={searchBlock.showSearchCount}
          />
        }
      />
      {latest ? (
        <section className="home-latest container" aria-labelledby="home-latest-title">
          <h2 id="home-latest-title">{t("HOME_LATEST_PROPERTIES")}</h2>
          <KeptHtml markup={latest} {...keptLinks.handlers} />
          {keptLinks.prefetch}
          <p className="home-latest-more">
            <ButtonLink to={searchBlock.forSale.href} variant="outline">
              {t("HOME_ALL_FOR_SALE")}
            </ButtonLink>
          </p>
        </section>
      ) : null}
      {article ? <HomeArticle title={article.title} html={article.html} /> : null}
      <HomeTestimonials testimonials={testimonials} />
    </div>
  );
}
