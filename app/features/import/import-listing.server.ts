// Create-or-update of one listing by the agency's reference, in one transaction: the property, its texts,
// documents and media links, its photos and video stills to fetch, and the ad-rule warnings are all
// written or none is.
// The same payload twice writes nothing (the stored fingerprint matches), so a CRM may resend freely.
import { and, eq, sql } from "drizzle-orm";
import { adComplianceWarnings, type ComplianceWarning } from "../../domain/ad-compliance.ts";
import { foldForSearch } from "../../domain/accents.ts";
import type { Database } from "../../db/client.server.ts";
import { rawRows } from "../../db/raw-rows.server.ts";
import { importedListings, importedProjects, photoFetches } from "../../db/schema/imports.ts";
import {
  agencyManagers,
  cities,
  photos,
  properties,
  propertyDocuments,
  propertyMedia,
  propertyTexts,
  propertyTypes,
} from "../../db/schema/listings.ts";
import { canonicalHash } from "./canonical-hash.ts";
import type { ListingPayload } from "./listing-payload.ts";
import { adFacts, COUNTRY_NAMES, propertyValues } from "./listing-row.ts";
import { type Problem, problem } from "./problem.ts";
import { configuredThumbnailQuality, queueVideoThumbnails } from "./video-thumbnail-fetcher.server.ts";

export type ListingResult = {
  reference: string;
  outcome: "created" | "updated" | "unchanged" | "withdrawn" | "rejected";
  propertyId?: number;
  url?: string;
  warnings: ComplianceWarning[];
  photosQueued?: number;
  /** Stills of YouTube or Vimeo videos queued for the consent placeholders (video-thumbnail-fetcher). */
  thumbnailsQueued?: number;
  problem?: Problem;
};

/** Thrown inside the transaction to roll it back; carries the problem the caller answers with. */
export class ImportRejected extends Error {
  readonly problem: Problem;
  constructor(problem: Problem) {
    super(problem.detail ?? problem.title);
    this.problem = problem;
  }
}

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * What the back office's listing form adds to an import: the version of the listing it showed (null: the
 * form creates one, so the reference must be new), and its own writes (the audit entry) in the same
 * transaction.
 */
export type ImportOptions = {
  expectedVersion?: number | null;
  afterWrite?: (tx: Tx, propertyId: number) => Promise<void>;
};

async function checkVersion(tx: Tx, propertyId: number | undefined, expected: number | null) {
  const [row] =
    propertyId === undefined
      ? []
      : await tx
          .select({ version: properties.version })
          .from(properties)
          .where(eq(properties.id, propertyId))
          .for("update");
  if ((row?.version ?? null) !== expected) {
    throw new ImportRejected(
      problem("conflict", 409, "The listing was changed or created meanwhile", [
        { pointer: "/reference", detail: "the listing's version differs from the one edited" },
      ]),
    );
  }
}

export function propertyUrl(propertyId: number): string {
  return `/property/${propertyId}/`;
}

async function cityOf(tx: Tx, payload: ListingPayload): Promise<{ id: number; name: string }> {
  const { zip, city, countryId, latitude, longitude } = payload.address;
  const searchName = foldForSearch(city);
  const [found] = await tx
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(and(eq(cities.zip, zip), eq(cities.searchName, searchName)))
    .limit(1);
  if (found) return found;
  // A town the site does not know yet needs a place on the map: the listing's own coordinates.
  if (latitude === undefined || longitude === undefined) {
    throw new ImportRejected(
      problem("invalid-body", 422, "The town is not known for this postal code", [
        {
          pointer: "/address/city",
          detail: `no town "${city}" with postal code ${zip}; send address.latitude and address.longitude to add it`,
        },
      ]),
    );
  }
  const name = city.toUpperCase();
  const [created] = await tx
    .insert(cities)
    .values({ name, zip, searchName, countryId, countryName: COUNTRY_NAMES[countryId], latitude, longitude })
    .onConflictDoNothing()
    .returning({ id: cities.id, name: cities.name });
  if (created) return created;
  const [raced] = await tx
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(and(eq(cities.zip, zip), eq(cities.name, name)));
  if (!raced) throw new Error(`town ${zip} ${name} neither inserted nor found`);
  return raced;
}

async function linksOf(tx: Tx, payload: ListingPayload) {
  const [type] = await tx
    .select({ id: propertyTypes.id })
    .from(propertyTypes)
    .where(eq(propertyTypes.id, payload.typeId));
  if (!type) {
    throw new ImportRejected(
      problem("invalid-body", 422, "The property type is not known", [
        { pointer: "/typeId", detail: "no property type with this id on this site" },
      ]),
    );
  }
  let managerId: number | null = null;
  if (payload.managerEmail) {
    const [manager] = await tx
      .select({ id: agencyManagers.id })
      .from(agencyManagers)
      .where(sql`lower(${agencyManagers.email}) = lower(${payload.managerEmail})`)
      .limit(1);
    managerId = manager?.id ?? null;
  }
  let projectId: number | null = null;
  if (payload.projectReference) {
    const [project] = await tx
      .select({ id: importedProjects.projectId })
      .from(importedProjects)
      .where(eq(importedProjects.reference, payload.projectReference));
    if (!project) {
      throw new ImportRejected(
        problem("invalid-body", 422, "The project is not known", [
          { pointer: "/projectReference", detail: "no project with this reference; send the project first" },
        ]),
      );
    }
    projectId = project.id;
  }
  return { managerId, projectId };
}

