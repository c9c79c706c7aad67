// The photo forms of a listing's back-office page: the fields parsed with Zod, the change made, and the
// answer's status and translated message key (bad input 400, an out-of-date page 409, nothing written).
import type { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";
import {
  addPhoto,
  changePhoto,
  PhotoChangeSchema,
  type PhotoOutcome,
  PhotoUploadSchema,
} from "./listing-photos.server.ts";

const ANSWERS: Record<PhotoOutcome, { status: 200 | 400 | 404 | 409; message: MessageKey }> = {
  saved: { status: 200, message: "BACK_OFFICE_SAVED" },
  conflict: { status: 409, message: "BACK_OFFICE_EDIT_CONFLICT" },
  unknown: { status: 404, message: "BO_LISTINGS_UNKNOWN" },
  "bad-file": { status: 400, message: "BO_PHOTOS_ERROR_FILE" },
  "too-many": { status: 400, message: "BO_PHOTOS_ERROR_COUNT" },
};

/** A malformed photo form: a too long alt text is named, anything else is a form that cannot be read. */
function refused(error: z.ZodError): { status: 400; message: MessageKey } {
  const alt = error.issues.some((issue) => String(issue.path[0]).startsWith("alt_"));
  return { status: 400, message: alt ? "BO_PHOTOS_ERROR_ALT" : "BO_LISTING_FORM_INVALID" };
}

export async function photoAction(
  db: Database,
  actorId: string,
  propertyId: number,
  fields: Record<string, string>,
  file: File | undefined,
  now: Date,
): Promise<{ status: 200 | 400 | 404 | 409; message: MessageKey }> {
  if (fields.intent === "photo-upload") {
    const parsed = PhotoUploadSchema.safeParse(fields);
    if (!parsed.success) return refused(parsed.error);
    return ANSWERS[await addPhoto(db, actorId, propertyId, parsed.data, file, now)];
  }
  const parsed = PhotoChangeSchema.safeParse(fields);
  if (!parsed.success) return refused(parsed.error);
  return ANSWERS[await changePhoto(db, actorId, propertyId, parsed.data, now)];
}
