// The back office's table of every listing, published or not: a page of them, newest first, filtered by
// status and goal and searched by reference or town, each with its ad-rule warnings (the import's rules,
// read from the stored facts), its detail-page views (owner statistics) and its enquiries (leads).
import { and, count, desc, eq, gt, ilike, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { adComplianceWarnings, type ComplianceCode } from "../../domain/ad-compliance.ts";
import type { Database } from "../../db/client.server.ts";
import { importedListings } from "../../db/schema/imports.ts";
import { leads } from "../../db/schema/leads.ts";
import { properties } from "../../db/schema/listings.ts";
import { propertyDailyViews } from "../../db/schema/owner-statistics.ts";
import { storedAdFacts } from "../import/listing-row.ts";

export const LISTING_TABLE_PAGE_SIZE = 25;

const STATUSES = ["available", "under_option", "sold", "rented"] as const;

/** The table's query string; anything malformed falls back to "all" rather than failing the page. */
export const ListingTableQuerySchema = z.object({
  status: z.enum(STATUSES).optional().catch(undefined),
  goal: z.enum(["sale", "rent"]).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type ListingTableQuery = z.output<typeof ListingTableQuerySchema>;

export type ListingTableRow = {
  id: number;
  reference: string;
  /** Whether the form may edit it: it came from the form or the import (it has an agency reference). */
  editable: boolean;
  goal: "sale" | "rent";
  status: (typeof STATUSES)[number];
  published: boolean;
  version: number;
  town: string;
  zip: string;
  warnings: ComplianceCode[];
  views: number;
  enquiries: number;
};

/** `%` and `_` typed by staff are searched for, not wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function conditions(query: ListingTableQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (query.status) parts.push(eq(properties.status, query.status));
  if (query.goal) parts.push(query.goal === "sale" ? eq(properties.goal, 0) : gt(properties.goal, 0));
  if (query.q) {
    const pattern = containing(query.q);
    const found = or(
      ilike(properties.recordFile, pattern),
      ilike(properties.city, pattern),
      ilike(properties.zip, pattern),
      sql`exists (select 1 from ${importedListings} where ${importedListings.propertyId} = ${properties.id}
        and ${importedListings.reference} ilike ${pattern})`,
    );
    if (found) parts.push(found);
  }
  return and(...parts);
}

export async function listingTable(
  db: Database,
  query: ListingTableQuery,
): Promise<{ rows: ListingTableRow[]; total: number; pages: number }> {
  const where = conditions(query);
  const [counted] = await db.select({ total: count() }).from(properties).where(where);
  const total = counted?.total ?? 0;
  const rows = await db
    .select({
      id: properties.id,
      recordFile: properties.recordFile,
      goal: properties.goal,
      status: properties.status,
      published: properties.published,
      version: properties.version,
      city: properties.city,
      zip: properties.zip,
      countryId: properties.countryId,
      typeId: properties.typeId,
      building: properties.building,
      energyPerformance: properties.energyPerformance,
      epcLabelText: properties.epcLabelText,
      energy: properties.energy,
      risks: properties.risks,
      reference: importedListings.reference,
      views: sql<number>`(select coalesce(sum(${propertyDailyViews.views}), 0)
        from ${propertyDailyViews} where ${propertyDailyViews.propertyId} = ${properties.id})`.mapWith(
        Number,
      ),
      enquiries: sql<number>`(select count(*) from ${leads}
        where ${leads.propertyId} = ${properties.id})`.mapWith(Number),
    })
    .from(properties)
    .leftJoin(importedListings, eq(importedListings.propertyId, properties.id))
    .where(where)
    .orderBy(desc(properties.id))
    .limit(LISTING_TABLE_PAGE_SIZE)
    .offset((query.page - 1) * LISTING_TABLE_PAGE_SIZE);
  return {
    total,
    pages: Math.max(1, Math.ceil(total / LISTING_TABLE_PAGE_SIZE)),
    rows: rows.map((row) => ({
      id: row.id,
      reference: row.reference ?? row.recordFile,
      editable: row.reference !== null,
      goal: row.goal === 0 ? "sale" : "rent",
      status: row.status,
      published: row.published,
      version: row.version,
      town: row.city,
      zip: row.zip,
      warnings: adComplianceWarnings(storedAdFacts(row)).map((warning) => warning.code),
      views: row.views,
      enquiries: row.enquiries,
    })),
  };
}
