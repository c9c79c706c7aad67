// What an integration sends for a project (new-build development) and its units (spec §3 Project).
// Listings that are units of it name it by `projectReference`.
import { z } from "zod";
import { apiSchemas } from "./api-schemas.ts";
import { ADDRESS_FIELDS, LocalizedTextSchema, ReferenceSchema } from "./listing-payload.ts";

const text = (max: number) => z.string().trim().min(1).max(max);

const UnitSchema = z.strictObject({
  unit: text(40),
  floor: z.int().min(-10).max(200).optional(),
  bedrooms: z.int().min(0).max(99).optional(),
  surface: z.int().min(0).max(1_000_000).optional(),
  price: z.int().min(0).max(2_000_000_000).optional(),
  status: z.enum(["available", "under_option", "sold"]).default("available"),
  /** The listing (by its reference) that shows this unit, when there is one. */
  listingReference: ReferenceSchema.optional(),
});

export const ProjectPayloadSchema = z
  .strictObject({
    reference: ReferenceSchema,
    name: text(200),
    ...ADDRESS_FIELDS,
    description: LocalizedTextSchema,
    delivery: LocalizedTextSchema.optional(),
    externalUrl: z
      .url({ protocol: /^https?$/ })
      .max(2_000)
      .optional(),
    managerEmail: z.email().max(254).optional(),
    published: z.boolean().default(true),
    units: z.array(UnitSchema).max(500).default([]),
  })
  .meta({ description: "A project with its units, created or replaced by its reference." });

export type ProjectPayload = z.output<typeof ProjectPayloadSchema>;

apiSchemas.add(ProjectPayloadSchema, { id: "Project" });
