import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MEDIA_WIDTHS, mediaUrl, mediaWidthFor, pictureSources } from "./media-url.ts";

describe("mediaUrl", () => {
  it("names the key, the width and the format", () => {
    expect(mediaUrl("kitchen-4x3-2v8k1a3", 400, "webp")).toBe("/media/kitchen-4x3-2v8k1a3/400.webp");
    expect(mediaUrl("facade-3x2-abc", 60, "avif")).toBe("/media/facade-3x2-abc/60.avif");
    expect(mediaUrl("facade-3x2-abc", 1600)).toBe("/media/facade-3x2-abc/1600.jpg");
  });

  it("rounds a width the store does not render up to one it does", () => {
    expect(mediaWidthFor(500)).toBe(600);
    expect(mediaWidthFor(1)).toBe(60);
    expect(mediaWidthFor(4000)).toBe(1600);
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10_000 }), (width) => {
        const served = mediaWidthFor(width);
        expect(MEDIA_WIDTHS).toContain(served);
        if (width <= 1600) expect(served).toBeGreaterThanOrEqual(width);
      }),
    );
  });

  it("escapes a key so it stays one path segment", () => {
    expect(mediaUrl("a/b?c", 100, "jpg")).toBe("/media/a%2Fb%3Fc/100.jpg");
  });
});

describe("pictureSources", () => {
  const srcSetOf = (format: string) => `/media/k/400.${format} 400w`;

  it("offers a photo in AVIF, then WebP", () => {
    expect(pictureSources("upload-abcdefghijklmnopqrstuvwx", srcSetOf)).toEqual([
      { type: "image/avif", srcSet: "/media/k/400.avif 400w" },
      { type: "image/webp", srcSet: "/media/k/400.webp 400w" },
    ]);
  });

  it("offers a drawn scene in WebP only, the smaller and cheaper format for flat drawings", () => {
    expect(pictureSources("kitchen-4x3-2v8k1a3", srcSetOf)).toEqual([
      { type: "image/webp", srcSet: "/media/k/400.webp 400w" },
    ]);
    // Only a whole photo key is a photo.
    expect(pictureSources("upload-abc", srcSetOf).map((source) => source.type)).toEqual(["image/webp"]);
  });
});
