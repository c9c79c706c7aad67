// Helpers of the back office's listing tests: accounts, imported listings, their versions, row counts and
// multipart posts as a browser sends a photo upload.
import { count, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server.ts";
import { accounts, auditLog } from "../../../db/schema/accounts.ts";
import { importedListings, mediaOriginals } from "../../../db/schema/imports.ts";
import { photos, properties, propertyTexts } from "../../../db/schema/listings.ts";
import type { RequestAccount } from "../../accounts/account-context.ts";
import { TEST_ORIGIN } from "../../accounts/testing/route-request.ts";
import { importListing } from "../../import/import-listing.server.ts";
import { ListingPayloadSchema } from "../../import/listing-payload.ts";
import { listingExample } from "../../import/testing/listing-example.ts";

export const LIST = "/en/admin/listings/";

export async function staffAccount(
  db: Database,
  role: "agent" | "admin" | "owner",
  email: string,
): Promise<RequestAccount> {
  const [row] = await db
    .insert(accounts)
    .values({ email, displayName: role, language: "en", role })
    .returning();
  if (!row) throw new Error("no account");
  return row;
}

export async function counts(db: Database) {
  const tables = [properties, importedListings, propertyTexts, photos, mediaOriginals, auditLog];
  return Promise.all(tables.map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n));
}

export async function imported(db: Database, reference: string, overrides: Record<string, unknown> = {}) {
  const result = await importListing(db, ListingPayloadSchema.parse(listingExample(reference, overrides)));
  if (result.propertyId === undefined) throw new Error(`not imported: ${JSON.stringify(result.problem)}`);
  return result.propertyId;
}

export async function versionOf(db: Database, id: number) {
  const [row] = await db
    .select({ version: properties.version })
    .from(properties)
    .where(eq(properties.id, id));
  return row?.version ?? 0;
}

export function multipartPost(
  path: string,
  fields: Record<string, string>,
  file?: { bytes: Buffer; type: string },
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set("photo", new Blob([new Uint8Array(file.bytes)], { type: file.type }), "photo.jpg");
  return new Request(new URL(path, TEST_ORIGIN), { method: "POST", headers: { Origin: TEST_ORIGIN }, body });
}
