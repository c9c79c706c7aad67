// Grows a seeded database to a large number of listings for the listing-query bench, with the demo
// generator itself (app/db/seed/demo-data.ts): each round builds the demo set from another seed and
// stores its listings under fresh IDs, in the demo's towns, with their texts and first photos.
import { sql } from "drizzle-orm";
import type { Database } from "../../app/db/client.server.ts";
import { buildDemoData, DEMO_SEED } from "../../app/db/seed/demo-data.ts";
import { cities, photos, properties, propertyTexts } from "../../app/db/schema/listings.ts";

/** Photos kept per generated listing: the list shows the first, the detail page is not measured. */
const PHOTOS_PER_LISTING = 2;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}

/** Adds generated listings until the database holds `target` listings; returns how many it added. */
export async function growListings(db: Database, target: number): Promise<number> {
  const [counted] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(properties);
  let total = counted?.total ?? 0;
  const [highest] = await db
    .select({ id: sql<number>`max(${properties.id})`.mapWith(Number) })
    .from(properties);
  let nextId = (highest?.id ?? 0) + 1;
  const cityRows = await db.select({ id: cities.id, zip: cities.zip, name: cities.name }).from(cities);
  const cityIds = new Map(cityRows.map((city) => [`${city.zip}|${city.name}`, city.id]));
  const added = total;

  for (let round = 1; total < target; round += 1) {
    const data = buildDemoData(`${DEMO_SEED}-bench-${round}`);
    const listings = data.listings.slice(0, target - total);
    const rows = listings.map((listing) => {
      const { cityKey, ...property } = listing.property;
      const cityId = cityIds.get(cityKey);
      if (cityId === undefined) throw new Error(`generated listing names an unknown town ${cityKey}`);
      const id = nextId++;
      return {
        property: { ...property, id, cityId },
        texts: listing.texts.map((text) => ({ ...text, propertyId: id })),
        photos: listing.photos
          .slice(0, PHOTOS_PER_LISTING)
          .map((photo) => ({ ...photo, propertyId: id, projectId: null })),
      };
    });
    await db.transaction(async (tx) => {
      for (const chunk of chunks(rows, 250))
        await tx.insert(properties).values(chunk.map((row) => row.property));
      for (const chunk of chunks(
        rows.flatMap((row) => row.texts),
        1_000,
      )) {
        await tx.insert(propertyTexts).values(chunk);
      }
      for (const chunk of chunks(
        rows.flatMap((row) => row.photos),
        2_000,
      )) {
        await tx.insert(photos).values(chunk);
      }
    });
    total += rows.length;
  }
  // As the site's upkeep does a minute after an import (app/db/embedded-upkeep.server.ts), and autovacuum on
  // a server: statistics for the planner, and a visibility map so counts can be answered from the indexes.
  await db.execute(sql`vacuum analyze`);
  return total - added;
}
