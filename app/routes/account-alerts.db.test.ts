// A signed-in searcher's alerts page (issue 17 part 4, ADR 0026) on both databases: only the account's own
// alerts, edited, paused and deleted through the manage page's one implementation; another address's alert
// is refused with nothing written; bad input is a translated 4xx that writes nothing; deleting all data
// takes the account, its sessions, alerts and leads with it, and leaves an owner's account standing.
import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../../tests/support/databases.ts";
import type { Database } from "../db/client.server.ts";
import { accounts, sessions } from "../db/schema/accounts.ts";
import { leads, outboxMessages, searchAlerts } from "../db/schema/leads.ts";
import { seedSiteContent } from "../db/seed/site-content.ts";
import type { RequestAccount } from "../features/accounts/account-context.ts";
import { hashPassword } from "../features/accounts/password-hash.server.ts";
import {
  actionArgs,
  routeContext,
  statusOf,
  TEST_ORIGIN,
} from "../features/accounts/testing/route-request.ts";
import {
  accountOf,
  registerAndConfirm,
  signedIn,
} from "../features/search-alerts/testing/searcher-fixtures.ts";
import { signInPost } from "./testing/sign-in-post.ts";
import { dictionaryFor, type MessageKey } from "../i18n/dictionary.ts";
import { action, loader } from "./account-alerts.tsx";

const PASSWORD = "Zoeker-Leuven-3000";
type Shown = "nl" | "fr" | "en";
const PATHS: Record<Shown, string> = {
  nl: "/nl/account/zoekopdrachten/",
  fr: "/fr/compte/recherches/",
  en: "/en/account/search-alerts/",
};

let clients = 0;

/** Registers and confirms `count` alerts for `email`, signs in; answers the session's account. */
async function searcherWith(db: Database, email: string, count: number): Promise<RequestAccount> {
  for (let i = 0; i < count; i += 1) await registerAndConfirm(db, email, PASSWORD);
  clients += 1;
  const answer = await signInPost(db, email, PASSWORD, { clientAddress: `203.0.113.${clients}` });
  const account = await signedIn(db, answer.sessionId);
  if (!account) throw new Error("not signed in");
  return account;
}

