// The back office's API keys screen on both databases: admins only, cross-origin posts refused, a key
// created for an integration is shown once and works with the import API's check, a revoked key stops
// working, both audit-logged; fast-check of malformed posts (never 5xx, nothing written).
import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../../tests/support/databases.ts";
import type { Database } from "../db/client.server.ts";
import { accounts, auditLog } from "../db/schema/accounts.ts";
import { apiKeys } from "../db/schema/imports.ts";
import { seedSiteContent } from "../db/seed/site-content.ts";
import type { RequestAccount } from "../features/accounts/account-context.ts";
import {
  actionArgs,
  formPost,
  routeContext,
  statusOf,
  TEST_ORIGIN,
} from "../features/accounts/testing/route-request.ts";
import { authenticateApiKey } from "../features/import/api-keys.server.ts";
import { action, loader } from "./back-office-api-keys.tsx";

const KEYS = "/en/admin/api-keys/";

async function account(
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

async function counts(db: Database) {
  return Promise.all(
    [apiKeys, auditLog].map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n),
  );
}

/** What an action answered with: its data (the router's `data()` wrapper) and status. */
async function answer(outcome: () => unknown) {
  try {
    const result = await outcome();
    const body = typeof result === "object" && result !== null && "data" in result ? result.data : undefined;
    return { status: statusOf(result), body: JSON.stringify(body ?? null) };
  } catch (thrown) {
    return { status: statusOf(thrown), body: "null" };
  }
}

forEachDatabase((database) => {
  let admin: RequestAccount;
  let agent: RequestAccount;
  let owner: RequestAccount;

  beforeAll(async () => {
    await seedSiteContent(database());
    admin = await account(database(), "admin", "admin@example.be");
    agent = await account(database(), "agent", "agent@example.be");
    owner = await account(database(), "owner", "owner@example.be");
  });

  const as = async (who: RequestAccount | null) =>
    (await routeContext(database(), { language: "en", account: who })).context;

  it("api keys 1: no session is sent to sign in; owners and agents get 403; a cross-origin post writes nothing", async () => {
    const request = new Request(new URL(KEYS, TEST_ORIGIN));
    expect((await answer(async () => loader(actionArgs(request, await as(null), {})))).status).toBe(302);
    expect((await answer(async () => loader(actionArgs(request, await as(owner), {})))).status).toBe(403);
    expect((await answer(async () => loader(actionArgs(request, await as(agent), {})))).status).toBe(403);
    expect((await answer(async () => loader(actionArgs(request, await as(admin), {})))).status).toBe(200);
    const before = await counts(database());
    const create = { intent: "create", name: "Sweep" };
    expect(
      (await answer(async () => action(actionArgs(formPost(KEYS, create), await as(agent), {})))).status,
    ).toBe(403);
    const foreign = formPost(KEYS, create, "https://evil.example");
    expect((await answer(async () => action(actionArgs(foreign, await as(admin), {})))).status).toBe(403);
    expect(await counts(database())).toEqual(before);
  });

  it("api keys 2: a created key is shown once and works; revoked, it stops working; both are audit-logged", async () => {
    const db = database();
    const created = await answer(async () =>
      action(actionArgs(formPost(KEYS, { intent: "create", name: "SweepBright" }), await as(admin), {})),
    );
    expect(created.status).toBe(200);
    const key = /imk_[a-z0-9]{12}_[A-Za-z0-9_-]{43}/.exec(created.body)?.[0] ?? "";
    expect(await authenticateApiKey(db, key)).not.toBeNull();
    // Listed afterwards without the key.
    const listed = await answer(async () =>
      loader(actionArgs(new Request(new URL(KEYS, TEST_ORIGIN)), await as(admin), {})),
    );
    expect(listed.body).toContain("SweepBright");
    expect(listed.body).not.toContain(key);
    // The same name again is refused and writes nothing.
    const before = await counts(db);
    const again = await answer(async () =>
      action(actionArgs(formPost(KEYS, { intent: "create", name: "SweepBright" }), await as(admin), {})),
    );
    expect(again.status).toBe(409);
    expect(await counts(db)).toEqual(before);
    const revoked = await answer(async () =>
      action(actionArgs(formPost(KEYS, { intent: "revoke", name: "SweepBright" }), await as(admin), {})),
    );
    expect(revoked.status).toBe(200);
    expect(await authenticateApiKey(db, key)).toBeNull();
    const entries = await db.select().from(auditLog).where(eq(auditLog.subjectKind, "api_key"));
    expect(entries.map((entry) => entry.action)).toEqual(["api_key.created", "api_key.revoked"]);
    expect(entries.every((entry) => entry.actorId === admin.id)).toBe(true);
  });

  it("api keys 3: malformed create and revoke posts answer 4xx and write nothing", async () => {
    const db = database();
    const before = await counts(db);
    const junkName = fc.oneof(
      fc.string({ maxLength: 100 }).filter((name) => !/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}$/.test(name.trim())),
      fc.constantFrom("", " ", "-x", "a".repeat(65), "' OR 1=1 --", "\u0000", "<script>"),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("create", "revoke", "other", ""), junkName, async (intent, name) => {
        const status = (
          await answer(async () => action(actionArgs(formPost(KEYS, { intent, name }), await as(admin), {})))
        ).status;
        expect(status).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    expect(await counts(db)).toEqual(before);
  });
});
