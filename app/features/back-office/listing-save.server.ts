// Saving the listing form: the form's fields written into the listing's import payload, validated by the
// import's schema and stored by the import's upsert (one write path for the CRM and the form), with the
// version the form showed and the audit entry in the upsert's transaction. Answers with the errors per
// form field, translated keys only.
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";
import { audit } from "../accounts/audit-log.server.ts";
import { importListing } from "../import/import-listing.server.ts";
import { ListingPayloadSchema } from "../import/listing-payload.ts";
import { markOffMarket } from "../import/withdraw-listing.server.ts";
import { fieldOfPath, messageOfPath, pathOfPointer, payloadFromForm } from "./listing-form.ts";
import type { StoredListing } from "./stored-listing.server.ts";

const VersionSchema = z.coerce.number().int().positive().max(2_147_483_647);

export type ListingSave =
  | { ok: true; propertyId: number }
  | { ok: false; status: 400 | 409; message: MessageKey; errors: Partial<Record<string, MessageKey>> };

function invalid(errors: Partial<Record<string, MessageKey>>): ListingSave {
  return { ok: false, status: 400, message: "BO_LISTING_FORM_INVALID", errors };
}

export async function saveListingForm(
  db: Database,
  actorId: string,
  fields: Record<string, string>,
  stored: StoredListing | null,
  now: Date,
): Promise<ListingSave> {
  // An edit keeps its reference: a new reference would be another listing.
  const input = stored ? { ...fields, reference: stored.reference } : fields;
  let expectedVersion: number | null = null;
  if (stored) {
    const version = VersionSchema.safeParse(fields.version);
    if (!version.success) return invalid({ form: "BO_LISTING_FIELD_INVALID" });
    expectedVersion = version.data;
  }
  const parsed = ListingPayloadSchema.safeParse(payloadFromForm(input, stored?.payload ?? {}));
  if (!parsed.success) {
    const errors: Partial<Record<string, MessageKey>> = {};
    for (const issue of parsed.error.issues) errors[fieldOfPath(issue.path)] ??= messageOfPath(issue.path);
    return invalid(errors);
  }
  const result = await importListing(db, parsed.data, {
    expectedVersion,
    afterWrite: async (tx, propertyId) => {
      // Correcting a sold or rented listing's texts does not put it back on the market.
      if (stored?.offMarket) await markOffMarket(tx, propertyId, stored.reference, stored.offMarket);
      await audit(tx, actorId, "listing.saved", { kind: "property", id: propertyId }, now);
    },
  });
  if (result.outcome !== "rejected" && result.propertyId !== undefined) {
    return { ok: true, propertyId: result.propertyId };
  }
  if (result.problem?.status === 409) {
    return stored
      ? { ok: false, status: 409, message: "BACK_OFFICE_EDIT_CONFLICT", errors: {} }
      : invalid({ reference: "BO_LISTING_ERROR_REFERENCE_TAKEN" });
  }
  const errors: Partial<Record<string, MessageKey>> = {};
  for (const error of result.problem?.errors ?? []) {
    const path = pathOfPointer(error.pointer);
    const field = fieldOfPath(path);
    errors[field] ??= field === "city" ? "BO_LISTING_ERROR_TOWN" : messageOfPath(path);
  }
  return invalid(Object.keys(errors).length > 0 ? errors : { form: "BO_LISTING_FIELD_INVALID" });
}
