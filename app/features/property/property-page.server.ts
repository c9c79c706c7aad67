// The detail page's use-case: find the property, send a wrong path to the right one (the id decides),
// and say whether it is shown, sold, rented or unknown (spec §2 route table, §4 availability, §8).
import { placeName } from "../../domain/place-name.ts";
import type { Database } from "../../db/client.server.ts";
import type { Alternates } from "../../i18n/alternates.ts";
import type { Dictionary } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import { projectPath, propertyPath, SCREEN_PATHS } from "../../i18n/route-table.ts";
import type { T } from "../../i18n/use-t.ts";
import { buildPropertyView, type MapTiles } from "./build-property-view.ts";
import { photoView } from "./photo-views.ts";
import { priceText } from "./price-text.ts";
import {
  findPropertyRecord,
  findSimilarListings,
  type PropertyRecord,
  wasRemovedListing,
} from "./property-record.server.ts";
import type { Breadcrumb, ListingCardView, PropertyPageView } from "./property-view.ts";
import { renderStaticSections } from "./static-sections.server.tsx";
import { findVideoThumbnails } from "./video-thumbnails.server.ts";
import type { VideoThumbnailQuality } from "../../domain/video-thumbnail.ts";
import { goalOf, RENT_GOAL, SALE_GOAL } from "../../domain/listing-goal.ts";

export type Availability = "available" | "sold" | "rented";

export type PropertyPage =
  | { kind: "redirect"; location: string }
  /** `gone`: an imported listing its agency removed (410), not an address that never was (404). */
  | { kind: "notFound"; listHref: string; goal: number; gone: boolean }
  | {
      kind: "property";
      availability: Availability;
      view: PropertyPageView;
      similar: ListingCardView[];
      breadcrumbs: Breadcrumb[];
      alternates: Alternates;
      canonicalPath: string;
    };

export type PropertyPageRequest = {
  db: Database;
  /** The id segment as written in the path. */
  idSegment: string | undefined;
  pathname: string;
  search: string;
  /** The request's language: the path prefix's, or the detected one on `/property/{id}/`. */
  language: Language;
  enabledLanguages: readonly Language[];
  t: T;
  dictionary: Dictionary;
  tiles: MapTiles;
  /** The site configuration's still size for the video placeholders (spec §9). */
  thumbnailQuality: VideoThumbnailQuality;
  now?: Date;
};

const ID_PATTERN = /^[1-9]\d{0,9}$/;

function pathOfRecord(record: PropertyRecord, language: Language): string {
  return propertyPath({ ...record.property, texts: record.texts }, language);
}

export async function loadPropertyPage(request: PropertyPageRequest): Promise<PropertyPage> {
  const { db, language, t } = request;
  const goalList = (goal: number) =>
    (goalOf(goal) === "sale" ? SCREEN_PATHS.forSale : SCREEN_PATHS.forRent)[language];
  const id = request.idSegment && ID_PATTERN.test(request.idSegment) ? Number(request.idSegment) : null;
  const record = id === null || id > 2_147_483_647 ? null : await findPropertyRecord(db, id);
  if (!record) {
    const goal = request.pathname.startsWith(SCREEN_PATHS.forRent[language]) ? RENT_GOAL : SALE_GOAL;
    const gone = id !== null && id <= 2_147_483_647 && (await wasRemovedListing(db, id));
    return { kind: "notFound", listHref: goalList(goal), goal, gone };
  }
  const { property } = record;
  const canonicalPath = pathOfRecord(record, language);
  const isOriginal = request.pathname.startsWith("/property/");
  if (!isOriginal && request.pathname !== canonicalPath) {
    return { kind: "redirect", location: `${canonicalPath}${request.search}` };
  }

  const availability: Availability =
    property.status === "sold" ? "sold" : property.status === "rented" ? "rented" : "available";
  const videoThumbnails = await findVideoThumbnails(
    db,
    record.media.map((media) => media.url),
    request.thumbnailQuality,
  );
  const view = buildPropertyView(record, {
    language,
    t,
    videoThumbnails,
    tiles: request.tiles,
    currentYear: (request.now ?? new Date()).getFullYear(),
    projectHref: (project) => projectPath(project, language),
  });
  const similar = availability === "available" ? [] : await similarCards(db, property, language, t);
  const alternates: Alternates = { "x-default": `/property/${property.id}/` };
  for (const other of request.enabledLanguages) alternates[other] = pathOfRecord(record, other);

  const listPath = goalList(property.goal);
  const breadcrumbs: Breadcrumb[] = [
    {
      label: t(goalOf(property.goal) === "sale" ? "PAGE_TITLE_FOR_SALE" : "PAGE_TITLE_FOR_RENT"),
      href: listPath,
    },
    { label: view.place, href: `${listPath}?city=${encodeURIComponent(property.zip)}` },
    { label: view.title, href: canonicalPath },
  ];
  const pageView: PropertyPageView = {
    id: view.id,
    goal: view.goal,
    language: view.language,
    title: view.title,
    place: view.place,
    address: view.address,
    country: view.country,
    price: view.price,
    priceAmount: view.priceAmount,
    reference: view.reference,
    referenceCode: view.referenceCode,
    summary: view.summary,
    bedrooms: view.bedrooms,
    livingArea: view.livingArea,
    photos: view.photos,
    location: view.location,
    embeds: view.embeds,
    project: view.project,
    region: view.energy.region,
    sections:
      availability === "available"
        ? renderStaticSections(view, { language, dictionary: request.dictionary })
        : { main: "", aside: "" },
  };
  return { kind: "property", availability, view: pageView, similar, breadcrumbs, alternates, canonicalPath };
}

async function similarCards(
  db: Database,
  property: PropertyRecord["property"],
  language: Language,
  t: T,
): Promise<ListingCardView[]> {
  const listings = await findSimilarListings(db, property, language);
  return listings.map((listing) => {
    const title = listing.typeDescription ?? "";
    return {
      id: listing.id,
      href: propertyPath({ ...listing, title }, language),
      title,
      place: placeName(listing.city),
      price: priceText(listing, t),
      ribbon: null,
      photo: listing.image ? photoView(listing.image, title) : null,
    };
  });
}
