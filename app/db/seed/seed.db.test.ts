import { asc, count, desc, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { forEachDatabase, openTestDatabase } from "../../../tests/support/databases.ts";
import type { Database } from "../client.server.ts";
import { rawRows } from "../raw-rows.server.ts";
import { cities, photos, properties, propertyTexts, propertyTypes } from "../schema/listings.ts";
import { seedDemoDataIfEmpty } from "./seed.server.ts";
import { goalOf } from "../../domain/listing-goal.ts";

// The tables the demo seed writes, each with the columns that order its rows.
const SEEDED_TABLES: Record<string, string> = {
  property_types: "id",
  cities: "id",
  agency_managers: "id",
  projects: "id",
  properties: "id",
  property_texts: "property_id, language",
  photos: "id",
  property_documents: "id",
  property_media: "id",
  project_units: "id",
  tree_items: "id",
  site_settings: "id",
  languages: "code",
  menus: "id",
  header_links: "id",
  footer_columns: "id",
  pages: "id",
  articles: "id",
  testimonials: "id",
  property_daily_views: "property_id, day",
  property_visits: "id",
  owner_communications: "id",
  property_media_links: "id",
};

async function tableContents(db: Database): Promise<Record<string, unknown[]>> {
  const contents: Record<string, unknown[]> = {};
  for (const [table, order] of Object.entries(SEEDED_TABLES)) {
    contents[table] = await rawRows(db, sql.raw(`select * from ${table} order by ${order}`));
  }
  return contents;
}

forEachDatabase((database, kind) => {
  it("seeds an empty database once and leaves a seeded one alone", async () => {
    const started = performance.now();
    expect(await seedDemoDataIfEmpty(database())).toBe(true);
    console.info(`demo seed on ${kind}: ${Math.round(performance.now() - started)} ms`);
    const [before] = await database().select({ n: count() }).from(photos);
    expect(await seedDemoDataIfEmpty(database())).toBe(false);
    const [after] = await database().select({ n: count() }).from(photos);
    expect(after?.n).toBe(before?.n);
  });

  it("answers the per-city counts of spec §9, by name and by postal code", async () => {
    const rows = await database()
      .select({ name: cities.name, goal: properties.goal, n: count() })
      .from(properties)
      .innerJoin(cities, eq(cities.id, properties.cityId))
      .groupBy(cities.name, properties.goal);
    const countOf = (name: string, goal: number) =>
      rows.find((r) => r.name === name && r.goal === goal)?.n ?? 0;
    expect([countOf("MECHELEN", 0), countOf("MECHELEN", 1)]).toEqual([195, 1]);
    expect([countOf("BONHEIDEN", 0), countOf("BONHEIDEN", 1)]).toEqual([30, 1]);
    expect([countOf("LIER", 0), countOf("LIER", 1)]).toEqual([19, 1]);
    expect(countOf("SINT-KATELIJNE-WAVER", 0)).toBe(24);
    expect(countOf("MUIZEN", 0)).toBe(20);
    expect(countOf("DUFFEL", 0)).toBe(15);
    expect(countOf("WALEM", 0)).toBe(13);
    expect(countOf("BLAASVELD", 0)).toBe(10);
    expect(countOf("STEENOKKERZEEL", 0)).toBe(10);
    expect(countOf("BLANKENBERGE", 0)).toBe(9);
    const rentCities = new Set(rows.filter((r) => goalOf(r.goal) === "rent").map((r) => r.name));
    expect([...rentCities].sort()).toEqual(["BONHEIDEN", "LIER", "MECHELEN"]);
  });

  it("lists the newest listing first when ordered by ID", async () => {
    const byId = await database()
      .select({ id: properties.id })
      .from(properties)
      .orderBy(desc(properties.id))
      .limit(5);
    const byDate = await database()
      .select({ id: properties.id })
      .from(properties)
      .orderBy(desc(properties.publishedAt))
      .limit(5);
    expect(byId).toEqual(byDate);
  });

  it("stores the property types in spec order with the ID vs WebID quirk", async () => {
    const types = await database()
      .select({ id: propertyTypes.id, webId: propertyTypes.webId, names: propertyTypes.names })
      .from(propertyTypes)
      .orderBy(asc(propertyTypes.showOrder));
    expect(types.map((t) => [t.id, t.webId, t.names.nl])).toEqual([
      [1, 1, "Huis"],
      [2, 2, "Appartement"],
      [3, 3, "Studio"],
      [4, 4, "Grond"],
      [5, 5, "Opbrengsteigendom"],
      [6, 6, "Commercieel"],
      [7, 8, "Industrieel"],
      [8, 9, "Kantoren"],
      [9, 7, "Garage/Parking"],
    ]);
  });

  it("finds a town by its accent-stripped search name", async () => {
    const found = await database()
      .select({ name: cities.name })
      .from(cities)
      .where(eq(cities.searchName, "liege"));
    expect(found).toEqual([{ name: "LIÈGE" }]);
    const texts = await database().select({ n: count() }).from(propertyTexts);
    const listings = await database().select({ n: count() }).from(properties);
    expect(texts[0]?.n).toBe((listings[0]?.n ?? 0) * 3);
  });

  it("writes the same rows on every run (deterministic seed)", async () => {
    const second = await openTestDatabase(kind, { seeded: true });
    try {
      const [mine, theirs] = await Promise.all([tableContents(database()), tableContents(second.db)]);
      for (const table of Object.keys(SEEDED_TABLES)) {
        expect(theirs[table]?.length, table).toBe(mine[table]?.length);
        expect(theirs[table], table).toEqual(mine[table]);
      }
    } finally {
      await second.close();
    }
  });
});
