// The API keys screen's writes: a key created for an integration (returned once, only its hash kept) or
// revoked by name, with the import's own key functions (the ones `npm run api-key` uses), each with its
// audit entry in the same transaction.
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { apiKeys } from "../../db/schema/imports.ts";
import { audit } from "../accounts/audit-log.server.ts";
import { API_KEY_NAME, createApiKey, revokeApiKey } from "../import/api-keys.server.ts";

export const ApiKeyNameSchema = z.object({
  name: z.string().trim().regex(API_KEY_NAME, { error: "BO_API_KEYS_ERROR_NAME" }),
});

/** A unique index refused the row: two creations of one name at once (the second loses). */
function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause;) {
    if (typeof cause === "object" && "code" in cause && cause.code === "23505") return true;
    cause = typeof cause === "object" && "cause" in cause ? cause.cause : undefined;
  }
  return false;
}

export async function createKeyFor(
  db: Database,
  actorId: string,
  name: string,
  now: Date,
): Promise<{ ok: true; key: string } | { ok: false }> {
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.name, name));
      if (taken) return { ok: false };
      const created = await createApiKey(tx, name);
      await audit(tx, actorId, "api_key.created", { kind: "api_key", id: created.id }, now);
      return { ok: true, key: created.key };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false };
    throw error;
  }
}

/** Revokes the live key of `name`; false when there is none. */
export async function revokeKeyFor(db: Database, actorId: string, name: string, now: Date) {
  return db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(eq(apiKeys.name, name), isNull(apiKeys.revokedAt)));
    if (!live || !(await revokeApiKey(tx, name))) return false;
    await audit(tx, actorId, "api_key.revoked", { kind: "api_key", id: live.id }, now);
    return true;
  });
}
