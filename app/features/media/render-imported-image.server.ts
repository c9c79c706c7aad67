// Renders a fetched photo (media_originals) at a width of the site and in a format: turned upright by its
// EXIF orientation, resized (never enlarged), the 60 px thumbnail a centred square, metadata dropped.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "../../db/client.server.ts";
import { mediaOriginals } from "../../db/schema/imports.ts";
import { type ImportedImageKey, MAX_INPUT_PIXELS } from "./imported-image-key.ts";
import { type MediaFormat, type MediaWidth, SQUARE_THUMBNAIL_WIDTH } from "./media-url.ts";

export function importedImageRenderer(db: Database) {
  return async (image: ImportedImageKey, width: MediaWidth, format: MediaFormat): Promise<Buffer> => {
    const [original] = await db
      .select({ bytes: mediaOriginals.bytes })
      .from(mediaOriginals)
      .where(eq(mediaOriginals.imageKey, image.key));
    if (!original) throw new Error(`no original stored for ${image.key}`);
    const square = width === SQUARE_THUMBNAIL_WIDTH;
    const pipeline = sharp(original.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(square ? { width, height: width, fit: "cover" } : { width, withoutEnlargement: true });
    switch (format) {
      case "avif":
        return pipeline.avif({ quality: 55, effort: 2 }).toBuffer();
      case "webp":
        return pipeline.webp({ quality: 78, effort: 3 }).toBuffer();
      case "png":
        return pipeline.png({ compressionLevel: 8 }).toBuffer();
      case "jpg":
        return pipeline
          .flatten({ background: "#ffffff" })
          .jpeg({ quality: 80, progressive: true, mozjpeg: true })
          .toBuffer();
    }
  };
}
