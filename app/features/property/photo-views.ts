// Photos as responsive pictures: the spec's width pairs (§9) in AVIF and WebP with a JPEG fallback.
import { imageWidthFor, srcSetFor } from "../../domain/images.ts";
import { mediaUrl, pictureSources } from "../media/media-url.ts";
import type { PhotoPicture, PhotoView } from "./property-view.ts";

export type PhotoSource = { imageKey: string; width: number; height: number };

/** Layout widths of the fallback <img src> (browsers without srcset) and of the enlarged photo. */
const FALLBACK_LAYOUT_WIDTH = 750;
const LARGE_LAYOUT_WIDTH = 1050;

export function photoView(photo: PhotoSource, alt: string): PhotoView {
  return { imageKey: photo.imageKey, width: photo.width, height: photo.height, alt };
}

/** The photo's URLs, built where it is drawn (server or browser: both share the media URLs). */
export function photoPicture(photo: PhotoView): PhotoPicture {
  const srcSet = (format: "avif" | "webp" | "jpg") =>
    srcSetFor((width) => mediaUrl(photo.imageKey, width, format), photo.width);
  return {
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
    src: mediaUrl(photo.imageKey, imageWidthFor(FALLBACK_LAYOUT_WIDTH, photo.width), "jpg"),
    srcSet: srcSet("jpg"),
    sources: pictureSources(photo.imageKey, srcSet),
    large: mediaUrl(photo.imageKey, imageWidthFor(LARGE_LAYOUT_WIDTH, photo.width), "jpg"),
  };
}
