// Responsive images (spec §9 "sizes and counts"; quality.md "Images").
import { BREAKPOINTS } from "./device.ts";

/** Spec §9 width pairs: up to this layout width, serve an image this wide; past 1050, the original. */
export const RESPONSIVE_WIDTHS: readonly { upTo: number; width: number | "original" }[] = [
  { upTo: 100, width: 100 },
  { upTo: 500, width: 400 },
  { upTo: 750, width: 600 },
  { upTo: 1050, width: 1360 },
  { upTo: 1600, width: "original" },
];

export const LISTING_THUMBNAIL_WIDTH = 250;
/** Search-result thumbnails are 60 × 60 px (spec §9). */
export const SEARCH_THUMBNAIL_SIZE = 60;

/** The image widths worth offering for an original this wide: the spec's widths below it, then the original. */
export function responsiveWidthsFor(originalWidth: number): number[] {
  if (!Number.isFinite(originalWidth) || originalWidth <= 0) return [];
  const original = Math.round(originalWidth);
  const widths = RESPONSIVE_WIDTHS.map((pair) => pair.width).filter(
    (width): width is number => width !== "original" && width < original,
  );
  return [...widths, original];
}

/** A `srcset` with a `w` descriptor per width; no image is ever scaled beyond its original. */
export function srcSetFor(urlForWidth: (width: number) => string, originalWidth: number): string {
  return responsiveWidthsFor(originalWidth)
    .map((width) => `${urlForWidth(width)} ${width}w`)
    .join(", ");
}

/** The width to request for a slot `layoutWidth` CSS pixels wide, as the spec's pairs say; never above the original. */
export function imageWidthFor(layoutWidth: number, originalWidth: number): number {
  const pair = RESPONSIVE_WIDTHS.find((candidate) => layoutWidth <= candidate.upTo);
  const width = pair && pair.width !== "original" ? pair.width : originalWidth;
  return Math.min(width, Math.round(originalWidth));
}

/** How wide an image shows at each device class: a CSS length such as "100vw", "50vw" or "250px". */
export type SlotSizes = { mobile: string; tablet?: string; large?: string };

/**
 * A `sizes` attribute from the image's shown width per device class, with the site's breakpoints:
 * "(max-width: 766px) 100vw, (max-width: 1279px) 50vw, 25vw".
 */
export function sizesFor({ mobile, tablet = mobile, large = tablet }: SlotSizes): string {
  const parts: string[] = [];
  if (mobile !== tablet) parts.push(`(max-width: ${BREAKPOINTS.tablet - 1}px) ${mobile}`);
  if (tablet !== large) parts.push(`(max-width: ${BREAKPOINTS.large - 1}px) ${tablet}`);
  parts.push(large);
  return parts.join(", ");
}

/** Listing cards: full width on mobile, two per row on tablets, four per row on large screens (spec §2). */
export const LISTING_CARD_SIZES = sizesFor({ mobile: "100vw", tablet: "50vw", large: "25vw" });
