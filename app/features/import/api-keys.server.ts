// API keys per integration: "imk_<key id>_<secret>". Only the SHA-256 of the secret is stored (the key is
// shown once, at creation); a call finds the row by the public key id and compares the secret's hash in
// constant time. The secret has 256 random bits, so a fast hash is enough: there is nothing to guess.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { apiKeys } from "../../db/schema/imports.ts";

const KEY_PATTERN = /^imk_([a-z0-9]{12})_([A-Za-z0-9_-]{43})$/;

/** An integration's name, as `npm run api-key` and the back office accept it. */
export const API_KEY_NAME = /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}$/;

export type ApiKeyRow = {
  id: number;
  name: string;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
};

function secretHash(secret: string): Buffer {
  return createHash("sha256").update(secret).digest();
}

/** Creates a key for the integration `name`; the returned key is never stored and cannot be shown again. */
export async function createApiKey(db: Database, name: string): Promise<{ id: number; key: string }> {
  const keyId = randomBytes(9)
    .toString("base64url")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "0")
    .slice(0, 12);
  const secret = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(apiKeys)
    .values({ name, keyId, secretHash: secretHash(secret).toString("hex") })
    .returning({ id: apiKeys.id });
  if (!row) throw new Error("the API key was not stored");
  return { id: row.id, key: `imk_${keyId}_${secret}` };
}

export async function listApiKeys(db: Database): Promise<ApiKeyRow[]> {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      createdAt: apiKeys.createdAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .orderBy(apiKeys.id);
}

/** Revokes the key of `name`; resolves to false when there is no such live key. */
export async function revokeApiKey(db: Database, name: string): Promise<boolean> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.name, name), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return revoked.length > 0;
}

// Compared when no row matches too, so an unknown key id takes as long as a wrong secret.
const NO_SECRET = Buffer.alloc(32);

/** The id of the live key `presented` is, or null: malformed, unknown, wrong or revoked keys alike. */
export async function authenticateApiKey(
  db: Database,
  presented: string | undefined,
): Promise<number | null> {
  const match = presented ? KEY_PATTERN.exec(presented) : null;
  if (!match?.[1] || !match[2]) return null;
  const [row] = await db
    .select({ id: apiKeys.id, secretHash: apiKeys.secretHash, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(eq(apiKeys.keyId, match[1]));
  const expected = row ? Buffer.from(row.secretHash, "hex") : NO_SECRET;
  const equal = expected.length === 32 && timingSafeEqual(secretHash(match[2]), expected);
  if (!row || !equal || row.revokedAt !== null) return null;
  await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, row.id));
  return row.id;
}
