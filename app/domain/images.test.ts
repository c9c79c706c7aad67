import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LISTING_CARD_SIZES, imageWidthFor, responsiveWidthsFor, sizesFor, srcSetFor } from "./images.ts";

const url = (width: number) => `/media/house-1/${width}.webp`;

describe("srcSetFor (spec §9 width pairs)", () => {
  it("offers 100, 400, 600, 1360 and the original", () => {
    expect(srcSetFor(url, 2000)).toBe(
      "/media/house-1/100.webp 100w, /media/house-1/400.webp 400w, /media/house-1/600.webp 600w, " +
        "/media/house-1/1360.webp 1360w, /media/house-1/2000.webp 2000w",
    );
  });

  it("never scales an image beyond its original", () => {
    expect(responsiveWidthsFor(800)).toEqual([100, 400, 600, 800]);
    expect(responsiveWidthsFor(400)).toEqual([100, 400]);
    expect(responsiveWidthsFor(60.4)).toEqual([60]);
  });

  it("offers nothing without a usable original width", () => {
    expect(srcSetFor(url, 0)).toBe("");
    expect(srcSetFor(url, Number.NaN)).toBe("");
  });

  it("always ends with the original and grows strictly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10000 }), (original) => {
        const widths = responsiveWidthsFor(original);
        expect(widths.at(-1)).toBe(original);
        widths.slice(1).forEach((width, index) => expect(width).toBeGreaterThan(widths[index] ?? 0));
      }),
    );
  });
});

describe("imageWidthFor", () => {
  it.each([
    [80, 100],
    [100, 100],
    [360, 400],
    [700, 600],
    [1024, 1360],
    [1400, 3000],
  ])("a %i px slot gets a %i px image from a 3000 px original", (slot, width) => {
    expect(imageWidthFor(slot, 3000)).toBe(width);
  });

  it("never asks more than the original", () => {
    expect(imageWidthFor(1024, 1200)).toBe(1200);
  });
});

describe("sizesFor", () => {
  it("uses the site breakpoints", () => {
    expect(LISTING_CARD_SIZES).toBe("(max-width: 766px) 100vw, (max-width: 1279px) 50vw, 25vw");
    expect(sizesFor({ mobile: "100vw" })).toBe("100vw");
    expect(sizesFor({ mobile: "100vw", tablet: "100vw", large: "1200px" })).toBe(
      "(max-width: 1279px) 100vw, 1200px",
    );
  });
});
