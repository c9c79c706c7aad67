// Keys for form tickets and unsubscribe links: generated once, kept in the database, so every app
// server of one site signs and reads the same tickets and links.
import { createHash, hkdfSync, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server.ts";
import { siteSecrets } from "../../../db/schema/leads.ts";

const MASTER = "lead-master-key";
const cache = new WeakMap<Database, Promise<Buffer>>();

async function loadMasterKey(db: Database): Promise<Buffer> {
  await db
    .insert(siteSecrets)
    .values({ name: MASTER, value: randomBytes(32).toString("base64") })
    .onConflictDoNothing();
  const [row] = await db.select().from(siteSecrets).where(eq(siteSecrets.name, MASTER));
  if (!row) throw new Error("The site secret could not be stored");
  return Buffer.from(row.value, "base64");
}

/** A 32-byte key for `purpose`, derived from the site's master key. */
export async function siteKey(
  db: Database,
  purpose: "form-ticket" | "unsubscribe" | "confirmation" | "alert-manage",
): Promise<Buffer> {
  let master = cache.get(db);
  if (!master) {
    master = loadMasterKey(db);
    cache.set(db, master);
    master.catch(() => cache.delete(db));
  }
  return Buffer.from(hkdfSync("sha256", await master, Buffer.alloc(0), purpose, 32));
}

/** A short, stable fingerprint of a value, for digests that must not reveal it. */
export function digestOf(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}
