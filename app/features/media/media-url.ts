// Where the site serves an image: /media/<imageKey>/<width>.<format>, answered by server/media.ts.
// Pure and browser-safe: components build their srcset with it.

/** Image formats the media store renders; AVIF and WebP for modern browsers, JPEG as the fallback. */
export const MEDIA_FORMATS = ["avif", "webp", "jpg", "png"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/**
 * Widths the media store renders (spec §9): the responsive pairs 100, 400, 600, 1360 and the 1600
 * original, the 250 listing thumbnail, and the 60 × 60 search thumbnail (a square crop).
 */
export const MEDIA_WIDTHS = [60, 100, 250, 400, 600, 1360, 1600] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
export const SQUARE_THUMBNAIL_WIDTH: MediaWidth = 60;

export function isMediaWidth(width: number): width is MediaWidth {
  return (MEDIA_WIDTHS as readonly number[]).includes(width);
}

export function isMediaFormat(format: string): format is MediaFormat {
  return (MEDIA_FORMATS as readonly string[]).includes(format);
}

/** The smallest rendered width at least `width` wide (the original when none is), so every URL exists. */
export function mediaWidthFor(width: number): MediaWidth {
  return MEDIA_WIDTHS.find((candidate) => candidate >= width) ?? 1600;
}

/**
 * The URL of `imageKey` rendered `width` pixels wide in `format`. A width the store does not render is
 * rounded up to the next one it does, so a caller can never build a URL that answers 404.
 */
export function mediaUrl(imageKey: string, width: number, format: MediaFormat = "jpg"): string {
  return `/media/${encodeURIComponent(imageKey)}/${mediaWidthFor(width)}.${format}`;
}

/** A stored photo's key: "upload-" and 24 base-32 letters of its bytes' SHA-256 (imported-image-key.ts). */
const PHOTO_KEY = /^upload-[a-z2-7]{24}$/;

/** Whether `imageKey` names a stored photo (uploaded or imported); any other key the site serves is drawn. */
export function isPhotoKey(imageKey: string): boolean {
  return PHOTO_KEY.test(imageKey);
}

/** The formats a picture offers in its <source> elements, best first; its <img> is the JPEG fallback. */
export type SourceFormat = "avif" | "webp";

export type PictureSource = { type: string; srcSet: string };

/**
 * The <source> elements of a picture of `imageKey`, `srcSetOf` giving the srcset of each format. A photo
 * (uploaded or imported) comes in AVIF, then WebP: AVIF is the smaller for photographs. A drawn scene
 * (image-key.ts) comes in WebP only: its flat colours make a WebP a quarter smaller than the AVIF, drawn in
 * half the time (ADR 0005).
 */
export function pictureSources(
  imageKey: string,
  srcSetOf: (format: SourceFormat) => string,
): PictureSource[] {
  const formats: SourceFormat[] = isPhotoKey(imageKey) ? ["avif", "webp"] : ["webp"];
  return formats.map((format) => ({ type: `image/${format}`, srcSet: srcSetOf(format) }));
}
