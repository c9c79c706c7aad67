// Rows the search alert tests need: confirmed (or not) alerts with their lead, and listings written
// straight to the database, as any writer of listings would.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server.ts";
import { leads, searchAlerts } from "../../../db/schema/leads.ts";
import { cities, photos, properties, propertyTexts, propertyTypes } from "../../../db/schema/listings.ts";
import { foldForSearch } from "../../../domain/accents.ts";

type AlertRow = typeof searchAlerts.$inferInsert;
type PropertyRow = typeof properties.$inferInsert;

let nextPropertyId = 700_000;

export async function ensureTypesAndTown(db: Database): Promise<{ mechelen: number; leuven: number }> {
  await db
    .insert(propertyTypes)
    .values([
      { id: 1, webId: 1, names: { nl: "Huis", fr: "Maison", en: "House" }, showOrder: 0 },
      { id: 2, webId: 2, names: { nl: "Appartement", fr: "Appartement", en: "Apartment" }, showOrder: 1 },
    ])
    .onConflictDoNothing();
  const town = async (name: string, zip: string) => {
    const [row] = await db
      .insert(cities)
      .values({
        name,
        zip,
        searchName: foldForSearch(name),
        countryId: 10,
        countryName: "België",
        latitude: 51,
        longitude: 4.5,
      })
      .onConflictDoUpdate({
        target: [cities.zip, cities.name],
        set: { searchName: sql`excluded.search_name` },
      })
      .returning({ id: cities.id });
    if (!row) throw new Error("no town");
    return row.id;
  };
  return { mechelen: await town("MECHELEN", "2800"), leuven: await town("LEUVEN", "3000") };
}

/**
 * A listing in Mechelen for sale, a house of 3 bedrooms at € 325.000, unless `fields` say otherwise;
 * written with its texts and photo in one transaction, as the import API writes a listing.
 */
export async function insertListing(db: Database, fields: Partial<PropertyRow> = {}): Promise<number> {
  const towns = await ensureTypesAndTown(db);
  nextPropertyId += 1;
  const id = nextPropertyId;
  const leuven = fields.zip === "3000";
  await db.transaction(async (tx) => {
    await tx.insert(properties).values({
      id,
      goal: 0,
      typeId: 1,
      mainTypeName: "Huis",
      cityId: leuven ? towns.leuven : towns.mechelen,
      city: leuven ? "LEUVEN" : "MECHELEN",
      zip: "2800",
      recordFile: `2026/05/${id}`,
      price: 325_000,
      bedrooms: 3,
      bathrooms: 1,
      garages: 1,
      parkings: 1,
      surfaceHabitable: 160,
      hasGarden: true,
      hasTerrace: true,
      publishedAt: new Date(),
      ...fields,
    });
    await tx.insert(propertyTexts).values([
      {
        propertyId: id,
        language: "en",
        typeDescription: `Family house ${id}`,
        descriptionHtml: "<p>A house.</p>",
      },
      {
        propertyId: id,
        language: "nl",
        typeDescription: `Gezinswoning ${id}`,
        descriptionHtml: "<p>Een huis.</p>",
      },
    ]);
    await tx
      .insert(photos)
      .values({ propertyId: id, position: 0, imageKey: `demo/house-${id}`, width: 1600, height: 1067 });
  });
  return id;
}

export async function setListing(db: Database, id: number, fields: Partial<PropertyRow>): Promise<void> {
  await db.update(properties).set(fields).where(eq(properties.id, id));
}

/**
 * A confirmed alert (goal buy, houses, zip 2800) of `email` unless `fields` say otherwise; confirmed a
 * second ago, so a change written after this call counts for it.
 */
export async function insertAlert(
  db: Database,
  fields: Partial<AlertRow> = {},
  email = `buyer-${randomUUID().slice(0, 8)}@example.be`,
): Promise<string> {
  const leadId = randomUUID();
  await db.insert(leads).values({
    id: leadId,
    form: "demand-register",
    submissionKey: randomUUID(),
    payloadDigest: "-",
    language: fields.language ?? "en",
    email,
    payload: {},
  });
  const id = randomUUID();
  const towns = fields.towns ?? [];
  await db.insert(searchAlerts).values({
    id,
    leadId,
    email,
    language: "en",
    goal: "buy",
    typeIds: [1],
    zips: towns.length > 0 ? [] : ["2800"],
    towns,
    townKeys: towns.map(foldForSearch),
    passwordHash: "",
    createdAt: new Date(Date.now() - 2_000),
    confirmedAt: new Date(Date.now() - 1_000),
    ...fields,
  });
  return id;
}
