// Which properties an owner owns (an owner may own several; a property may have co-owners). Every portal
// route asks here before it reads anything of a property: another owner's property is not found.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { accounts, propertyOwners } from "../../db/schema/accounts.ts";
import { properties, propertyTexts } from "../../db/schema/listings.ts";

export type OwnedProperty = {
  id: number;
  goal: number;
  city: string;
  street: string | null;
  houseNumber: string | null;
  recordFile: string;
  mainTypeName: string;
  status: string;
  texts: { language: string; typeDescription: string }[];
};

async function withTexts(db: Database, rows: Omit<OwnedProperty, "texts">[]): Promise<OwnedProperty[]> {
  if (rows.length === 0) return [];
  const texts = await db
    .select({
      propertyId: propertyTexts.propertyId,
      language: propertyTexts.language,
      typeDescription: propertyTexts.typeDescription,
    })
    .from(propertyTexts)
    .where(
      inArray(
        propertyTexts.propertyId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({ ...row, texts: texts.filter((text) => text.propertyId === row.id) }));
}

const PROPERTY_COLUMNS = {
  id: properties.id,
  goal: properties.goal,
  city: properties.city,
  street: properties.street,
  houseNumber: properties.houseNumber,
  recordFile: properties.recordFile,
  mainTypeName: properties.mainTypeName,
  status: properties.status,
};

/** The properties `accountId` owns, by id. */
export async function ownedProperties(db: Database, accountId: string): Promise<OwnedProperty[]> {
  const rows = await db
    .select(PROPERTY_COLUMNS)
    .from(propertyOwners)
    .innerJoin(properties, eq(properties.id, propertyOwners.propertyId))
    .where(eq(propertyOwners.accountId, accountId))
    .orderBy(asc(properties.id));
  return withTexts(db, rows);
}

/** One property as its owner sees it, or null when `accountId` does not own it (or it does not exist). */
export async function ownedProperty(
  db: Database,
  accountId: string,
  propertyId: number,
): Promise<OwnedProperty | null> {
  const rows = await db
    .select(PROPERTY_COLUMNS)
    .from(propertyOwners)
    .innerJoin(properties, eq(properties.id, propertyOwners.propertyId))
    .where(and(eq(propertyOwners.accountId, accountId), eq(propertyOwners.propertyId, propertyId)))
    .limit(1);
  const [property] = await withTexts(db, rows);
  return property ?? null;
}

/** One property for staff (any property), or null when it does not exist. */
export async function anyProperty(db: Database, propertyId: number): Promise<OwnedProperty | null> {
  const rows = await db
    .select(PROPERTY_COLUMNS)
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  const [property] = await withTexts(db, rows);
  return property ?? null;
}

/** The owners of a property (for the staff screens). */
export async function ownersOf(db: Database, propertyId: number) {
  return db
    .select({
      id: accounts.id,
      email: accounts.email,
      displayName: accounts.displayName,
      invited: accounts.passwordHash,
    })
    .from(propertyOwners)
    .innerJoin(accounts, eq(accounts.id, propertyOwners.accountId))
    .where(eq(propertyOwners.propertyId, propertyId))
    .orderBy(asc(accounts.displayName))
    .then((rows) => rows.map(({ invited, ...owner }) => ({ ...owner, hasPassword: invited !== null })));
}
