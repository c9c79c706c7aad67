// Photos as responsive pictures: the spec's width pairs (§9) in AVIF and WebP with a JPEG fallback.
import { srcSetFor } from "../../domain/images.ts";
import { mediaUrl } from "../media/media-url.ts";
import type { PhotoView } from "./property-view.ts";

export type PhotoSource = { imageKey: string; width: number; height: number };

/** The JPEG the fallback <img src> names; larger screens pick from the srcset. */
const FALLBACK_WIDTH = 600;
const LARGE_WIDTH = 1360;

export function photoView(photo: PhotoSource, alt: string): PhotoView {
  const srcSet = (format: "avif" | "webp" | "jpg") =>
    srcSetFor((width) => mediaUrl(photo.imageKey, width, format), photo.width);
  return {
    alt,
    width: photo.width,
    height: photo.height,
    src: mediaUrl(photo.imageKey, Math.min(FALLBACK_WIDTH, photo.width), "jpg"),
    srcSet: srcSet("jpg"),
    sources: [
      { type: "image/avif", srcSet: srcSet("avif") },
      { type: "image/webp", srcSet: srcSet("webp") },
    ],
    large: mediaUrl(photo.imageKey, Math.min(LARGE_WIDTH, photo.width), "jpg"),
  };
}
