// A listing card as the visitor reads it (issue 4 "Cards"), translated and formatted by the loader so the
// card component only renders and the browser bundle carries none of these rules.
import { epcLabelDisplay, epcLabelFor } from "../../domain/epc.ts";
import { epcLabelColour, epcTextTone } from "../../domain/epc-label-svg.ts";
import { LISTING_THUMBNAIL_WIDTH } from "../../domain/images.ts";
import { type RibbonKey, ribbonFor } from "../../domain/marquee.ts";
import { priceDisplay } from "../../domain/money.ts";
import { withCountry } from "../../domain/country.ts";
import { placeName } from "../../domain/place-name.ts";
import { type PropertyTypeIcon, typeIconFor } from "../../domain/property-type.ts";
import { regionOf } from "../../domain/region.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import type { T } from "../../i18n/use-t.ts";
import type { CardPhoto } from "./card-picture.ts";
import type { ListingSummary } from "./listings.server.ts";
import { goalOf } from "../../domain/listing-goal.ts";
import { propertyPath } from "../../i18n/route-table.ts";

export type ListingCardView = {
  id: number;
  href: string;
  typeName: string;
  typeIcon: PropertyTypeIcon;
  place: string;
  headline: string;
  price: string;
  ribbon: string | null;
  /** `fill` is drawn as an SVG rectangle and `tone` picks the lettering's class: no inline style (CSP). */
  epc: { text: string; label: string; fill: string; tone: "dark" | "light" } | null;
  facts: string[];
  /** Its srcsets are built where the card is drawn (card-picture.ts). */
  picture: CardPhoto | null;
};

// From the listing thumbnail (spec §9: 250) on a four-per-row screen to a full-width card on a phone.
const CARD_WIDTHS = [LISTING_THUMBNAIL_WIDTH, 400, 600];

function cardPhoto(photo: NonNullable<ListingSummary["photo"]>, alt: string): CardPhoto {
  // Shown at the thumbnail width, so that is its intrinsic size: the box keeps the photo's proportions.
  const width = Math.min(LISTING_THUMBNAIL_WIDTH, photo.width);
  return {
    imageKey: photo.imageKey,
    width,
    height: Math.round((photo.height * width) / photo.width),
    widths: CARD_WIDTHS.filter((candidate) => candidate <= photo.width),
    alt,
  };
}

const RIBBON_TEXTS: Record<RibbonKey, MessageKey> = {
  MARQUEE_SOLD: "LISTINGS_RIBBON_SOLD",
  MARQUEE_RENTED: "LISTINGS_RIBBON_RENTED",
  MARQUEE_FOR_TAKEOVER: "LISTINGS_RIBBON_TAKEOVER",
  RIBBON_UNDER_OPTION: "LISTINGS_RIBBON_UNDER_OPTION",
};

export function listingPrice(
  listing: Pick<ListingSummary, "goal" | "price" | "publishPrice" | "priceUnit">,
  t: T,
): string {
  const display = priceDisplay(listing);
  if (display.kind === "onDemand") return t("LISTINGS_PRICE_ON_DEMAND");
  const amount =
    display.kind === "startingFrom" ? t("LISTINGS_STARTING_FROM", { price: display.text }) : display.text;
  // Goal 0 is for sale, anything else for rent (spec §3): a rent is a monthly amount.
  return goalOf(listing.goal) === "sale" ? amount : t("LISTINGS_PER_MONTH", { price: amount });
}

export function listingCardView(listing: ListingSummary, language: Language, t: T): ListingCardView {
  // Belgium goes without saying; any other country is named (spec §9), so a Luxembourg town is not read as Belgian.
  const place = withCountry(placeName(listing.city), listing, language);
  const region = regionOf({ zip: listing.zip, countryId: listing.countryId });
  const label = epcLabelFor(region, listing.energyPerformance, listing.epcLabelText);
  const fill = label ? epcLabelColour(region, label) : null;
  const ribbon = ribbonFor(listing);
  const facts: string[] = [];
  if (listing.bedrooms !== null && listing.bedrooms > 0) {
    facts.push(t("LISTINGS_BEDROOMS", { count: listing.bedrooms }));
  }
  if (listing.surface !== null && listing.surface > 0) {
    facts.push(t("LISTINGS_SURFACE", { surface: listing.surface.toLocaleString("nl-BE") }));
  }
  const headline = listing.typeDescription || listing.typeName;
  return {
    id: listing.id,
    href: propertyPath({ ...listing, title: listing.typeDescription }, language),
    typeName: listing.typeName,
    typeIcon: typeIconFor(listing.webId),
    place,
    headline,
    price: listingPrice(listing, t),
    ribbon: ribbon ? t(RIBBON_TEXTS[ribbon]) : null,
    epc:
      label && fill
        ? {
            text: epcLabelDisplay(label),
            label: t("LISTINGS_EPC_BADGE", { label: epcLabelDisplay(label) }),
            fill,
            tone: epcTextTone(fill),
          }
        : null,
    facts,
    picture: listing.photo
      ? cardPhoto(listing.photo, t("LISTINGS_PHOTO_OF", { title: `${headline}, ${place}` }))
      : null,
  };
}
