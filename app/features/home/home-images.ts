// Configured images of the home page as responsive pictures. Configured images carry no size: the media
// store renders them at the widths of spec §9's pairs from a 1600-pixel original.
import { srcSetFor } from "../../domain/images.ts";
import { parseImageKey } from "../media/image-key.ts";
import { mediaUrl, pictureSources } from "../media/media-url.ts";
import type { HomeImage, HomePicture } from "./home-view.ts";

const BANNER_ORIGINAL_WIDTH = 1600;
const BANNER_HEIGHT = 900;
const BANNER_FALLBACK_WIDTH = 1360;
// Logos are wide marks (the demo's is 240 × 60); the box keeps that shape and the image is contained in it.
const LOGO_WIDTH = 240;
const LOGO_HEIGHT = 60;

export function bannerPicture(imageKey: string, alt: string): HomePicture {
  if (imageKey.startsWith("/")) {
    return {
      src: imageKey,
      srcSet: "",
      sources: [],
      width: BANNER_ORIGINAL_WIDTH,
      height: BANNER_HEIGHT,
      alt,
    };
  }
  const srcSet = (format: "avif" | "webp" | "jpg") =>
    srcSetFor((width) => mediaUrl(imageKey, width, format), BANNER_ORIGINAL_WIDTH);
  return {
    src: mediaUrl(imageKey, BANNER_FALLBACK_WIDTH, "jpg"),
    srcSet: srcSet("jpg"),
    sources: pictureSources(imageKey, srcSet),
    width: BANNER_ORIGINAL_WIDTH,
    height: BANNER_HEIGHT,
    alt,
  };
}

/** A logo: a file the site serves ("/brand/logo.svg") or a media-store key. */
export function logoImage(imageKey: string, alt: string): HomeImage | null {
  if (!imageKey) return null;
  const src = imageKey.startsWith("/") ? imageKey : mediaUrl(imageKey, 400, "webp");
  return { src, width: LOGO_WIDTH, height: LOGO_HEIGHT, alt };
}

/** The box a testimonial's photo shows in, in CSS pixels: a portrait beside the quote. */
export const TESTIMONIAL_PHOTO_WIDTH = 96;

/**
 * A testimonial's photo: a drawn key knows its size; an uploaded one comes with its stored original's. The
 * widths are the spec's (100 and 250 cover the 96-pixel box at one to three device pixels per CSS pixel).
 */
export function testimonialPicture(
  imageKey: string,
  original: { width: number; height: number } | null,
  alt: string,
): HomePicture | null {
  const size = parseImageKey(imageKey) ?? original;
  if (!size || size.width <= 0 || size.height <= 0) return null;
  const srcSet = (format: "avif" | "webp" | "jpg") =>
    [100, 250]
      .filter((width, index) => index === 0 || width <= size.width)
      .map((width) => `${mediaUrl(imageKey, width, format)} ${width}w`)
      .join(", ");
  return {
    src: mediaUrl(imageKey, 100, "jpg"),
    srcSet: srcSet("jpg"),
    sources: pictureSources(imageKey, srcSet),
    width: TESTIMONIAL_PHOTO_WIDTH,
    height: Math.round((TESTIMONIAL_PHOTO_WIDTH * size.height) / size.width),
    alt,
  };
}
