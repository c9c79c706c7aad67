// Images the site configuration names (logo, footer images, share images): a media-store key, or a
// path of a file the site serves itself ("/brand/logo.svg", for vector logos that stay sharp at any size).
import { srcSetFor } from "../../domain/images.ts";
import type { PictureProps } from "../../ui/picture.tsx";
import { mediaUrl, pictureSources } from "../media/media-url.ts";
import type { ShellImage } from "./shell-data.ts";

/** Media keys name their aspect ratio ("office-4x3-agency"); 4:3 when one does not. */
function aspectOfKey(key: string): number {
  const match = /-(\d+)x(\d+)-/.exec(key);
  const across = Number(match?.[1]);
  const down = Number(match?.[2]);
  return across > 0 && down > 0 ? across / down : 4 / 3;
}

/** The media store renders the widths of spec §9's responsive pairs; this one serves dense screens. */
const DENSE_WIDTH = 1360;

/**
 * `key` as an image `width` pixels wide (a width the media store renders: 400, 600, 1360), and sharper
 * for dense screens, in a box of the key's aspect ratio.
 */
export function imageForKey(key: string, width: number, aspect = aspectOfKey(key)): ShellImage | null {
  if (!key) return null;
  const height = Math.round(width / aspect);
  if (key.startsWith("/")) return { src: key, width, height };
  const src = mediaUrl(key, width, "jpg");
  return {
    src,
    ...(width < DENSE_WIDTH ? { srcSet: `${src} 1x, ${mediaUrl(key, DENSE_WIDTH, "jpg")} 2x` } : {}),
    width,
    height,
  };
}

/** Media images are rendered from an original this wide (app/features/media). */
const ORIGINAL_WIDTH = 1600;

/** A responsive <Picture> of a media key: AVIF and WebP with a JPEG fallback at the spec's widths. */
export function pictureForKey(key: string, sizes: string): PictureProps | null {
  if (!key || key.startsWith("/")) return null;
  const aspect = aspectOfKey(key);
  const srcSet = (format: "avif" | "webp" | "jpg") =>
    srcSetFor((width) => mediaUrl(key, width, format), ORIGINAL_WIDTH);
  return {
    src: mediaUrl(key, 1360, "jpg"),
    srcSet: srcSet("jpg"),
    sources: pictureSources(key, srcSet),
    sizes,
    width: ORIGINAL_WIDTH,
    height: Math.round(ORIGINAL_WIDTH / aspect),
    alt: "",
  };
}
