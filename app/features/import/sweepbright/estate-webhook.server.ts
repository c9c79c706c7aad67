// What a SweepBright webhook sets off (ADR 0025). The webhook only names an event and an estate id; its
// body is never taken for the estate's facts: the estate is fetched from the website API with the site's
// own credentials, mapped (estate-mapping.ts) and stored through the import path, each listing in one
// transaction. The page's address is then told back to SweepBright.
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../../db/client.server.ts";
import { importedListings, photoFetches } from "../../../db/schema/imports.ts";
import { type ApiAnswer, wroteListing } from "../api-routes.server.ts";
import { importListing, type ListingResult, propertyUrl, queuedFetches } from "../import-listing.server.ts";
import type { ListingPayload } from "../listing-payload.ts";
import { invalidBody, problem } from "../problem.ts";
import { markOffMarket, withdrawListing } from "../withdraw-listing.server.ts";
import { estateDecision } from "./estate-mapping.ts";
import { type ESTATE_EVENTS, EstateEventSchema } from "./estate-event.ts";
import type { SweepBrightWebsiteApi } from "./website-api.server.ts";

export type SweepBrightConnector = {
  api: SweepBrightWebsiteApi;
  /** The site's public origin: the page address told to SweepBright is built from it. */
  siteOrigin: string;
};

export type EstateEventCall = {
  db: Database;
  connector: SweepBrightConnector;
  body: unknown;
  onFetchesQueued?: () => void;
};

function answerOf(event: (typeof ESTATE_EVENTS)[number], result: ListingResult): ApiAnswer {
  if (result.problem) {
    return { status: result.problem.status, body: result.problem, references: [result.reference] };
  }
  return {
    status: result.outcome === "created" ? 201 : 200,
    body: { event, ...result },
    references: [result.reference],
    changedPublicContent: wroteListing(result),
  };
}

/** Removed from the site (deleted in SweepBright, lost, or back to prospect); nothing stored is nothing to do. */
async function removal(db: Database, reference: string): Promise<ListingResult> {
  const [stored] = await db.select().from(importedListings).where(eq(importedListings.reference, reference));
  if (!stored || stored.withdrawn === "removed") return { reference, outcome: "unchanged", warnings: [] };
  return withdrawListing(db, reference, "removed");
}

/**
 * The estate's photo URLs are signed and change with every answer of the API while the picture stays the
 * same: a URL whose address without its query matches the stored one at that position keeps the stored
 * URL, so an unchanged estate stays unchanged and its photos are not fetched again. A photo whose fetch
 * failed (its signature may have expired) takes the fresh URL, so the listing's photos are fetched again.
 */
async function withStoredPhotoUrls(db: Database, payload: ListingPayload): Promise<ListingPayload> {
  const stored = await db
    .select({ position: photoFetches.position, url: photoFetches.url })
    .from(photoFetches)
    .innerJoin(importedListings, eq(importedListings.propertyId, photoFetches.propertyId))
    .where(and(eq(importedListings.reference, payload.reference), ne(photoFetches.state, "failed")));
  const byPosition = new Map(stored.map((row) => [row.position, row.url]));
  const unsigned = (url: string) => {
    const parsed = URL.parse(url);
    return parsed ? `${parsed.origin}${parsed.pathname}` : url;
  };
  const photos = payload.photos.map((photo, position) => {
    const previous = byPosition.get(position);
    return previous !== undefined && unsigned(previous) === unsigned(photo.url)
      ? { ...photo, url: previous }
      : photo;
  });
  return { ...payload, photos };
}

/**
 * Stores a sold or rented estate with its notice, in one transaction: a new or removed one is written and
 * marked at once; a live one is updated and marked, or only marked when nothing else changed. Once marked,
 * later changes are not carried (the fingerprint is cleared on withdrawal, so a change cannot be told).
 */
async function storeOffMarket(db: Database, payload: ListingPayload, reason: "sold" | "rented") {
  const [stored] = await db
    .select()
    .from(importedListings)
    .where(eq(importedListings.reference, payload.reference));
  if (stored?.withdrawn === reason) {
    return {
      reference: payload.reference,
      outcome: "unchanged",
      propertyId: stored.propertyId,
      warnings: stored.complianceWarnings,
    } satisfies ListingResult;
  }
  const result = await importListing(db, payload, {
    afterWrite: (tx, propertyId) => markOffMarket(tx, propertyId, payload.reference, reason),
  });
  return result.outcome === "unchanged" ? withdrawListing(db, payload.reference, reason) : result;
}

export async function handleEstateEvent(call: EstateEventCall): Promise<ApiAnswer> {
  const parsed = EstateEventSchema.safeParse(call.body);
  if (!parsed.success) return { status: 422, body: invalidBody(parsed.error), references: [] };
  const { event, estate_id: estateId } = parsed.data;
  if (event === "estate-deleted") return answerOf(event, await removal(call.db, estateId));

  const fetched = await call.connector.api.estate(estateId);
  if (fetched.kind !== "found") {
    const missing = fetched.kind === "missing";
    const body = missing
      ? problem("invalid-body", 422, "SweepBright has no estate with this id for this site", [
          { pointer: "/estate_id", detail: "the website API answered 404 for this estate" },
        ])
      : // The estate could not be fetched: a failed dependency, said as a 4xx (the site answers no 5xx).
        problem("crm-unavailable", 424, fetched.detail);
    return { status: body.status, body, references: [estateId] };
  }
  const decision = estateDecision(fetched.estate);
  if (decision.kind === "refused") {
    return { status: decision.problem.status, body: decision.problem, references: [estateId] };
  }
  const answered = decision.kind === "remove" ? decision.reference : decision.payload.reference;
  if (answered !== estateId) {
    const body = problem("invalid-body", 422, "SweepBright answered another estate than the one named", [
      { pointer: "/estate_id", detail: `the website API answered estate ${answered}` },
    ]);
    return { status: 422, body, references: [estateId] };
  }
  if (decision.kind === "remove") return answerOf(event, await removal(call.db, estateId));
  const payload = await withStoredPhotoUrls(call.db, decision.payload);
  const result = decision.offMarket
    ? await storeOffMarket(call.db, payload, decision.offMarket)
    : await importListing(call.db, payload);
  if (queuedFetches(result)) call.onFetchesQueued?.();
  if (result.problem || result.propertyId === undefined) return answerOf(event, result);
  const pageUrl = new URL(propertyUrl(result.propertyId), call.connector.siteOrigin).href;
  // After the store: a failure here leaves the listing stored, is answered, and is tried again with the
  // estate's next event.
  const linkError = await call.connector.api.setEstateUrl(estateId, pageUrl);
  return {
    status: result.outcome === "created" ? 201 : 200,
    body: { event, ...result, linked: linkError === null, ...(linkError ? { linkError } : {}) },
    references: [estateId],
  };
}
