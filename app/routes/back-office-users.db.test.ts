// The back office's users screen on both databases: admins only (sign-in redirect, 403 for owners and
// agents), cross-origin posts refused, a staff invitation through the owner invitation's flow, role
// changes (version-checked; never the last admin, never one's own), sign-out everywhere, all audit-logged;
// fast-check of malformed posts (never 5xx, nothing written).
import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../../tests/support/databases.ts";
import type { Database } from "../db/client.server.ts";
import { accounts, auditLog, passwordTokens, sessions } from "../db/schema/accounts.ts";
import { outboxMessages } from "../db/schema/leads.ts";
import { seedSiteContent } from "../db/seed/site-content.ts";
import type { RequestAccount } from "../features/accounts/account-context.ts";
import { startSession } from "../features/accounts/sessions.server.ts";
import {
  actionArgs,
  formPost,
  routeContext,
  statusOf,
  TEST_ORIGIN,
} from "../features/accounts/testing/route-request.ts";
import { action, loader } from "./back-office-users.tsx";

const USERS = "/en/admin/users/";
const RUNS = 40;

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
  const tables = [accounts, sessions, passwordTokens, auditLog, outboxMessages];
  return Promise.all(tables.map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n));
}

async function roleOf(db: Database, id: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
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
  const run = async (outcome: () => unknown) => {
    try {
      return statusOf(await outcome());
    } catch (thrown) {
      return statusOf(thrown);
    }
  };
  const post = (fields: Record<string, string>, origin?: string) => formPost(USERS, fields, origin);

  it("users 1: no session is sent to sign in; owners and agents get 403; an admin sees the accounts", async () => {
    const request = new Request(new URL(USERS, TEST_ORIGIN));
    expect(await run(async () => loader(actionArgs(request, await as(null), {})))).toBe(302);
    expect(await run(async () => loader(actionArgs(request, await as(owner), {})))).toBe(403);
    expect(await run(async () => loader(actionArgs(request, await as(agent), {})))).toBe(403);
    const fields = { intent: "revoke", accountId: admin.id };
    expect(await run(async () => action(actionArgs(post(fields), await as(agent), {})))).toBe(403);
    expect(await run(async () => loader(actionArgs(request, await as(admin), {})))).toBe(200);
  });

  it("users 2: a cross-origin post is refused with 403 and writes nothing", async () => {
    const before = await counts(database());
    const fields = { intent: "role", accountId: agent.id, version: "1", role: "admin" };
    expect(
      await run(async () => action(actionArgs(post(fields, "https://evil.example"), await as(admin), {}))),
    ).toBe(403);
    expect(await counts(database())).toEqual(before);
  });

  it("users 3: an admin invites a staff member: the account, its invitation mail and the audit entry", async () => {
    const fields = {
      intent: "invite",
      email: "New.Agent@example.be",
      displayName: "New Agent",
      language: "fr",
      role: "agent",
    };
    expect(await run(async () => action(actionArgs(post(fields), await as(admin), {})))).toBe(200);
    const [invited] = await database()
      .select()
      .from(accounts)
      .where(eq(accounts.email, "New.Agent@example.be"));
    expect(invited?.role).toBe("agent");
    expect(invited?.passwordHash).toBeNull();
    const mails = await database().select().from(outboxMessages);
    expect(mails.some((mail) => JSON.stringify(mail).includes("New.Agent@example.be"))).toBe(true);
    const entries = await database()
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, invited?.id ?? ""));
    expect(entries.map((entry) => entry.action)).toEqual(["account.invited"]);
    // An owner's address is not turned into staff by an invitation.
    const before = await counts(database());
    const taken = { ...fields, email: "owner@example.be" };
    expect(await run(async () => action(actionArgs(post(taken), await as(admin), {})))).toBe(409);
    expect(await counts(database())).toEqual(before);
  });

  it("users 4: roles change with a version check; the last admin and one's own role cannot be lowered", async () => {
    const db = database();
    const change = async (actor: RequestAccount, target: RequestAccount, role: string) => {
      const current = await roleOf(db, target.id);
      const fields = { intent: "role", accountId: target.id, version: String(current?.version ?? 0), role };
      return run(async () => action(actionArgs(post(fields), await as(actor), {})));
    };
    // The only admin cannot step down.
    expect(await change(admin, admin, "agent")).toBe(409);
    expect((await roleOf(db, admin.id))?.role).toBe("admin");
    // The agent becomes an admin; a stale page's change is then refused.
    const stale = String((await roleOf(db, agent.id))?.version);
    expect(await change(admin, agent, "admin")).toBe(200);
    expect((await roleOf(db, agent.id))?.role).toBe("admin");
    const late = { intent: "role", accountId: agent.id, version: stale, role: "agent" };
    expect(await run(async () => action(actionArgs(post(late), await as(admin), {})))).toBe(409);
    // Now two admins: still nobody lowers their own role.
    expect(await change(admin, admin, "agent")).toBe(403);
    expect((await roleOf(db, admin.id))?.role).toBe("admin");
    // Owners have no staff role to change.
    expect(await change(admin, owner, "admin")).toBe(400);
    expect((await roleOf(db, owner.id))?.role).toBe("owner");
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, "account.role_changed"));
    expect(entries.map((entry) => entry.subjectId)).toEqual([agent.id]);
  });

  it("users 5: revoking an account's sessions signs it out everywhere, audit-logged", async () => {
    const db = database();
    await startSession(db, owner.id, new Date());
    await startSession(db, owner.id, new Date());
    const fields = { intent: "revoke", accountId: owner.id };
    expect(await run(async () => action(actionArgs(post(fields), await as(admin), {})))).toBe(200);
    expect(await db.select().from(sessions).where(eq(sessions.accountId, owner.id))).toHaveLength(0);
    const entries = await db.select().from(auditLog).where(eq(auditLog.subjectId, owner.id));
    expect(entries.map((entry) => entry.action)).toContain("account.signed_out_everywhere");
  });

  it("users 6: malformed invitation, role and revocation posts answer 4xx and write nothing", async () => {
    const db = database();
    const before = await counts(db);
    const junk = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom(
        "",
        " ",
        "a@b",
        "@example.be",
        "admin",
        "agent",
        "owner",
        "0",
        "-1",
        "\u0000",
        "' OR 1=1 --",
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("invite", "role", "revoke", "other"),
        fc.dictionary(
          fc.constantFrom("email", "displayName", "language", "role", "accountId", "version", "__proto__"),
          junk,
          {
            maxKeys: 7,
          },
        ),
        async (intent, form) => {
          const status = await run(async () =>
            action(actionArgs(post({ ...form, intent }), await as(admin), {})),
          );
          expect(status).toBeGreaterThanOrEqual(400);
          expect(status).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await counts(db)).toEqual(before);
  });
});
