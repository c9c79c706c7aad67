// Device class from the viewport width (spec §4, §9 breakpoints 767, 960, 1280).

/**
 * Tablet from 767 px, large from 1280 px. The spec has two readings of "large": above 960 in a helper,
 * 1280 and up in the layout (spec §4). The site uses 1280 everywhere so script and CSS always agree.
 */
export const BREAKPOINTS = { tablet: 767, helperLarge: 960, large: 1280 } as const;

export type DeviceClass = "mobile" | "tablet" | "large";

/** The device class of a width; without a usable width (server render) the mobile-first class. */
export function deviceClass(width: number | null | undefined): DeviceClass {
  if (typeof width !== "number" || !Number.isFinite(width) || width < BREAKPOINTS.tablet) return "mobile";
  return width < BREAKPOINTS.large ? "tablet" : "large";
}

/** The shared device flags of spec §3 "device setting". */
export function deviceFlags(width: number | null | undefined): {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
} {
  const device = deviceClass(width);
  return { isMobile: device === "mobile", isTablet: device === "tablet", isDesktop: device === "large" };
}

/** Media queries matching `deviceClass`, for CSS-in-JS and matchMedia. */
export const DEVICE_MEDIA_QUERIES: Readonly<Record<DeviceClass, string>> = {
  mobile: `(max-width: ${BREAKPOINTS.tablet - 0.02}px)`,
  tablet: `(min-width: ${BREAKPOINTS.tablet}px) and (max-width: ${BREAKPOINTS.large - 0.02}px)`,
  large: `(min-width: ${BREAKPOINTS.large}px)`,
};
