// A listing of the form or the import as the import payload that would store it again: the listing form
// edits a few of its fields and sends the whole through the import's validation and upsert, so nothing the
// form does not show (documents, media links, rooms it has no field for, photo URLs) is lost by a save.
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { importedListings, importedProjects, photoFetches } from "../../db/schema/imports.ts";
import {
  agencyManagers,
  type LocalizedText,
  properties,
  propertyDocuments,
  propertyMedia,
  propertyTexts,
} from "../../db/schema/listings.ts";

export type StoredListing = {
  propertyId: number;
  reference: string;
  /** Sold or rented (its page shows the notice): a save keeps it so; null while on the market. */
  offMarket: "sold" | "rented" | null;
  version: number;
  published: boolean;
  /** Input of `ListingPayloadSchema` (parsed again with the form's changes). */
  payload: Record<string, unknown>;
};

/** `value` without its null and undefined entries (the payload's fields are absent, never null). */
function present(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== null && item !== undefined));
}

function localized(value: LocalizedText | null): { caption?: LocalizedText } {
  return value && Object.keys(value).length > 0 ? { caption: value } : {};
}

export async function storedListing(db: Database, propertyId: number): Promise<StoredListing | null> {
  const [found] = await db
    .select({
      row: properties,
      reference: importedListings.reference,
      withdrawn: importedListings.withdrawn,
      managerEmail: agencyManagers.email,
      projectReference: importedProjects.reference,
    })
    .from(properties)
    .innerJoin(importedListings, eq(importedListings.propertyId, properties.id))
    .leftJoin(agencyManagers, eq(agencyManagers.id, properties.managerId))
    .leftJoin(importedProjects, eq(importedProjects.projectId, properties.projectId))
    .where(eq(properties.id, propertyId));
  if (!found) return null;
  const { row } = found;
  const [texts, documents, media, photoUrls] = await Promise.all([
    db.select().from(propertyTexts).where(eq(propertyTexts.propertyId, propertyId)),
    db
      .select()
      .from(propertyDocuments)
      .where(eq(propertyDocuments.propertyId, propertyId))
      .orderBy(asc(propertyDocuments.id)),
    db
      .select()
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, propertyId))
      .orderBy(asc(propertyMedia.id)),
    db
      .select()
      .from(photoFetches)
      .where(eq(photoFetches.propertyId, propertyId))
      .orderBy(asc(photoFetches.position)),
  ]);
  const payload = {
    reference: found.reference,
    goal: row.goal === 0 ? "sale" : "rent",
    // The payload's status is the market one; a sold or rented listing stays so (`offMarket`).
    status: row.status === "under_option" ? "under_option" : "available",
    marquee: row.marquee,
    typeId: row.typeId,
    webIds: row.webIds === "" ? [] : row.webIds.split(",").map(Number),
    mainTypeName: row.mainTypeName,
    address: present({
      street: row.street,
      houseNumber: row.houseNumber,
      boxNr: row.boxNr,
      zip: row.zip,
      city: row.city,
      countryId: row.countryId,
      publishAddress: row.publishAddress,
      latitude: row.latitude,
      longitude: row.longitude,
    }),
    ...present({
      price: row.price,
      priceUnit: row.priceUnit,
      priceUnitText: row.priceUnitText,
      facades: row.facades,
      managerEmail: found.managerEmail,
      projectReference: found.projectReference,
    }),
    publishPrice: row.publishPrice,
    rooms: present({
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      showerRooms: row.showerRooms,
      toilets: row.toilets,
      garages: row.garages,
      parkings: row.parkings,
      externalParkings: row.externalParkings,
      floors: row.floors,
      extraRooms: row.extraRooms,
    }),
    surfaces: present({
      total: row.surfaceTotal,
      habitable: row.surfaceHabitable,
      ground: row.surfaceGround,
      living: row.surfaceLiving,
      terrace: row.surfaceTerrace,
      garden: row.surfaceGarden,
      office: row.surfaceOffice,
      store: row.surfaceStore,
      constructed: row.surfaceConstructed,
      plotWidth: row.plotWidth,
      frontWidth: row.frontWidth,
    }),
    hasGarden: row.hasGarden,
    hasTerrace: row.hasTerrace,
    energy: present({ ...row.energy, score: row.energyPerformance, label: row.epcLabelText }),
    building: row.building,
    financial: row.financial,
    risks: row.risks,
    utilities: row.utilities,
    annuity: row.annuity,
    costs: row.costs,
    rental: row.rental,
    mobility: row.mobility,
    pointsOfInterest: row.pointsOfInterest,
    texts: Object.fromEntries(
      texts.map((text) => [
        text.language,
        { title: text.typeDescription, descriptionHtml: text.descriptionHtml },
      ]),
    ),
    photos: photoUrls.map((photo) => ({ url: photo.url, ...localized(photo.caption) })),
    documents: documents.map((document) => ({
      kind: document.kind,
      title: document.title,
      fileName: document.fileName,
      sizeBytes: document.sizeBytes,
    })),
    media: media.map((link) => ({ kind: link.kind, url: link.url })),
  };
  return {
    propertyId,
    reference: found.reference,
    offMarket: found.withdrawn === "sold" || found.withdrawn === "rented" ? found.withdrawn : null,
    version: row.version,
    published: row.published,
    payload,
  };
}
