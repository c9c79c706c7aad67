// The body of SweepBright's webhook (ADR 0025): the event and the estate it concerns. Other fields
// SweepBright may add are let through unread; the estate's facts are never taken from here but fetched.
// Also a component of the API's OpenAPI document.
import { z } from "zod";
import { apiSchemas } from "../api-schemas.ts";
import { ESTATE_ID } from "./estate-schema.ts";

export const ESTATE_EVENTS = ["estate-added", "estate-updated", "estate-deleted"] as const;

export const EstateEventSchema = z
  .looseObject({
    event: z.enum(ESTATE_EVENTS),
    estate_id: z.string().regex(ESTATE_ID, "an estate id of letters, digits, _ and -"),
  })
  .meta({
    description:
      "Posted by SweepBright when an estate is published, changed or unpublished; the estate is then " +
      "fetched from SweepBright's website API, never read from this body.",
  });

apiSchemas.add(EstateEventSchema, { id: "SweepBrightEstateEvent" });
