// Images the site configuration names (logo, footer images, share images): a media-store key, or a
// path of a file the site serves itself ("/brand/logo.svg", for vector logos that stay sharp at any size).
import { mediaUrl } from "../media/media-url.ts";
import type { ShellImage } from "./shell-data.ts";

/** The media store renders the widths of spec §9's responsive pairs; this one serves dense screens. */
const DENSE_WIDTH = 1360;

/**
 * `key` as an image `width` pixels wide (a width the media store renders: 400, 600, 1360), and sharper
 * for dense screens. Configured images carry no size, so the image gets a box of `aspect`.
 */
export function imageForKey(key: string, width: number, aspect = 4 / 3): ShellImage | null {
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
