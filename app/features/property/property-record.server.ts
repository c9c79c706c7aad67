// Everything the detail page shows about one property, read in a handful of indexed queries.
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import {
  agencyManagers,
  photos,
  projects,
  properties,
  propertyDocuments,
  propertyMedia,
  propertyTexts,
  propertyTypes,
} from "../../db/schema/listings.ts";

export type PropertyRow = typeof properties.$inferSelect;
export type PropertyTextRow = Omit<typeof propertyTexts.$inferSelect, "propertyId">;
export type PhotoRow = Pick<typeof photos.$inferSelect, "imageKey" | "width" | "height" | "caption">;
export type DocumentRow = Pick<typeof propertyDocuments.$inferSelect, "id" | "kind" | "title" | "sizeBytes">;
export type MediaRow = Pick<typeof propertyMedia.$inferSelect, "kind" | "url">;
export type ManagerRow = typeof agencyManagers.$inferSelect;
export type PropertyTypeRow = typeof propertyTypes.$inferSelect;
export type ProjectLink = { id: number; name: string };

export type PropertyRecord = {
  property: PropertyRow;
  type: PropertyTypeRow | null;
  texts: PropertyTextRow[];
  photos: PhotoRow[];
  documents: DocumentRow[];
  media: MediaRow[];
  manager: ManagerRow | null;
  project: ProjectLink | null;
};

export async function findPropertyRecord(db: Database, id: number): Promise<PropertyRecord | null> {
  const [property] = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
  if (!property) return null;
  const [texts, photoRows, documents, media, typeRows, managerRows, projectRows] = await Promise.all([
    db
      .select({
        language: propertyTexts.language,
        typeDescription: propertyTexts.typeDescription,
        descriptionHtml: propertyTexts.descriptionHtml,
      })
      .from(propertyTexts)
      .where(eq(propertyTexts.propertyId, id)),
    db
      .select({
        imageKey: photos.imageKey,
        width: photos.width,
        height: photos.height,
        caption: photos.caption,
      })
      .from(photos)
      .where(eq(photos.propertyId, id))
      .orderBy(asc(photos.position)),
    db
      .select({
        id: propertyDocuments.id,
        kind: propertyDocuments.kind,
        title: propertyDocuments.title,
        sizeBytes: propertyDocuments.sizeBytes,
      })
      .from(propertyDocuments)
      .where(eq(propertyDocuments.propertyId, id))
      .orderBy(asc(propertyDocuments.id)),
    db
      .select({ kind: propertyMedia.kind, url: propertyMedia.url })
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, id))
      .orderBy(asc(propertyMedia.id)),
    db.select().from(propertyTypes).where(eq(propertyTypes.id, property.typeId)).limit(1),
    property.managerId === null
      ? Promise.resolve([])
      : db.select().from(agencyManagers).where(eq(agencyManagers.id, property.managerId)).limit(1),
    property.projectId === null
      ? Promise.resolve([])
      : db
          .select({ id: projects.id, name: projects.name })
          .from(projects)
          .where(and(eq(projects.id, property.projectId), eq(projects.published, true)))
          .limit(1),
  ]);
  return {
    property,
    type: typeRows[0] ?? null,
    texts,
    photos: photoRows,
    documents,
    media,
    manager: managerRows[0] ?? null,
    project: projectRows[0] ?? null,
  };
}

export type SimilarListing = {
  id: number;
  goal: number;
  city: string;
  zip: string;
  price: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
  bedrooms: number | null;
  status: PropertyRow["status"];
  marquee: number;
  typeDescription: string | null;
  image: { imageKey: string; width: number; height: number } | null;
};

/**
 * Available listings like a sold or rented one (spec §4: no dead ends): same goal, the same type first,
 * then the same city, then the nearest price.
 */
export async function findSimilarListings(
  db: Database,
  property: Pick<PropertyRow, "id" | "goal" | "typeId" | "cityId" | "price">,
  language: string,
  limit = 4,
): Promise<SimilarListing[]> {
  const rows = await db
    .select({
      id: properties.id,
      goal: properties.goal,
      city: properties.city,
      zip: properties.zip,
      price: properties.price,
      publishPrice: properties.publishPrice,
      priceUnit: properties.priceUnit,
      bedrooms: properties.bedrooms,
      status: properties.status,
      marquee: properties.marquee,
    })
    .from(properties)
    .where(
      and(
        eq(properties.goal, property.goal),
        eq(properties.status, "available"),
        ne(properties.id, property.id),
      ),
    )
    .orderBy(
      sql`(${properties.typeId} = ${property.typeId}) desc`,
      sql`(${properties.cityId} = ${property.cityId}) desc`,
      sql`abs(coalesce(${properties.price}, 0) - ${property.price ?? 0}) asc`,
      desc(properties.id),
    )
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [texts, firstPhotos] = await Promise.all([
    db
      .select({
        propertyId: propertyTexts.propertyId,
        language: propertyTexts.language,
        typeDescription: propertyTexts.typeDescription,
      })
      .from(propertyTexts)
      .where(inArray(propertyTexts.propertyId, ids)),
    db
      .selectDistinctOn([photos.propertyId], {
        propertyId: photos.propertyId,
        imageKey: photos.imageKey,
        width: photos.width,
        height: photos.height,
      })
      .from(photos)
      .where(inArray(photos.propertyId, ids))
      .orderBy(photos.propertyId, asc(photos.position)),
  ]);
  return rows.map((row) => {
    const own = texts.filter((text) => text.propertyId === row.id);
    const text = own.find((candidate) => candidate.language === language) ?? own[0];
    const photo = firstPhotos.find((candidate) => candidate.propertyId === row.id);
    return {
      ...row,
      typeDescription: text?.typeDescription ?? null,
      image: photo ? { imageKey: photo.imageKey, width: photo.width, height: photo.height } : null,
    };
  });
}
