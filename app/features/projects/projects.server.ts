// New-build projects (spec §3 "Project"): the published list with each project's ranges, and one project
// with its photos and units table.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { photos, projects, projectUnits, properties, propertyTexts } from "../../db/schema/listings.ts";

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectPhoto = { imageKey: string; width: number; height: number };

export type UnitSummary = {
  total: number;
  available: number;
  minPrice: number | null;
  maxPrice: number | null;
  minBedrooms: number | null;
  maxBedrooms: number | null;
};

export type ProjectSummary = {
  project: ProjectRow;
  units: UnitSummary;
  photo: ProjectPhoto | null;
};

export type UnitRow = {
  id: number;
  unit: string;
  floor: number | null;
  bedrooms: number | null;
  surface: number | null;
  price: number | null;
  status: "available" | "under_option" | "sold";
  /** The listing this unit is, when it is one: its detail page is linked from the table. */
  listing: {
    id: number;
    goal: number;
    city: string;
    mainTypeName: string | null;
    texts: { language: string; typeDescription: string }[];
  } | null;
};

export type ProjectRecord = {
  project: ProjectRow;
  photos: ProjectPhoto[];
  units: UnitRow[];
  summary: UnitSummary;
};

function unitAggregates() {
  return {
    projectId: projectUnits.projectId,
    total: sql<number>`count(*)::int`,
    available: sql<number>`(count(*) filter (where ${projectUnits.status} <> 'sold'))::int`,
    // Ranges describe what can still be bought; a sold-out project shows its full range.
    minPrice: sql<
      number | null
    >`coalesce(min(${projectUnits.price}) filter (where ${projectUnits.status} <> 'sold'), min(${projectUnits.price}))`,
    maxPrice: sql<
      number | null
    >`coalesce(max(${projectUnits.price}) filter (where ${projectUnits.status} <> 'sold'), max(${projectUnits.price}))`,
    minBedrooms: sql<number | null>`min(${projectUnits.bedrooms})`,
    maxBedrooms: sql<number | null>`max(${projectUnits.bedrooms})`,
  };
}

const EMPTY_SUMMARY: UnitSummary = {
  total: 0,
  available: 0,
  minPrice: null,
  maxPrice: null,
  minBedrooms: null,
  maxBedrooms: null,
};

function summaryOf(row: Omit<UnitSummary, never> | undefined): UnitSummary {
  if (!row) return EMPTY_SUMMARY;
  // PostgreSQL sends aggregates of integers as text through some drivers: read them as numbers.
  const number = (value: number | string | null) => (value === null ? null : Number(value));
  return {
    total: Number(row.total),
    available: Number(row.available),
    minPrice: number(row.minPrice),
    maxPrice: number(row.maxPrice),
    minBedrooms: number(row.minBedrooms),
    maxBedrooms: number(row.maxBedrooms),
  };
}

/** Published projects, newest first. */
export async function listProjects(db: Database): Promise<ProjectSummary[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(eq(projects.published, true))
    .orderBy(desc(projects.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [aggregates, firstPhotos] = await Promise.all([
    db
      .select(unitAggregates())
      .from(projectUnits)
      .where(inArray(projectUnits.projectId, ids))
      .groupBy(projectUnits.projectId),
    db
      .selectDistinctOn([photos.projectId], {
        projectId: photos.projectId,
        imageKey: photos.imageKey,
        width: photos.width,
        height: photos.height,
      })
      .from(photos)
      .where(inArray(photos.projectId, ids))
      .orderBy(photos.projectId, asc(photos.position)),
  ]);
  return rows.map((project) => {
    const photo = firstPhotos.find((candidate) => candidate.projectId === project.id);
    return {
      project,
      units: summaryOf(aggregates.find((aggregate) => aggregate.projectId === project.id)),
      photo: photo ? { imageKey: photo.imageKey, width: photo.width, height: photo.height } : null,
    };
  });
}

export async function findProjectRecord(db: Database, id: number): Promise<ProjectRecord | null> {
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.published, true)))
    .limit(1);
  if (!project) return null;
  const [photoRows, unitRows, aggregates] = await Promise.all([
    db
      .select({ imageKey: photos.imageKey, width: photos.width, height: photos.height })
      .from(photos)
      .where(eq(photos.projectId, id))
      .orderBy(asc(photos.position)),
    db
      .select({
        id: projectUnits.id,
        unit: projectUnits.unit,
        floor: projectUnits.floor,
        bedrooms: projectUnits.bedrooms,
        surface: projectUnits.surface,
        price: projectUnits.price,
        status: projectUnits.status,
        propertyId: projectUnits.propertyId,
        goal: properties.goal,
        city: properties.city,
        mainTypeName: properties.mainTypeName,
      })
      .from(projectUnits)
      // A unit links to its listing's page only while that listing is on the site.
      .leftJoin(properties, and(eq(properties.id, projectUnits.propertyId), eq(properties.published, true)))
      .where(eq(projectUnits.projectId, id))
      .orderBy(asc(projectUnits.floor), asc(projectUnits.unit)),
    db
      .select(unitAggregates())
      .from(projectUnits)
      .where(eq(projectUnits.projectId, id))
      .groupBy(projectUnits.projectId),
  ]);
  const listingIds = unitRows.flatMap((row) => (row.propertyId === null ? [] : [row.propertyId]));
  const texts =
    listingIds.length === 0
      ? []
      : await db
          .select({
            propertyId: propertyTexts.propertyId,
            language: propertyTexts.language,
            typeDescription: propertyTexts.typeDescription,
          })
          .from(propertyTexts)
          .where(inArray(propertyTexts.propertyId, listingIds));
  const units = unitRows.map((row): UnitRow => {
    const { propertyId, goal, city, mainTypeName, ...unit } = row;
    return {
      ...unit,
      listing:
        propertyId === null || goal === null || city === null
          ? null
          : {
              id: propertyId,
              goal,
              city,
              mainTypeName,
              texts: texts.filter((text) => text.propertyId === propertyId),
            },
    };
  });
  return { project, photos: photoRows, units, summary: summaryOf(aggregates[0]) };
}
