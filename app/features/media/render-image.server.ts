// Renders an image key: its scene as SVG, rasterised by sharp straight at the requested width (vector
// art needs no resizing), then encoded as AVIF, WebP, JPEG or PNG.
import sharp from "sharp";
import type { ImageKey } from "./image-key.ts";
import { type MediaFormat, type MediaWidth, SQUARE_THUMBNAIL_WIDTH } from "./media-url.ts";
import { sceneSvg } from "./scene-svg.ts";

export const CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};

// One libvips thread per render: the render queue (media-store.server.ts) runs one render at a time,
// and more threads only add glibc malloc arenas that keep their memory (ADR 0011).
sharp.concurrency(1);
// libvips' operation cache holds decoded inputs for reuse; every render here starts from a new SVG, so it
// would only hold memory (up to 50 MB by default) and never hit.
sharp.cache(false);

/** The encoded image of `image` at `width` in `format`; the 60 px search thumbnail is a centred square. */
export async function renderImage(image: ImageKey, width: MediaWidth, format: MediaFormat): Promise<Buffer> {
  const square = width === SQUARE_THUMBNAIL_WIDTH;
  const svg = sceneSvg(
    image,
    square
      ? { width, height: width, square: true }
      : {
          width,
          height: Math.round((width * image.height) / image.width),
          square: false,
        },
  );
  const pipeline = sharp(Buffer.from(svg), { density: 72 });
  switch (format) {
    case "avif":
      // The fastest AVIF effort: flat illustrations stay small anyway, and a cold first view waits less.
      return pipeline.avif({ quality: 52, effort: 0 }).toBuffer();
    case "webp":
      return pipeline.webp({ quality: 76, effort: 3 }).toBuffer();
    case "png":
      return pipeline.png({ compressionLevel: 8, palette: width <= 400 }).toBuffer();
    case "jpg":
      return pipeline
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 80, progressive: true, mozjpeg: true })
        .toBuffer();
  }
}
