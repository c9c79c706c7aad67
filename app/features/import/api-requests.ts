// The other request and answer bodies of the import API; with listing-payload.ts and project-payload.ts
// the whole of what openapi.ts describes.
import { z } from "zod";
import { WITHDRAWAL_REASONS } from "../../domain/withdrawal.ts";
import { apiSchemas } from "./api-schemas.ts";
import { ListingPayloadSchema, ReferenceSchema } from "./listing-payload.ts";

/** Listings per batch call: big enough for a first load in a few calls, small enough for one request. */
export const MAX_BATCH_LISTINGS = 500;

export const WithdrawalSchema = z.strictObject({ reason: z.enum(WITHDRAWAL_REASONS) }).meta({
  description:
    "sold and rented keep the page with the spec's sold or rented notice; removed answers 410 Gone.",
});

// A batch is read in two steps: the envelope first, then each listing on its own, so one bad listing is
// reported without refusing the others. The document shows the listings' full schema.
export const BatchEnvelopeSchema = z.strictObject({
  listings: z.array(z.unknown()).min(1).max(MAX_BATCH_LISTINGS),
});
export const BatchSchema = z
  .strictObject({ listings: z.array(ListingPayloadSchema).min(1).max(MAX_BATCH_LISTINGS) })
  .meta({ description: "Listings stored one by one: each is stored whole or not at all." });

const WarningSchema = z.strictObject({ code: z.string(), field: z.string(), message: z.string() });

export const ListingResultSchema = z
  .strictObject({
    reference: ReferenceSchema,
    outcome: z.enum(["created", "updated", "unchanged", "withdrawn", "rejected"]),
    propertyId: z.int().optional(),
    url: z.string().optional(),
    warnings: z.array(WarningSchema).default([]),
    photosQueued: z.int().optional(),
    thumbnailsQueued: z.int().optional(),
    problem: z.lazy(() => ProblemSchema).optional(),
  })
  .meta({ description: "What happened to one listing; `warnings` lists the ad-rule gaps found." });

export const BatchResultSchema = z
  .strictObject({ results: z.array(ListingResultSchema) })
  .meta({ description: "One result per listing sent, in the order sent." });

export const ProblemSchema = z
  .strictObject({
    type: z.string(),
    title: z.string(),
    status: z.int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    errors: z
      .array(z.strictObject({ pointer: z.string(), detail: z.string() }))
      .optional()
      .describe("Each bad field, as a JSON Pointer into the request body (RFC 6901)."),
  })
  .meta({ description: "RFC 9457 problem details; titles and details are in English." });

apiSchemas.add(WithdrawalSchema, { id: "Withdrawal" });
apiSchemas.add(BatchSchema, { id: "Batch" });
apiSchemas.add(ListingResultSchema, { id: "ListingResult" });
apiSchemas.add(BatchResultSchema, { id: "BatchResult" });
apiSchemas.add(ProblemSchema, { id: "Problem" });
