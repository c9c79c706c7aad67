// The for-sale and for-rent list pages (spec §2, issue 4): the URL's state read once, the page's data
// queried in SQL, and every link and text made ready for the components.
import { mediaUrl } from "../media/media-url.ts";
import type { Database } from "../../db/client.server.ts";
import { LISTING_THUMBNAIL_WIDTH } from "../../domain/images.ts";
import { placeName } from "../../domain/place-name.ts";
import type { Language } from "../../i18n/languages.ts";
import { propertyPath, SCREEN_PATHS } from "../../i18n/route-table.ts";
import type { Dictionary } from "../../i18n/dictionary.ts";
import type { T } from "../../i18n/use-t.ts";
import { citySuggestionsMarkup } from "./city-suggestions.server.tsx";
import { listingCardView, listingPrice, type ListingCardView } from "./listing-card-view.ts";
import type { ListingGoal } from "../../domain/listing-goal.ts";
import type { FilterOptions, FilterValues } from "./listing-filters.tsx";
import { listingMarkers, MAP_LISTING_LIMIT } from "./listing-markers.server.ts";
import { listingFilterOptions } from "./listing-options.server.ts";
import { subtypeOptionsOf } from "./listing-subtypes.server.ts";
import type { PageLink } from "./listing-paging.tsx";
import {
  hasFilters,
  LISTING_VIEWS,
  listingSearch,
  type ListingQuery,
  type ListingView,
  parseListingQuery,
} from "./listing-query.ts";
import { keepMeInformedHref } from "./keep-me-informed.ts";
import { type ListingSummary, listingPage } from "./listings.server.ts";
import { MadeFromKept } from "../../db/public-content-memo.server.ts";
import { flatMarkup } from "../../kept-markup.server.ts";
import { listMapTiles } from "../../map-tiles.server.ts";
import { pageWindow } from "./page-window.ts";
import type { MapMessage } from "./map/map-message.ts";

/** Longer query strings are refused with a 400: no filter of the form comes near it. */
export const MAX_QUERY_LENGTH = 2048;

// Spec §4 marquee labels: sold (1) and rented (2) listings stay off the map.
const MAP_MARQUEE_IGNORE = [1, 2];

export type ListingPageData = {
  goal: ListingGoal;
  title: string;
  /** "Page n of m [x results]" (spec §9). */
  pagingTitle: string;
  total: number;
  page: number;
  pageCount: number;
  cards: ListingCardView[];
  filtered: boolean;
  listPath: string;
  filterValues: FilterValues;
  filterOptions: FilterOptions;
  view: ListingView;
  viewLinks: { view: ListingView; href: string }[];
  pageLinks: PageLink[];
  previous: string | null;
  next: string | null;
  /** `tilesProvider`: the host of tiles from another site (the map waits for consent), or null for our own. */
  map: { frameSrc: string; message: MapMessage; tilesProvider: string | null } | null;
  /** Spec §8: a `?view=` the list does not have names its error; the page shows the default view. */
  viewError: { title: string; text: string } | null;
  /** The demand register pre-filled with this list's filters. */
  keepInformedHref: string;
};

function filterValuesOf(query: ListingQuery): FilterValues {
  const text = (value: number | undefined) => (value === undefined ? "" : String(value));
  return {
    city: query.city ?? "",
    type: text(query.type),
    subtype: text(query.subtype),
    priceMin: text(query.priceMin),
    priceMax: text(query.priceMax),
    bedrooms: text(query.bedrooms),
    garden: query.garden,
    terrace: query.terrace,
    garage: query.garage,
    epc: query.epc,
    sort: query.sort,
    view: query.view,
  };
}

/**
 * A kept page's cards (`listingPage` keeps its items until public content changes), by the dictionary their
 * texts come from: made once for every request that shows the same page in the same texts.
 */
const cardsOfItems = new MadeFromKept<ListingSummary[], ListingCardView[]>();

/** The town field's suggestions of a kept list of towns (`listingFilterOptions`): drawn once. */
const suggestionsOfCities = new MadeFromKept<readonly string[], string>();

type Request = {
  db: Database;
  goal: ListingGoal;
  language: Language;
  searchParams: URLSearchParams;
  /** The texts `t` reads: the cards made with them are kept with the page's items. */
  dictionary: Dictionary;
  t: T;
};

