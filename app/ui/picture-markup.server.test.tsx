import { describe, expect, it } from "vitest";
import { pictureMarkup } from "./picture-markup.server.tsx";

describe("pictureMarkup", () => {
  const picture = {
    src: "/media/hero/1360.jpg",
    srcSet: "/media/hero/400.jpg 400w, /media/hero/1360.jpg 1360w",
    sources: [{ type: "image/avif", srcSet: "/media/hero/400.avif 400w" }],
    sizes: "100vw",
    width: 1600,
    height: 900,
    alt: "",
    priority: true,
  };

  it("light pages: draws the picture's sources and image, nothing around them", () => {
    const html = pictureMarkup(picture);
    expect(html.startsWith('<source type="image/avif"')).toBe(true);
    expect(html.endsWith("/>")).toBe(true);
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain("picture>");
  });

  it("light pages: a priority image gets no preload link of its fallback (the browser picks its format)", () => {
    expect(pictureMarkup(picture)).not.toContain("<link");
  });
});