/** What the page's loader or action answered: status, data, and the Location and Set-Cookie headers. */
async function call(
  what: "loader" | "action",
  db: Database,
  account: RequestAccount | null,
  language: Shown,
  fields: Record<string, string | string[]> = {},
  origin = TEST_ORIGIN,
) {
  const { context } = await routeContext(db, { account, language });
  const path = PATHS[language];
  let outcome: unknown;
  try {
    if (what === "loader") {
      outcome = await loader(actionArgs(new Request(new URL(path, TEST_ORIGIN)), context, {}));
    } else {
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries(fields))
        for (const one of [value].flat()) body.append(name, one);
      const request = new Request(new URL(path, TEST_ORIGIN), {
        method: "POST",
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
      outcome = await action(actionArgs(request, context, {}));
    }
  } catch (thrown) {
    outcome = thrown;
  }
  const response = outcome instanceof Response ? outcome : null;
  const page = typeof outcome === "object" && outcome !== null && "data" in outcome ? outcome.data : null;
  return {
    status: statusOf(outcome),
    text: JSON.stringify(page),
    ids:
      page && typeof page === "object" && "alerts" in page && Array.isArray(page.alerts)
        ? page.alerts.map((alert: { id: string }) => alert.id)
        : [],
    location: response?.headers.get("Location") ?? null,
    cookie: response?.headers.get("Set-Cookie") ?? null,
  };
}

const alertsOf = (db: Database, email: string) =>
  db.select().from(searchAlerts).where(eq(searchAlerts.email, email)).orderBy(searchAlerts.createdAt);

/** A dictionary text as it appears in the page's data (JSON). */
const t = (language: Shown, key: MessageKey) => JSON.stringify(dictionaryFor(language)[key]).slice(1, -1);

forEachDatabase((database) => {
  beforeAll(async () => {
    await seedSiteContent(database());
  });

  it("searcher sign-in: a signed-in searcher sees only their own alerts, edits, pauses and deletes them", async () => {
    const db = database();
    const searcher = await searcherWith(db, "eigen@example.be", 2);
    await registerAndConfirm(db, "iemand-anders@example.be", PASSWORD);
    const [first, second] = await alertsOf(db, "eigen@example.be");
    if (!first || !second) throw new Error("two alerts expected");

    const page = await call("loader", db, searcher, "nl");
    expect(page.status).toBe(200);
    expect(page.ids).toEqual([first.id, second.id]);
    expect(page.text).toContain("eigen@example.be");

    const saved = await call("action", db, searcher, "nl", {
      intent: "save",
      alert: first.id,
      goal: "buy",
      types: ["1", "2"],
      zones: "3000, Leuven",
      maxPrice: "450000",
      frequency: "daily",
    });
    expect([saved.status, saved.location]).toEqual([303, `${PATHS.nl}?done=ALERT_DONE_SAVED`]);
    const [edited] = await db.select().from(searchAlerts).where(eq(searchAlerts.id, first.id));
    expect(edited).toMatchObject({ goal: "buy", typeIds: [1, 2], zips: ["3000"], maxPrice: 450_000 });

    expect((await call("action", db, searcher, "fr", { intent: "pause", alert: first.id })).status).toBe(303);
    const [paused] = await db.select().from(searchAlerts).where(eq(searchAlerts.id, first.id));
    expect(paused?.pausedAt).not.toBeNull();

    const deleted = await call("action", db, searcher, "en", { intent: "delete", alert: second.id });
    expect(deleted.location).toBe(`${PATHS.en}?done=ALERT_DONE_DELETED`);
    expect((await alertsOf(db, "eigen@example.be")).map((alert) => alert.id)).toEqual([first.id]);
  });

  it("searcher sign-in: another address's alert, bad input and a post from elsewhere are a translated 4xx that writes nothing", async () => {
    const db = database();
    const searcher = await searcherWith(db, "weigering@example.be", 1);
    await registerAndConfirm(db, "ander-adres@example.be", PASSWORD);
    const [mine] = await alertsOf(db, "weigering@example.be");
    const [theirs] = await alertsOf(db, "ander-adres@example.be");
    if (!mine || !theirs) throw new Error("alerts expected");
    const before = await db.select().from(searchAlerts).orderBy(searchAlerts.id);

    for (const language of ["nl", "fr", "en"] as const) {
      for (const intent of ["pause", "delete", "save"]) {
        const refused = await call("action", db, searcher, language, {
          intent,
          alert: theirs.id,
          goal: "buy",
        });
        expect(refused.status).toBe(400);
        expect(refused.text).toContain(t(language, "ALERT_MANAGE_BAD_REQUEST"));
      }
      const fields = await call("action", db, searcher, language, {
        intent: "save",
        alert: mine.id,
        goal: "buy",
        zones: "<script>",
        minPrice: "500000",
        maxPrice: "100",
        frequency: "hourly",
      });
      expect(fields.status).toBe(400);
      expect(fields.text).toContain(t(language, "LEAD_CHECK_FIELDS"));
      const junks: Record<string, string>[] = [
        { intent: "explode", alert: mine.id },
        { intent: "pause", alert: "not-a-uuid" },
        {},
      ];
      for (const junk of junks) {
        const refused = await call("action", db, searcher, language, junk);
        expect(refused.status).toBe(400);
        expect(refused.text).toContain(t(language, "ALERT_MANAGE_BAD_REQUEST"));
      }
      const elsewhere = await call(
        "action",
        db,
        searcher,
        language,
        { intent: "delete-all" },
        "https://evil.example",
      );
      expect(elsewhere.status).toBe(403);
      expect(elsewhere.text).toContain(t(language, "LEAD_CROSS_ORIGIN"));
    }
    // Without a session the page and its changes go to the sign-in page.
    const anonymous = await call("action", db, null, "nl", { intent: "delete-all" });
    expect([anonymous.status, anonymous.location]).toEqual([302, "/nl/aanmelden/"]);
    expect(await db.select().from(searchAlerts).orderBy(searchAlerts.id)).toEqual(before);
    expect(await accountOf(db, "weigering@example.be")).toBeDefined();
  });

  it("searcher sign-in: deleting all data removes the account, its sessions, alerts and leads", async () => {
    const db = database();
    const email = "alles-weg@example.be";
    const searcher = await searcherWith(db, email, 2);
    await registerAndConfirm(db, "blijft@example.be", PASSWORD);
    const gone = await call("action", db, searcher, "fr", { intent: "delete-all" });
    expect([gone.status, gone.location]).toEqual([303, "/fr/mes-recherches/?done=ALERT_DONE_DELETED_ALL"]);
    expect(gone.cookie).toMatch(/^__Host-session=;.*Max-Age=0/);
    expect(await accountOf(db, email)).toBeUndefined();
    expect(await db.select().from(sessions).where(eq(sessions.accountId, searcher.id))).toEqual([]);
    expect(await alertsOf(db, email)).toEqual([]);
    expect(await db.select().from(leads).where(eq(leads.email, email))).toEqual([]);
    expect(await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))).toEqual([]);
    // Someone else's account and alert are untouched.
    expect(await accountOf(db, "blijft@example.be")).toBeDefined();
    expect(await alertsOf(db, "blijft@example.be")).toHaveLength(1);
  });

  it("searcher sign-in: an owner with alerts manages them signed in; deleting all data keeps the owner's account", async () => {
    const db = database();
    // Staff typed the owner's address with capitals; the demand register keeps it in lower case.
    const typed = "Eigenaar-Zoekt@Example.be";
    const email = typed.toLowerCase();
    const [row] = await db
      .insert(accounts)
      .values({
        email: typed,
        displayName: "Owner",
        language: "nl",
        role: "owner",
        passwordHash: await hashPassword(PASSWORD),
      })
      .returning();
    await registerAndConfirm(db, email, "Other-Password-2026");
    if (!row) throw new Error("no owner");
    const owner = await signedIn(
      db,
      (await signInPost(db, typed, PASSWORD, { clientAddress: "203.0.113.200" })).sessionId,
    );
    expect(owner?.role).toBe("owner");
    const page = await call("loader", db, owner, "en");
    expect(page.ids).toHaveLength(1);
    const all = await call("action", db, owner, "en", { intent: "delete-all" });
    expect([all.status, all.location, all.cookie]).toEqual([
      303,
      `${PATHS.en}?done=ALERT_DONE_DELETED_ALL`,
      null,
    ]);
    expect(await accountOf(db, typed)).toMatchObject({ id: row.id, role: "owner" });
    expect(
      await db
        .select()
        .from(sessions)
        .where(inArray(sessions.accountId, [row.id])),
    ).toHaveLength(1);
    expect(await alertsOf(db, email)).toEqual([]);
    expect(await db.select().from(leads).where(eq(leads.email, email))).toEqual([]);
  });
});
