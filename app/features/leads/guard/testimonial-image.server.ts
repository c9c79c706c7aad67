// A testimonial's photo (spec §3 testimonial image), checked as a CV is (cv-upload.server.ts): a size
// limit, and the type read from the content, never from the name or the browser's word. Only JPEG, PNG
// and WebP: the signature at offset 0 must say so, and sharp must read the same format with a size. It is
// stored as the media store's originals are (media_originals, under its content key, outside the web
// root); only the image pipeline's re-encoded variants are ever served, and only once the testimonial is
// approved (known-image-keys.server.ts names approved testimonials' keys alone).
import { type CheckedImage, checkedImage } from "../../import/photo-fetcher.server.ts";
import type { FieldError } from "../schemas/field-errors.ts";
import { MAX_CV_BYTES } from "./cv-upload.server.ts";

/** The CV's limit: one rule for what a visitor may upload. */
export const MAX_TESTIMONIAL_IMAGE_BYTES = MAX_CV_BYTES;

const SIGNATURES: { contentType: string; matches: (bytes: Uint8Array) => boolean }[] = [
  { contentType: "image/jpeg", matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  {
    contentType: "image/png",
    matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    // "RIFF", four bytes of length, "WEBP".
    contentType: "image/webp",
    matches: (bytes) =>
      startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes.subarray(8), [0x57, 0x45, 0x42, 0x50]),
  },
];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

export type CheckedTestimonialImage =
  { ok: true; bytes: Buffer; image: CheckedImage } | { ok: false; error: FieldError };

export async function checkTestimonialImage(file: File): Promise<CheckedTestimonialImage> {
  if (file.size > MAX_TESTIMONIAL_IMAGE_BYTES) return { ok: false, error: "LEAD_ERROR_IMAGE_SIZE" };
  const bytes = Buffer.from(await file.arrayBuffer());
  const signed = SIGNATURES.find((signature) => signature.matches(bytes));
  if (!signed) return { ok: false, error: "LEAD_ERROR_IMAGE_TYPE" };
  let image: CheckedImage;
  try {
    image = await checkedImage(bytes);
  } catch {
    return { ok: false, error: "LEAD_ERROR_IMAGE_TYPE" };
  }
  // The decoder must agree with the signature: a PNG header on anything else is refused.
  if (image.contentType !== signed.contentType) return { ok: false, error: "LEAD_ERROR_IMAGE_TYPE" };
  return { ok: true, bytes, image };
}