export async function loadListingPage({
  db,
  goal,
  language,
  searchParams,
  dictionary,
  t,
}: Request): Promise<ListingPageData> {
  const asked = parseListingQuery(searchParams);
  // Sub-types are offered, and sent to the browser, only under a chosen type; a sub-type of another type
  // or none at all is ignored like any other bad value of the URL.
  const subtypes = asked.type === undefined ? [] : await subtypeOptionsOf(db, asked.type);
  const { subtype, ...rest } = asked;
  const query: ListingQuery = subtypes.some((option) => option.id === subtype) ? asked : rest;
  const listPath = SCREEN_PATHS[goal === "sale" ? "forSale" : "forRent"][language];
  const [result, typeOptions, markers] = await Promise.all([
    listingPage(db, goal, query, language),
    listingFilterOptions(db, goal, language),
    query.view === "map" ? listingMarkers(db, goal, query, language) : null,
  ]);
  const { cities, ...otherOptions } = typeOptions;
  const filterOptions: FilterOptions = {
    ...otherOptions,
    subtypes,
    citySuggestions: suggestionsOfCities.get(cities, null, () => flatMarkup(citySuggestionsMarkup(cities))),
  };
  const at = (changes: Partial<ListingQuery>) => `${listPath}${listingSearch(query, changes)}`;
  const shown = { ...query, page: result.page };

  let map: ListingPageData["map"] = null;
  if (markers) {
    const notes: string[] = [];
    const located = markers.total - markers.unlocated;
    if (located > MAP_LISTING_LIMIT)
      notes.push(t("LISTINGS_MAP_LIMITED", { shown: MAP_LISTING_LIMIT, total: located }));
    if (markers.unlocated > 0) notes.push(t("LISTINGS_MAP_UNLOCATED", { count: markers.unlocated }));
    map = {
      frameSrc: `/map-frame/?lang=${language}`,
      tilesProvider: listMapTiles()?.provider || null,
      message: {
        type: "listings-map",
        properties: markers.markers.map((marker) => ({
          id: marker.id,
          latitude: marker.latitude,
          longitude: marker.longitude,
          marquee: marker.marquee,
          title: marker.typeName,
          place: placeName(marker.city),
          price: listingPrice(marker, t),
          href: propertyPath({ ...marker, title: marker.typeDescription }, language),
          imageUrl: marker.imageKey ? mediaUrl(marker.imageKey, LISTING_THUMBNAIL_WIDTH, "webp") : null,
        })),
        infoMessage: notes.join(" "),
        mapType: "roadmap",
        customMarker: null,
        marqueeIgnore: MAP_MARQUEE_IGNORE,
        labels: {
          viewProperty: t("LISTINGS_VIEW_PROPERTY"),
          cluster: t("LISTINGS_MAP_ZOOM_IN", { count: "{count}" }),
        },
      },
    };
  }

  return {
    goal,
    title: t(goal === "sale" ? "LISTINGS_FOR_SALE_TITLE" : "LISTINGS_FOR_RENT_TITLE"),
    pagingTitle: t("LISTINGS_PAGE_TITLE", {
      page: result.page,
      pages: result.pageCount,
      total: result.total,
    }),
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    cards: cardsOfItems.get(result.items, dictionary, () =>
      result.items.map((item) => listingCardView(item, language, t)),
    ),
    filtered: hasFilters(query),
    listPath,
    filterValues: filterValuesOf(query),
    filterOptions,
    view: query.view,
    viewLinks: LISTING_VIEWS.map((view) => ({ view, href: at({ view, page: 1 }) })),
    pageLinks: pageWindow(result.page, result.pageCount).map((entry, index) =>
      entry === "gap"
        ? { gap: true, key: `gap-${index}` }
        : { page: entry, href: at({ ...shown, page: entry }) },
    ),
    previous: result.page > 1 ? at({ page: result.page - 1 }) : null,
    next: result.page < result.pageCount ? at({ page: result.page + 1 }) : null,
    map,
    viewError: isUnknownView(searchParams.get("view"))
      ? { title: t("LISTINGS_VIEW_ERROR"), text: t("LISTINGS_VIEW_NOT_FOUND") }
      : null,
    keepInformedHref: keepMeInformedHref(goal, query, language),
  };
}

function isUnknownView(asked: string | null): boolean {
  return asked !== null && asked !== "" && !LISTING_VIEWS.some((view) => view === asked);
}
