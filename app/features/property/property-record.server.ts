// Everything the detail page shows about one property, read in one statement: the listing row with its
// texts, photos, documents, media, manager and project gathered by indexed sub-selects as JSON. One round
// trip matters on embedded PGlite, which runs statements one at a time.
import { and, asc, desc, eq, getTableColumns, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { importedListings } from "../../db/schema/imports.ts";
import {
  agencyManagers,
  photos,
  projects,
  properties,
  propertyDocuments,
  propertyMedia,
  propertyTexts,
} from "../../db/schema/listings.ts";

export type PropertyRow = typeof properties.$inferSelect;
export type PropertyTextRow = Omit<typeof propertyTexts.$inferSelect, "propertyId">;
export type PhotoRow = Pick<typeof photos.$inferSelect, "imageKey" | "width" | "height" | "caption">;
export type DocumentRow = Pick<typeof propertyDocuments.$inferSelect, "id" | "kind" | "title" | "sizeBytes">;
export type MediaRow = Pick<typeof propertyMedia.$inferSelect, "kind" | "url">;
export type ManagerRow = Omit<typeof agencyManagers.$inferSelect, "id">;
export type ProjectLink = { id: number; name: string };

export type PropertyRecord = {
  property: PropertyRow;
  texts: PropertyTextRow[];
  photos: PhotoRow[];
  documents: DocumentRow[];
  media: MediaRow[];
  manager: ManagerRow | null;
  project: ProjectLink | null;
};

// Columns of the outer row, written out with their table: drizzle writes a single-table select's columns
// unqualified, which inside a sub-select would name the inner table's column of the same name.
const outer = (column: string) => sql`${sql.identifier("properties")}.${sql.identifier(column)}`;
const propertyId = outer("id");

export async function findPropertyRecord(db: Database, id: number): Promise<PropertyRecord | null> {
  const [row] = await db
    .select({
      ...getTableColumns(properties),
      texts: sql<PropertyTextRow[]>`coalesce((
        select json_agg(json_build_object(
          'language', t.language, 'typeDescription', t.type_description, 'descriptionHtml', t.description_html))
        from ${propertyTexts} t where t.property_id = ${propertyId}), '[]'::json)`,
      photos: sql<PhotoRow[]>`coalesce((
        select json_agg(json_build_object(
          'imageKey', f.image_key, 'width', f.width, 'height', f.height, 'caption', f.caption) order by f.position)
        from ${photos} f where f.property_id = ${propertyId}), '[]'::json)`,
      documents: sql<DocumentRow[]>`coalesce((
        select json_agg(json_build_object('id', d.id, 'kind', d.kind, 'title', d.title, 'sizeBytes', d.size_bytes)
          order by d.id)
        from ${propertyDocuments} d where d.property_id = ${propertyId}), '[]'::json)`,
      media: sql<MediaRow[]>`coalesce((
        select json_agg(json_build_object('kind', m.kind, 'url', m.url) order by m.id)
        from ${propertyMedia} m where m.property_id = ${propertyId}), '[]'::json)`,
      manager: sql<ManagerRow | null>`(
        select json_build_object('firstName', a.first_name, 'lastName', a.last_name, 'phone', a.phone,
          'email', a.email, 'role', a.role, 'photoKey', a.photo_key)
        from ${agencyManagers} a where a.id = ${outer("manager_id")})`,
      project: sql<ProjectLink | null>`(
        select json_build_object('id', j.id, 'name', j.name)
        from ${projects} j where j.id = ${outer("project_id")} and j.published)`,
    })
    .from(properties)
    // A listing staff took off the site answers like one that never existed.
    .where(and(eq(properties.id, id), eq(properties.published, true)))
    .limit(1);
  if (!row) return null;
  const { texts, photos: photoRows, documents, media, manager, project, ...property } = row;
  return { property, texts, photos: photoRows, documents, media, manager, project };
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
        eq(properties.published, true),
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

/** Whether `id` was an imported listing its agency removed (import API, ADR 0018): its page is 410 Gone. */
export async function wasRemovedListing(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ withdrawn: importedListings.withdrawn })
    .from(importedListings)
    .where(eq(importedListings.propertyId, id));
  return row?.withdrawn === "removed";
}
