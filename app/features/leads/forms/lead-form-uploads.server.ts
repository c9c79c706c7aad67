// The files a lead form may carry (spec §3): the site contact's CV and the testimonial's photo. Each is
// declared once, with the file part's name, its check by content (guard/) and where a checked file goes
// with its lead; lead-form-checks.server.ts names the form that takes it, and the submission derives from
// that whether a page's POST may hold a file at all.
import { checkCv, discardCv, type StoredCv, storeCv } from "../guard/cv-upload.server.ts";
import { checkTestimonialImage } from "../guard/testimonial-image.server.ts";
import type { FieldError } from "../schemas/field-errors.ts";
import type { UploadedImage } from "./lead-form-rows.server.ts";

/** A checked file ready for the lead's store: what the store is given, and how to take it back. */
export type StagedUpload = {
  attach: { cv: StoredCv } | { image: UploadedImage };
  /** Undoes the staging when the lead is not stored. */
  discard: () => Promise<void>;
};

/** A file that passed its check; staged only once the whole submission passed every check. */
export type AcceptedUpload = { stage: (dataDir: string) => Promise<StagedUpload> };

export type LeadUpload = {
  /** The form's file part: any other file part is refused. */
  field: string;
  check: (file: File) => Promise<AcceptedUpload | { error: FieldError }>;
};

export const CV_UPLOAD: LeadUpload = {
  field: "cv",
  async check(file) {
    const cv = await checkCv(file);
    if (!cv.ok) return { error: cv.error };
    return {
      // Written under DATA_DIR/uploads/cv/ before the lead's transaction, which records it (cv_uploads).
      async stage(dataDir) {
        const stored = await storeCv(dataDir, cv);
        return { attach: { cv: stored }, discard: () => discardCv(stored) };
      },
    };
  },
};

export const TESTIMONIAL_PHOTO: LeadUpload = {
  field: "image",
  async check(file) {
    const photo = await checkTestimonialImage(file);
    if (!photo.ok) return { error: photo.error };
    // Stored with the testimonial inside the lead's transaction (lead-form-rows.server.ts): a lead that is
    // not stored leaves nothing to take back.
    const image: UploadedImage = { bytes: photo.bytes, image: photo.image };
    return { stage: () => Promise.resolve({ attach: { image }, discard: () => Promise.resolve() }) };
  },
};
