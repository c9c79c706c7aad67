// The import API's operations (ADR 0018), independent of HTTP: server/import-api.ts reads the request,
// checks the key and the limits, and hands the parsed JSON body here. Every body is parsed by the Zod
// schemas the OpenAPI document is generated from; bad input is a problem answer, never a write.
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { importedListings, photoFetches } from "../../db/schema/imports.ts";
import { BatchEnvelopeSchema, WithdrawalSchema } from "./api-requests.ts";
import { importListing, type ListingResult, propertyUrl, queuedFetches } from "./import-listing.server.ts";
import { importProject } from "./import-project.server.ts";
import { ListingPayloadSchema, ReferenceSchema } from "./listing-payload.ts";
import { openApiDocument } from "./openapi.ts";
import { invalidBody, type Problem, problem } from "./problem.ts";
import { ProjectPayloadSchema } from "./project-payload.ts";
import { unstorableStrings } from "./safe-json.ts";
import { withdrawListing } from "./withdraw-listing.server.ts";

export type ApiAnswer = {
  status: number;
  body: unknown;
  /** The agency references the call concerned, for the call log. */
  references: string[];
  /** Whether the call wrote something public pages show: the server's own page cache is then dropped. */
  changedPublicContent?: boolean;
};

/** Whether an import's outcome wrote anything (an unchanged repeat or a refusal writes nothing). */
export function wroteListing(result: { outcome: string }): boolean {
  return result.outcome === "created" || result.outcome === "updated" || result.outcome === "withdrawn";
}

export type ApiCall = {
  method: string;
  /** The path below /api/v1, e.g. "/listings/ABC-1/withdraw". */
  path: string;
  body: unknown;
  db: Database;
  /** Called after a write that queued photos or video stills to fetch. */
  onFetchesQueued?: () => void;
};

/** The operations that need no key: the document that describes the API. */
export function isPublicOperation(method: string, path: string): boolean {
  return (method === "GET" || method === "HEAD") && path === "/openapi.json";
}

/** The largest body each operation reads, in bytes. */
export function bodyLimitFor(path: string): number {
  return path === "/listings/batch" ? 16 * 1024 * 1024 : 1024 * 1024;
}

function problemAnswer(body: Problem, references: string[] = []): ApiAnswer {
  return { status: body.status, body, references };
}

/** Parses `body` with `schema`, or the problem naming each bad field (`prefix` for a batch's items). */
function parsed<S extends z.ZodType>(
  schema: S,
  body: unknown,
  prefix: PropertyKey[] = [],
): { ok: true; value: z.output<S> } | { ok: false; problem: Problem } {
  const unstorable = unstorableStrings(body).map((error) => ({
    ...error,
    pointer: `${prefix.map((p) => `/${String(p)}`).join("")}${error.pointer}`,
  }));
  if (unstorable.length > 0) {
    return { ok: false, problem: problem("invalid-body", 422, "Some texts cannot be stored", unstorable) };
  }
  const result = schema.safeParse(body);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problem: invalidBody(result.error, prefix) };
}

function listingAnswer(result: ListingResult): ApiAnswer {
  if (result.problem)
    return { status: result.problem.status, body: result.problem, references: [result.reference] };
  const status = result.outcome === "created" ? 201 : 200;
  return { status, body: result, references: [result.reference], changedPublicContent: wroteListing(result) };
}

const LISTING_PATH = /^\/listings\/([^/]+)(\/withdraw)?$/;

function referenceIn(segment: string): string | null {
  try {
    const reference = decodeURIComponent(segment);
    return ReferenceSchema.safeParse(reference).success ? reference : null;
  } catch {
    return null;
  }
}

async function importBatch(call: ApiCall): Promise<ApiAnswer> {
  const envelope = parsed(BatchEnvelopeSchema, call.body);
  if (!envelope.ok) return problemAnswer(envelope.problem);
  const results: ListingResult[] = [];
  for (const [index, item] of envelope.value.listings.entries()) {
    const listing = parsed(ListingPayloadSchema, item, ["listings", index]);
    if (!listing.ok) {
      const sent =
        typeof item === "object" && item !== null && "reference" in item ? item.reference : undefined;
      const reference = ReferenceSchema.safeParse(sent);
      results.push({
        reference: reference.success ? reference.data : `#${index}`,
        outcome: "rejected",
        warnings: [],
        problem: listing.problem,
      });
      continue;
    }
    results.push(await importListing(call.db, listing.value));
  }
  if (results.some(queuedFetches)) call.onFetchesQueued?.();
  return {
    status: 200,
    body: { results },
    references: results.map((result) => result.reference),
    changedPublicContent: results.some(wroteListing),
  };
}

async function listingState(db: Database, reference: string): Promise<ApiAnswer> {
  const [stored] = await db.select().from(importedListings).where(eq(importedListings.reference, reference));
  if (!stored)
    return problemAnswer(problem("not-found", 404, "No listing was imported with this reference"), [
      reference,
    ]);
  const fetches = await db
    .select({
      position: photoFetches.position,
      url: photoFetches.url,
      state: photoFetches.state,
      error: photoFetches.error,
    })
    .from(photoFetches)
    .where(eq(photoFetches.propertyId, stored.propertyId))
    .orderBy(photoFetches.position);
  return {
    status: 200,
    references: [reference],
    body: {
      reference,
      propertyId: stored.propertyId,
      url: propertyUrl(stored.propertyId),
      withdrawn: stored.withdrawn,
      updatedAt: stored.updatedAt.toISOString(),
      warnings: stored.complianceWarnings,
      photos: fetches,
    },
  };
}

export async function handleApiCall(call: ApiCall): Promise<ApiAnswer> {
  const { method, path } = call;
  if (isPublicOperation(method, path)) return { status: 200, body: openApiDocument(), references: [] };
  if (method === "POST" && path === "/listings") {
    const listing = parsed(ListingPayloadSchema, call.body);
    if (!listing.ok) return problemAnswer(listing.problem);
    const result = await importListing(call.db, listing.value);
    if (queuedFetches(result)) call.onFetchesQueued?.();
    return listingAnswer(result);
  }
  if (method === "POST" && path === "/listings/batch") return importBatch(call);
  if (method === "POST" && path === "/projects") {
    const project = parsed(ProjectPayloadSchema, call.body);
    if (!project.ok) return problemAnswer(project.problem);
    const result = await importProject(call.db, project.value);
    return {
      status: result.outcome === "created" ? 201 : 200,
      body: result,
      references: [result.reference],
      changedPublicContent: wroteListing(result),
    };
  }
  const match = LISTING_PATH.exec(path);
  const reference = match?.[1] ? referenceIn(match[1]) : null;
  if (match && reference === null) {
    return problemAnswer(problem("not-found", 404, "The reference in the path is not a valid reference"));
  }
  if (reference !== null && match?.[2] && method === "POST") {
    const withdrawal = parsed(WithdrawalSchema, call.body);
    if (!withdrawal.ok) return problemAnswer(withdrawal.problem, [reference]);
    return listingAnswer(await withdrawListing(call.db, reference, withdrawal.value.reason));
  }
  if (reference !== null && !match?.[2] && (method === "GET" || method === "HEAD")) {
    return listingState(call.db, reference);
  }
  if (match || ["/listings", "/listings/batch", "/projects", "/openapi.json"].includes(path)) {
    return problemAnswer(problem("method-not-allowed", 405, `${method} is not allowed here`));
  }
  return problemAnswer(problem("not-found", 404, "No such operation; see /api/v1/openapi.json"));
}
