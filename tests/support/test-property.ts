// A property for database tests that need one (views, history): a type, a town and the listing itself.
import { sql } from "drizzle-orm";
import type { Database } from "../../app/db/client.server.ts";
import { cities, properties, propertyTexts, propertyTypes } from "../../app/db/schema/listings.ts";

let nextId = 800_000;

type TestTown = { name: string; zip: string; latitude: number; longitude: number };

/**
 * Property type 1 (a house) and a Belgian town, each written once whatever the test runs before: the rows
 * a test listing points at. Answers the town's id.
 */
export async function insertTypeAndTown(db: Database, town: TestTown): Promise<number> {
  await db
    .insert(propertyTypes)
    .values({ id: 1, webId: 1, names: { nl: "Huis", fr: "Maison", en: "House" }, showOrder: 0 })
    .onConflictDoNothing();
  const [city] = await db
    .insert(cities)
    .values({ ...town, searchName: town.name.toLowerCase(), countryId: 10, countryName: "België" })
    .onConflictDoUpdate({ target: [cities.zip, cities.name], set: { searchName: sql`excluded.search_name` } })
    .returning({ id: cities.id });
  return city?.id ?? 0;
}

export async function insertProperty(db: Database, goal: 0 | 1 = 0): Promise<number> {
  const cityId = await insertTypeAndTown(db, {
    name: "BONHEIDEN",
    zip: "2820",
    latitude: 51.02,
    longitude: 4.54,
  });
  nextId += 1;
  const id = nextId;
  await db.insert(properties).values({
    id,
    goal,
    typeId: 1,
    mainTypeName: "Huis",
    cityId,
    city: "BONHEIDEN",
    zip: "2820",
    recordFile: `2026/11/${id}`,
    price: 410_000,
    bedrooms: 3,
    publishedAt: new Date("2026-01-01T00:00:00Z"),
  });
  await db.insert(propertyTexts).values([
    { propertyId: id, language: "nl", typeDescription: "Villa met tuin", descriptionHtml: "<p>Villa.</p>" },
    {
      propertyId: id,
      language: "fr",
      typeDescription: "Villa avec jardin",
      descriptionHtml: "<p>Villa.</p>",
    },
  ]);
  return id;
}
