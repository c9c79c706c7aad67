// The detail page's view: everything translated and formatted on the server, so components only render.
import type { KeptMarkup } from "../../ui/kept-markup.tsx";
import type { PropertyTypeIcon } from "../../domain/property-type.ts";
import type { Region } from "../../domain/region.ts";
import type { Language } from "../../i18n/languages.ts";
import type { DetailGroup } from "./detail-groups.ts";
import type { DetailRow } from "./detail-values.ts";

export type ImageSource = { type: string; srcSet: string };

/**
 * A photo as it travels in a page's data: its key, intrinsic size and text. Its URLs (srcsets per format,
 * the enlarged copy) are built where it is drawn (`photoPicture`, photo-views.ts), so a gallery of twenty
 * photos does not carry twenty times nine image URLs (ADR 0014).
 */
export type PhotoView = {
  imageKey: string;
  alt: string;
  width: number;
  height: number;
};

/** A photo's URLs as a <picture> draws them. */
export type PhotoPicture = {
  alt: string;
  width: number;
  height: number;
  /** JPEG fallback at a middle width. */
  src: string;
  srcSet: string;
  sources: ImageSource[];
  /** The largest JPEG, for the no-JavaScript link and the print view. */
  large: string;
};

export type EnergyView = {
  region: Region | "";
  /** The label as shown on the certificate, e.g. "A+", "C-". */
  labelText: string | null;
  /** Accessible SVG markup of the label for the property's region, null when there is no label. */
  labelSvg: string | null;
  renovationNotice: string | null;
};

export type CostOption = {
  id: "own-home" | "other";
  label: string;
  rows: { label: string; value: string }[];
  total: { label: string; value: string };
};

export type CostEstimateView = {
  title: string;
  intro: string;
  situationLabel: string;
  options: CostOption[];
  note: string;
  ratesDate: string;
  sources: { label: string; url: string }[];
};

export type LocationView = {
  latitude: number;
  longitude: number;
  address: string;
  streetViewUrl: string | null;
  /** Map tiles, configurable (MAP_TILE_URL); a third party, held back like every embed. */
  tiles: { url: string; attribution: string; provider: string };
};

export type EmbedView = {
  kind: "video" | "virtual_tour";
  provider: string;
  embedUrl: string;
  /** A video file plays in a <video> element; everything else is an <iframe>. */
  isFile: boolean;
  /** Our own copy of a YouTube or Vimeo video's still, shown by the placeholder; null until it is stored. */
  thumbnail: PhotoView | null;
};

export type ManagerView = {
  name: string;
  role: string;
  phone: string;
  phoneHref: string;
  email: string;
  photo: PhotoView | null;
};

export type PropertyView = {
  id: number;
  goal: number;
  language: Language;
  title: string;
  /** The property type's icon (spec §3), from its WebID. */
  typeIcon: PropertyTypeIcon;
  place: string;
  /** The address as shown, followed by the country when it is not Belgium (spec §9). */
  address: string | null;
  /** ISO code of the address's country for structured data; null when the source's id is unknown. */
  country: "BE" | "LU" | null;
  price: string;
  /** The amount for structured data; null when the price is on demand. */
  priceAmount: number | null;
  ribbon: string | null;
  reference: string;
  /** The RecordFile code as it is (spec §3). */
  referenceCode: string;
  /** Plain text of the description, cut for the meta description. */
  summary: string;
  bedrooms: number | null;
  livingArea: number | null;
  keyFacts: DetailRow[];
  photos: PhotoView[];
  description: { html: string; language: Language; fallbackNote: string | null } | null;
  groups: DetailGroup[];
  energy: EnergyView;
  costEstimate: CostEstimateView | null;
  location: LocationView | null;
  embeds: EmbedView[];
  manager: ManagerView | null;
  documents: { title: string; size: string }[];
  pointsOfInterest: { kind: string; name: string; distance: string }[];
  mobility: DetailRow[];
  project: { name: string; href: string } | null;
};

/**
 * Server-rendered markup of the sections that never change in the browser; on a document request only a
 * reference to it travels (`KeptMarkup`, ADR 0024).
 */
export type StaticSections<Markup extends KeptMarkup = string> = { main: Markup; aside: Markup };

/** What the page component needs in the browser: the interactive parts and what meta tags read. */
export type PropertyPageView<Markup extends KeptMarkup = string> = Pick<
  PropertyView,
  | "id"
  | "goal"
  | "language"
  | "title"
  | "place"
  | "address"
  | "country"
  | "price"
  | "priceAmount"
  | "reference"
  | "referenceCode"
  | "summary"
  | "bedrooms"
  | "livingArea"
  | "photos"
  | "location"
  | "embeds"
  | "project"
> & { region: EnergyView["region"]; sections: StaticSections<Markup> };

export type ListingCardView = {
  id: number;
  href: string;
  title: string;
  place: string;
  price: string;
  ribbon: string | null;
  photo: PhotoView | null;
};

export type Breadcrumb = { label: string; href: string };
