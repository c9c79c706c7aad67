// A card's photo as it travels in the page's data (key, size, widths, text) and as the card renders it
// (srcsets per format). Browser-safe: the srcsets are built where they are drawn, so the data of a list
// of 24 cards does not carry 24 × 9 image URLs (docs/decisions/0014-light-pages.md).
import { LISTING_CARD_SIZES } from "../../domain/images.ts";
import { mediaUrl, pictureSources } from "../media/media-url.ts";

export type CardPhoto = {
  imageKey: string;
  /** Shown at this size (the listing thumbnail's), which keeps the photo's proportions. */
  width: number;
  height: number;
  /** Widths offered in the srcset: the card widths up to the original's. */
  widths: number[];
  alt: string;
};

export type CardPicture = {
  src: string;
  srcSet: string;
  sizes: string;
  sources: { type: string; srcSet: string }[];
  width: number;
  height: number;
  alt: string;
};

export function cardPicture(photo: CardPhoto): CardPicture {
  const srcSet = (format: "avif" | "webp" | "jpg") =>
    photo.widths.map((width) => `${mediaUrl(photo.imageKey, width, format)} ${width}w`).join(", ");
  return {
    src: mediaUrl(photo.imageKey, photo.width, "jpg"),
    srcSet: srcSet("jpg"),
    sizes: LISTING_CARD_SIZES,
    sources: pictureSources(photo.imageKey, srcSet),
    width: photo.width,
    height: photo.height,
    alt: photo.alt,
  };
}
