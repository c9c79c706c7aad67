// What the home page's components render: translated, sanitized and formatted by home.server.ts.
import type { KeptMarkup } from "../../ui/kept-markup.tsx";

export type HomePicture = {
  src: string;
  srcSet: string;
  sources: { type: string; srcSet: string }[];
  width: number;
  height: number;
  alt: string;
};

export type HomeImage = { src: string; width: number; height: number; alt: string };

export type BannerView = {
  kind: "image" | "gallery" | "video";
  pictures: HomePicture[];
  intervalMs: number;
  /** `provider`: the host of a video on another site, which plays only after consent; null for our own. */
  video: { src: string; label: string; provider: string | null } | null;
  title: string;
  description: string;
  logo: HomeImage | null;
};

export type SearchBlockView = {
  logo: HomeImage | null;
  homeHref: string;
  title: string;
  /** Sanitized HTML with FOR_SALE_TOTAL and FOR_RENT_TOTAL already replaced. */
  descriptions: string[];
  showSearchInput: boolean;
  showSearchButton: boolean;
  showSearchCount: boolean;
  forSale: { href: string; label: string };
  forRent: { href: string; label: string };
};

export type TestimonialView = {
  id: number;
  name: string;
  comment: string;
  date: string;
  isoDate: string;
  /** The sender's photo (spec §3), once staff approved the testimonial; null without one. */
  picture: HomePicture | null;
};

export type HomeView = {
  banner: BannerView;
  searchBlock: SearchBlockView;
  latestCount: number;
  /** Cards per row of the latest properties on a large screen (the module's "items per row"). */
  latestPerRow: number;
  article: { title: string; html: KeptMarkup } | null;
  testimonials: TestimonialView[];
};
