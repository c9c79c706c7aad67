// A testimonial's photo as staff review it (spec §3): drawn by the image pipeline's renderer for uploaded
// originals (upright, resized, metadata dropped) and inlined in the staff page, because the media route
// serves an uploaded key only once its testimonial is approved (known-image-keys.server.ts), and staff
// must see the photo before they approve it.
import sharp from "sharp";
import type { Database } from "../../../db/client.server.ts";
import { parseImportedImageKey } from "../../media/imported-image-key.ts";
import { importedImageRenderer } from "../../media/render-imported-image.server.ts";

export type PhotoPreview = { src: string; width: number; height: number };

const PREVIEW_WIDTH = 100;

export async function testimonialPhotoPreview(
  db: Database,
  imageKey: string | null,
): Promise<PhotoPreview | null> {
  const image = imageKey ? parseImportedImageKey(imageKey) : null;
  if (!image) return null;
  try {
    const bytes = await importedImageRenderer(db)(image, PREVIEW_WIDTH, "webp");
    const { width, height } = await sharp(bytes).metadata();
    return { src: `data:image/webp;base64,${bytes.toString("base64")}`, width, height };
  } catch {
    // An original that cannot be drawn any more shows no preview; the review itself still works.
    return null;
  }
}
