// For-sale and for-rent lists (spec §2): one module for both; the path tells which list it is.
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { appContext } from "../context.server.ts";
import { ListingFilters } from "../features/listings/listing-filters.tsx";
import { ListingMap } from "../features/listings/listing-map.tsx";
import { loadListingPage, MAX_QUERY_LENGTH } from "../features/listings/listing-page.server.ts";
import { ListingPaging } from "../features/listings/listing-paging.tsx";
import { cardPicture } from "../features/listings/card-picture.ts";
import { listingResultsMarkup } from "../features/listings/listing-results.server.tsx";
import { ListingViewSwitch } from "../features/listings/listing-view-switch.tsx";
import { siteConfig } from "../features/site-shell/site-config.server.ts";
import { itemsPerRow, propertyListModule } from "../domain/page-modules.ts";
import { SCREEN_PATHS } from "../i18n/route-table.ts";
import { screenOfPath } from "../i18n/localize-path.ts";
import { pageMeta } from "../i18n/seo.ts";
import { useErrorBoundaryT } from "../i18n/route-messages.ts";
import { useT } from "../i18n/use-t.ts";
import { keepMarkup } from "../kept-markup.server.ts";
import { ButtonLink } from "../ui/button.tsx";
import { useKeptLinks } from "../ui/kept-links.tsx";
import { KeptHtml } from "../ui/kept-markup.tsx";
import { preloadPicture } from "../ui/preload-picture.ts";
import { Notice } from "../ui/notice.tsx";
import { siteContext } from "../site-context.server.ts";
import type { Route } from "./+types/listings";

// `url` is the page's URL without React Router's data-request details (a `/_.data` suffix, `_routes`),
// so client navigations read the same path and parameters as a document load.
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const site = context.get(siteContext);
  const goal = screenOfPath(url.pathname) === "forRent" ? "rent" : "sale";
  if (url.search.length > MAX_QUERY_LENGTH) {
    throw data(
      {
        title: site.t("LISTINGS_BAD_QUERY_TITLE"),
        message: site.t("LISTINGS_BAD_QUERY"),
        listPath: url.pathname,
      },
      { status: 400 },
    );
  }
  const [page, config] = await Promise.all([
    loadListingPage({
      db,
      goal,
      language: site.language,
      searchParams: url.searchParams,
      dictionary: site.dictionary,
      t: site.t,
    }),
    siteConfig(db),
  ]);
  const listPage = config.pages.find(
    (row) =>
      row.path === SCREEN_PATHS[goal === "sale" ? "forSale" : "forRent"].original &&
      row.status === "Published",
  );
  // Spec §2: the list is laid out as its page configuration's property-list module says.
  const perRow = itemsPerRow(propertyListModule(listPage?.modules ?? []));
  const { cards, ...rest } = page;
  const view = page.view === "list" ? "list" : "grid";
  const results = listingResultsMarkup(
    { cards, view, label: page.title, perRow },
    { language: site.language, dictionary: site.dictionary },
  );
  const filterOptions = {
    ...rest.filterOptions,
    citySuggestions: keepMarkup(context, rest.filterOptions.citySuggestions),
  };
  return {
    ...rest,
    filterOptions,
    results: keepMarkup(context, results),
    firstPicture: cards[0]?.picture ?? null,
  };
}

// The shell's tags (canonical, hreflang, Open Graph) with the paging title from page 2 on.
export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  return pageMeta(args, data && data.page > 1 ? { title: `${data.title} – ${data.pagingTitle}` } : {});
};

export default function Listings({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const page = loaderData;
  const keptLinks = useKeptLinks();
  if (page.firstPicture) preloadPicture(cardPicture(page.firstPicture));
  return (
    <div className="container listings-page">
      <h1>{page.title}</h1>
      <ListingFilters action={page.listPath} values={page.filterValues} options={page.filterOptions} />
      <div className="listings-toolbar">
        <p className="listings-count" role="status">
          {page.pagingTitle}
        </p>
        <ListingViewSwitch current={page.view} links={page.viewLinks} />
      </div>
      {page.viewError ? (
        <Notice tone="error">
          <strong>{page.viewError.title}</strong> {page.viewError.text}
        </Notice>
      ) : null}
      <p className="listings-keep-informed">
        <ButtonLink to={page.keepInformedHref} variant="outline">
          {t("LISTINGS_KEEP_ME_INFORMED")}
        </ButtonLink>
      </p>
      {page.total === 0 ? (
        <div className="listings-empty">
          <p>{t("NO_RESULTS_FOUND")}</p>
          {page.filtered ? (
            <ButtonLink to={page.listPath} variant="outline">
              {t("LISTINGS_CLEAR_FILTERS")}
            </ButtonLink>
          ) : null}
        </div>
      ) : (
        <>
          {page.map ? <ListingMap {...page.map} /> : null}
          <KeptHtml markup={page.results} {...keptLinks.handlers} />
          {keptLinks.prefetch}
          <ListingPaging
            page={page.page}
            pageCount={page.pageCount}
            links={page.pageLinks}
            previous={page.previous}
            next={page.next}
          />
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useErrorBoundaryT();
  const details =
    isRouteErrorResponse(error) && typeof error.data === "object" && error.data !== null ? error.data : null;
  const title =
    details && "title" in details && typeof details.title === "string" ? details.title : t("API_ERROR");
  const message =
    details && "message" in details && typeof details.message === "string"
      ? details.message
      : t("API_ERROR_TEXT");
  const listPath =
    details && "listPath" in details && typeof details.listPath === "string" ? details.listPath : "/";
  return (
    <div className="container listings-page">
      <h1>{title}</h1>
      <p>{message}</p>
      <ButtonLink to={listPath} variant="outline">
        {t("LISTINGS_CLEAR_FILTERS")}
      </ButtonLink>
    </div>
  );
}
