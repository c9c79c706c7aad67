// The sub-type options of a list page and the condition of the chosen one (see listing-subtypes.ts).
import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { PublicContentMemo } from "../../db/public-content-memo.server.ts";
import { properties, propertyTypes, treeItems } from "../../db/schema/listings.ts";
import { type SubtypeOption, subtypeOptions } from "./listing-subtypes.ts";

/**
 * Sub-types by type, kept until public content changes (ADR 0041). Type IDs come from URLs, so the memo is
 * bounded; the demo data has nine types.
 */
const subtypesOfType = new PublicContentMemo<SubtypeOption[]>({ maxEntries: 100 });

/** The sub-types under the type with ID `typeId` (none for an unknown type). */
export function subtypeOptionsOf(db: Database, typeId: number): Promise<SubtypeOption[]> {
  return subtypesOfType.get(db, String(typeId), () => readSubtypeOptions(db, typeId));
}

async function readSubtypeOptions(db: Database, typeId: number): Promise<SubtypeOption[]> {
  const [type] = await db
    .select({ webId: propertyTypes.webId })
    .from(propertyTypes)
    .where(eq(propertyTypes.id, typeId))
    .limit(1);
  if (!type) return [];
  const items = await db.select().from(treeItems);
  return subtypeOptions(items, type.webId);
}

/**
 * Listings of the tree item `subtypeId`: the item's WebID and its name, which is the listing's MainTypeName
 * (the source's sub-types share their category's WebID: Huis, Bel-étage and Bungalow all have WebID 1).
 */
export function subtypeCondition(subtypeId: number): SQL {
  return sql`exists (select 1 from ${treeItems} t where t.id = ${subtypeId}
    and t.name = ${properties.mainTypeName} and t.web_id is not distinct from ${properties.webId})`;
}
