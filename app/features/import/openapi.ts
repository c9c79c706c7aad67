// The OpenAPI 3.1 document of the import API, generated from the Zod schemas that validate the requests
// (Zod's own JSON Schema output, draft 2020-12, which OpenAPI 3.1 uses as is): one source, so the document
// cannot drift from what the server accepts. Served at /api/v1/openapi.json.
import { z } from "zod";
import "./api-requests.ts";
import "./listing-payload.ts";
import "./project-payload.ts";
import "./sweepbright/estate-event.ts";
import { apiSchemas } from "./api-schemas.ts";
import { PROBLEM_TITLES } from "./problem.ts";

type JsonObject = Record<string, unknown>;

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (id: string) => ({ "application/json": { schema: ref(id) } });
const problems = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      String(status),
      {
        description: describeStatus(status),
        content: { "application/problem+json": { schema: ref("Problem") } },
      },
    ]),
  );

function describeStatus(status: number): string {
  const titles: Record<number, string> = {
    400: PROBLEM_TITLES["not-json"],
    401: PROBLEM_TITLES.unauthorized,
    403: PROBLEM_TITLES.forbidden,
    404: PROBLEM_TITLES["not-found"],
    410: PROBLEM_TITLES["listing-gone"],
    413: PROBLEM_TITLES["body-too-large"],
    415: PROBLEM_TITLES["unsupported-media-type"],
    405: PROBLEM_TITLES["method-not-allowed"],
    422: PROBLEM_TITLES["invalid-body"],
    424: PROBLEM_TITLES["crm-unavailable"],
    429: PROBLEM_TITLES["rate-limited"],
  };
  return titles[status] ?? "Problem";
}

const WRITE_PROBLEMS = [400, 401, 413, 415, 422, 429];
const referenceParameter = {
  name: "reference",
  in: "path",
  required: true,
  description: "The listing's reference, percent-encoded (a / is written %2F).",
  schema: ref("Reference"),
};

/** The component schemas: every schema of the registry, as JSON Schema 2020-12. */
export function componentSchemas(): Record<string, JsonObject> {
  const { schemas } = z.toJSONSchema(apiSchemas, {
    io: "input",
    target: "draft-2020-12",
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _schema, $id: _id, ...rest } = schema;
      return [id, rest];
    }),
  );
}

let cached: JsonObject | null = null;

export function openApiDocument(): JsonObject {
  cached ??= {
    openapi: "3.1.1",
    info: {
      title: "Listings import API",
      version: "1.0.0",
      description:
        "Listings, their texts, photos, documents and media links, and projects with units, sent by the " +
        "agency's software. Writes are create-or-update by the agency's reference and idempotent. Errors are " +
        "RFC 9457 problem details in English. Each write answers the ad-rule warnings (Belgian and " +
        "Luxembourg ad duties) the listing raises; warnings never refuse a listing.",
    },
    servers: [{ url: "/api/v1" }],
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", description: "Authorization: Bearer imk_…" },
        webhookSecret: {
          type: "apiKey",
          in: "query",
          name: "secret",
          description:
            "The SweepBright webhook's secret (SWEEPBRIGHT_WEBHOOK_SECRET), in the URL given to SweepBright.",
        },
      },
      schemas: componentSchemas(),
    },
    paths: {
      "/listings": {
        post: {
          operationId: "putListing",
          summary: "Create or update a listing by its reference",
          requestBody: { required: true, content: json("Listing") },
          responses: {
            "201": { description: "Created", content: json("ListingResult") },
            "200": {
              description: "Updated, or unchanged (the same payload again)",
              content: json("ListingResult"),
            },
            ...problems(...WRITE_PROBLEMS),
          },
        },
      },
      "/listings/batch": {
        post: {
          operationId: "putListings",
          summary: "Create or update up to 500 listings; each is stored whole or not at all",
          requestBody: { required: true, content: json("Batch") },
          responses: {
            "200": { description: "One result per listing, in order", content: json("BatchResult") },
            ...problems(...WRITE_PROBLEMS),
          },
        },
      },
      "/listings/{reference}": {
        get: {
          operationId: "getListing",
          summary: "What is stored for a reference: its page, warnings and photo fetches",
          parameters: [referenceParameter],
          responses: { "200": { description: "The stored listing's state" }, ...problems(401, 404, 429) },
        },
      },
      "/listings/{reference}/withdraw": {
        post: {
          operationId: "withdrawListing",
          summary: "Withdraw a listing as sold, rented or removed",
          parameters: [referenceParameter],
          requestBody: { required: true, content: json("Withdrawal") },
          responses: {
            "200": { description: "Withdrawn, or unchanged", content: json("ListingResult") },
            ...problems(...WRITE_PROBLEMS, 404, 410),
          },
        },
      },
      "/projects": {
        post: {
          operationId: "putProject",
          summary: "Create or update a project and its units by its reference",
          requestBody: { required: true, content: json("Project") },
          responses: {
            "201": { description: "Created" },
            "200": { description: "Updated or unchanged" },
            ...problems(...WRITE_PROBLEMS),
          },
        },
      },
      "/connectors/sweepbright/webhook": {
        post: {
          operationId: "sweepBrightWebhook",
          summary: "SweepBright's estate events (ADR 0025); 404 while the connector's settings are not given",
          security: [{ webhookSecret: [] }],
          requestBody: { required: true, content: json("SweepBrightEstateEvent") },
          responses: {
            "201": { description: "The estate was fetched and stored as a new listing" },
            "200": { description: "Stored, unchanged, withdrawn or removed, as the estate now is" },
            ...problems(400, 403, 404, 405, 413, 415, 422, 424, 429),
          },
        },
      },
      "/openapi.json": {
        get: {
          operationId: "openApi",
          summary: "This document",
          security: [],
          responses: { "200": { description: "OK" } },
        },
      },
    },
  };
  return cached;
}
