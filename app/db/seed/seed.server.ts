// Creates the demo data on first start: an empty database gets the deterministic demo set, written in one
// transaction, so a database is either fully seeded or untouched.
import { sql } from "drizzle-orm";
import type { Database } from "../client.server.ts";
import { siteSettings } from "../schema/content.ts";
import {
  agencyManagers,
  cities,
  photos,
  projects,
  projectUnits,
  properties,
  propertyDocuments,
  propertyMedia,
  propertyTexts,
  propertyTypes,
  treeItems,
} from "../schema/listings.ts";
import { ownerCommunications, propertyMediaLinks, propertyVisits } from "../schema/property-history.ts";
import { propertyDailyViews } from "../schema/owner-statistics.ts";
import { siteDay } from "../../domain/site-calendar.ts";
import { buildDemoData, DEMO_SEED, type DemoData } from "./demo-data.ts";
import { demoHistory, ownerDemoListings } from "./owner-portal-history.ts";
import { demoDailyViews } from "./owner-portal-views.ts";
import { createRandom } from "./random.ts";
import { seedSiteContent } from "./site-content.ts";

// Two app servers starting at once on one PostgreSQL must not both seed: the second waits, then finds rows.
const SEED_LOCK_KEY = 7_210_422_001;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}

/** Writes `data` into an empty database (inside the caller's transaction). */
export async function insertDemoData(db: Database, data: DemoData): Promise<void> {
  await db.insert(propertyTypes).values(data.propertyTypes);
  const storedCities = await db
    .insert(cities)
    .values(data.cities.map(({ key: _key, ...city }) => city))
    .returning({ id: cities.id, zip: cities.zip, name: cities.name });
  const cityIds = new Map(storedCities.map((city) => [`${city.zip}|${city.name}`, city.id]));
  await db.insert(agencyManagers).values(data.managers);
  await db.insert(projects).values(data.projects);

  const propertyRows = data.listings.map(({ property: { cityKey, ...property } }) => {
    const cityId = cityIds.get(cityKey);
    if (cityId === undefined) throw new Error(`Listing ${property.id} names an unknown city ${cityKey}`);
    return { ...property, cityId };
  });
  // PostgreSQL allows 65,535 parameters per statement: chunks keep every insert well below that.
  for (const chunk of chunks(propertyRows, 250)) await db.insert(properties).values(chunk);
  for (const chunk of chunks(
    data.listings.flatMap((listing) => listing.texts),
    2_000,
  )) {
    await db.insert(propertyTexts).values(chunk);
  }
  const allPhotos = [...data.listings.flatMap((listing) => listing.photos), ...data.projectPhotos];
  for (const chunk of chunks(allPhotos, 2_000)) await db.insert(photos).values(chunk);
  const documents = data.listings.flatMap((listing) => listing.documents);
  for (const chunk of chunks(documents, 2_000)) await db.insert(propertyDocuments).values(chunk);
  if (data.media.length > 0) await db.insert(propertyMedia).values(data.media);
  await db.insert(projectUnits).values(data.projectUnits);
  await db.insert(treeItems).values(data.treeItems);
}

/**
 * The owner portal's demo: daily views of every listing for the 90 days before `now`'s day, and the
 * history of the owners' listings (owner-portal-history.ts says which), dated around that day.
 */
export async function insertOwnerPortalDemo(db: Database, data: DemoData, now: Date): Promise<void> {
  const today = siteDay(now);
  const random = createRandom(`${DEMO_SEED}-owner-portal`);
  const listings = data.listings.map((listing) => listing.property);
  const views = demoDailyViews(listings, today, random.fork("views"));
  for (const chunk of chunks(views, 5_000)) await db.insert(propertyDailyViews).values(chunk);
  const history = demoHistory(ownerDemoListings(listings), today, random.fork("history"));
  if (history.visits.length > 0) await db.insert(propertyVisits).values(history.visits);
  if (history.communications.length > 0) await db.insert(ownerCommunications).values(history.communications);
  if (history.mediaLinks.length > 0) await db.insert(propertyMediaLinks).values(history.mediaLinks);
}

export type SeedOptions = {
  /** The day the owner portal's demo views end (the day before) and its history is dated around. */
  now?: Date;
  /**
   * Runs in the same transaction right after the demo listings were written (never on a database that
   * already had listings): the server adds the demo accounts there when it may (ADR 0015).
   */
  afterListings?: (db: Database) => Promise<void>;
};

/**
 * Seeds the demo data when the properties table is empty, and the site content when the site settings
 * are missing; does nothing on a seeded database (idempotent). Resolves to true when it wrote anything.
 */
export async function seedDemoDataIfEmpty(db: Database, options: SeedOptions = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const listings = await tx.select({ id: properties.id }).from(properties).limit(1);
    const settings = await tx.select({ id: siteSettings.id }).from(siteSettings).limit(1);
    if (listings.length === 0) {
      const data = buildDemoData();
      await insertDemoData(tx, data);
      await insertOwnerPortalDemo(tx, data, options.now ?? new Date());
      await options.afterListings?.(tx);
    }
    if (settings.length === 0) await seedSiteContent(tx);
    return listings.length === 0 || settings.length === 0;
  });
}
