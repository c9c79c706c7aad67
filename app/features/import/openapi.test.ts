// The OpenAPI document is generated from the request schemas; these tests hold it to OpenAPI 3.1's shape
// and to what the server really accepts.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ListingPayloadSchema } from "./listing-payload.ts";
import { openApiDocument } from "./openapi.ts";
import { EstateEventSchema } from "./sweepbright/estate-event.ts";
import { listingExample } from "./testing/listing-example.ts";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === "$ref" && typeof item === "string") found.push(item);
      else refsIn(item, found);
    }
  }
  return found;
}

const document = openApiDocument();
const components = isObject(document.components) ? document.components : {};
const schemas = isObject(components.schemas) ? components.schemas : {};
const listing = isObject(schemas.Listing) ? schemas.Listing : {};

describe("openApiDocument", () => {
  it("openapi: is an OpenAPI 3.1 document whose every operation answers and every $ref resolves", () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(isObject(document.info) && typeof document.info.title === "string").toBe(true);
    const paths = isObject(document.paths) ? document.paths : {};
    expect(Object.keys(paths).length).toBeGreaterThan(4);
    for (const item of Object.values(paths)) {
      if (!isObject(item)) throw new Error("a path item is not an object");
      for (const operation of Object.values(item)) {
        expect(isObject(operation) && isObject(operation.responses)).toBe(true);
      }
    }
    for (const ref of refsIn(document)) {
      const name = /^#\/components\/schemas\/([A-Za-z]+)$/.exec(ref)?.[1];
      expect(name && name in schemas, ref).toBe(true);
    }
  });

  it("openapi: the Listing component is the request schema's JSON Schema, field for field", () => {
    const generated = z.toJSONSchema(ListingPayloadSchema, {
      io: "input",
      target: "draft-2020-12",
      reused: "inline",
    });
    const properties = isObject(listing.properties) ? Object.keys(listing.properties) : [];
    expect(properties.sort()).toEqual(Object.keys(ListingPayloadSchema.shape).sort());
    expect(listing.required).toEqual(generated.required);
    expect(listing.additionalProperties).toBe(false);
  });

  it("openapi: every field the document says is required is required by the server, and no other", () => {
    const example = listingExample("DOC-1");
    expect(ListingPayloadSchema.safeParse(example).success).toBe(true);
    const required = new Set(Array.isArray(listing.required) ? listing.required : []);
    for (const field of Object.keys(example)) {
      const { [field]: _dropped, ...without } = example;
      expect(ListingPayloadSchema.safeParse(without).success, field).toBe(!required.has(field));
    }
  });

  it("openapi: a field the document does not name is refused by the server", () => {
    const result = ListingPayloadSchema.safeParse({ ...listingExample("DOC-2"), surface: 120 });
    expect(result.success).toBe(false);
  });

  it("crm connector: the SweepBright webhook is described with the body schema its route parses", () => {
    const paths = isObject(document.paths) ? document.paths : {};
    const webhook = isObject(paths["/connectors/sweepbright/webhook"])
      ? paths["/connectors/sweepbright/webhook"]
      : {};
    expect(refsIn(webhook)).toContain("#/components/schemas/SweepBrightEstateEvent");
    const event = isObject(schemas.SweepBrightEstateEvent) ? schemas.SweepBrightEstateEvent : {};
    const properties = isObject(event.properties) ? Object.keys(event.properties) : [];
    expect(properties.sort()).toEqual(Object.keys(EstateEventSchema.shape).sort());
    expect(event.required).toEqual(["event", "estate_id"]);
    expect(JSON.stringify(webhook)).toContain('"webhookSecret"');
  });
});