/** `fresh`: the property was never stored, so there is nothing of it to delete first. */
async function writeAttachments(
  tx: Tx,
  propertyId: number,
  payload: ListingPayload,
  fresh: boolean,
): Promise<void> {
  if (!fresh) {
    await tx.delete(propertyTexts).where(eq(propertyTexts.propertyId, propertyId));
    await tx.delete(propertyDocuments).where(eq(propertyDocuments.propertyId, propertyId));
    await tx.delete(propertyMedia).where(eq(propertyMedia.propertyId, propertyId));
  }
  const texts = Object.entries(payload.texts).flatMap(([language, text]) =>
    text
      ? [{ propertyId, language, typeDescription: text.title, descriptionHtml: text.descriptionHtml }]
      : [],
  );
  if (texts.length > 0) await tx.insert(propertyTexts).values(texts);
  if (payload.documents.length > 0) {
    await tx
      .insert(propertyDocuments)
      .values(payload.documents.map((document) => ({ propertyId, ...document })));
  }
  if (payload.media.length > 0) {
    await tx.insert(propertyMedia).values(payload.media.map((link) => ({ propertyId, ...link })));
  }
}

/** Replaces the listing's photos by the payload's URLs, to be fetched; the old photos go with them. */
async function queuePhotos(
  tx: Tx,
  propertyId: number,
  payload: ListingPayload,
  fresh: boolean,
): Promise<number> {
  if (!fresh) {
    await tx.delete(photoFetches).where(eq(photoFetches.propertyId, propertyId));
    await tx.delete(photos).where(eq(photos.propertyId, propertyId));
  }
  if (payload.photos.length === 0) return 0;
  await tx.insert(photoFetches).values(
    payload.photos.map((photo, position) => ({
      propertyId,
      position,
      url: photo.url,
      caption: photo.caption ?? null,
    })),
  );
  return payload.photos.length;
}

/** Whether storing the listing queued photos or video stills for the background fetchers. */
export function queuedFetches(result: ListingResult): boolean {
  return (result.photosQueued ?? 0) + (result.thumbnailsQueued ?? 0) > 0;
}

export async function importListing(
  db: Database,
  payload: ListingPayload,
  options: ImportOptions = {},
): Promise<ListingResult> {
  const payloadHash = canonicalHash(payload);
  const photosHash = canonicalHash(payload.photos);
  const warnings = adComplianceWarnings(adFacts(payload));
  try {
    return await db.transaction(async (tx) => {
      // Two calls for one reference at once: the second waits here and then sees the first's row.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`listing:${payload.reference}`}))`);
      const [stored] = await tx
        .select()
        .from(importedListings)
        .where(eq(importedListings.reference, payload.reference));
      if (options.expectedVersion !== undefined) {
        const live = stored && stored.withdrawn !== "removed" ? stored.propertyId : undefined;
        await checkVersion(tx, live, options.expectedVersion);
      }
      if (stored && stored.payloadHash === payloadHash && stored.withdrawn === null) {
        return {
          reference: payload.reference,
          outcome: "unchanged",
          propertyId: stored.propertyId,
          url: propertyUrl(stored.propertyId),
          warnings: stored.complianceWarnings,
        };
      }
      const city = await cityOf(tx, payload);
      const links = await linksOf(tx, payload);
      const propertyId =
        stored?.propertyId ??
        Number((await rawRows(tx, sql`select nextval('imported_property_ids') as id`))[0]?.id);
      const values = {
        ...propertyValues(payload, links),
        city: city.name,
        cityId: city.id,
        updatedAt: new Date(),
      };
      await tx
        .insert(properties)
        .values({ id: propertyId, ...values, publishedAt: new Date() })
        .onConflictDoUpdate({
          target: properties.id,
          set: { ...values, version: sql`${properties.version} + 1` },
        });
      // A removed listing's rows went with its property: it is written afresh.
      const fresh = !stored || stored.withdrawn === "removed";
      await writeAttachments(tx, propertyId, payload, fresh);
      const photosChanged = fresh || stored.photosHash !== photosHash;
      const photosQueued = photosChanged ? await queuePhotos(tx, propertyId, payload, fresh) : 0;
      const videoUrls = payload.media.map((link) => link.url);
      const thumbnailsQueued =
        videoUrls.length > 0
          ? await queueVideoThumbnails(tx, videoUrls, await configuredThumbnailQuality(tx))
          : 0;
      const row = {
        payloadHash,
        photosHash,
        complianceWarnings: warnings,
        withdrawn: null,
        updatedAt: new Date(),
      };
      await tx
        .insert(importedListings)
        .values({ reference: payload.reference, propertyId, ...row })
        .onConflictDoUpdate({ target: importedListings.reference, set: row });
      await options.afterWrite?.(tx, propertyId);
      return {
        reference: payload.reference,
        outcome: stored ? "updated" : "created",
        propertyId,
        url: propertyUrl(propertyId),
        warnings,
        photosQueued,
        thumbnailsQueued,
      };
    });
  } catch (error) {
    if (error instanceof ImportRejected) {
      return { reference: payload.reference, outcome: "rejected", warnings: [], problem: error.problem };
    }
    throw error;
  }
}
