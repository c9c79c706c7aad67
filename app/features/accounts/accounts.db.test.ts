import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/support/databases.ts";
import type { Database } from "../../db/client.server.ts";
import { accounts, auditLog, passwordTokens, sessions } from "../../db/schema/accounts.ts";
import { outboxMessages } from "../../db/schema/leads.ts";
import { insertTestProperty } from "../leads/testing/lead-fixtures.ts";
import { RESET_TOKEN_MS, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./account-rules.ts";
import { inviteOwner } from "./owner-invitation.server.ts";
import { ownedProperties, ownedProperty } from "./ownership.server.ts";
import { hashPassword } from "./password-hash.server.ts";
import { requestPasswordReset } from "./password-reset.server.ts";
import { inspectPasswordToken, issuePasswordToken, spendPasswordToken } from "./password-tokens.server.ts";
import { accountOfSession, endAllSessions, startSession } from "./sessions.server.ts";
import { signIn } from "./sign-in.server.ts";
import { SignInThrottle } from "./sign-in-throttle.server.ts";

const MAIL = { siteOrigin: "https://www.example.be", agencyName: "Immo Test" };
let counter = 0;

async function newAccount(db: Database, role: "owner" | "admin" = "owner", password?: string) {
  counter += 1;
  const [account] = await db
    .insert(accounts)
    .values({
      email: `Person${counter}.${Date.now()}@Example.be`,
      displayName: `Person ${counter}`,
      language: "nl",
      role,
      passwordHash: password ? await hashPassword(password) : null,
    })
    .returning();
  if (!account) throw new Error("no account");
  return account;
}

const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

forEachDatabase((database) => {
  describe("sessions", () => {
    it("keep only the SHA-256 of the session id", async () => {
      const db = database();
      const account = await newAccount(db);
      const id = await startSession(db, account.id, new Date());
      const rows = await db.select().from(sessions).where(eq(sessions.accountId, account.id));
      expect(rows.map((row) => row.idHash)).toEqual([createHash("sha256").update(id).digest("hex")]);
      expect(JSON.stringify(rows)).not.toContain(id);
    });

    it("are rotated at sign-in: the id the browser held before no longer signs anyone in", async () => {
      const db = database();
      const account = await newAccount(db);
      const now = new Date();
      const before = await startSession(db, account.id, now);
      const after = await startSession(db, account.id, now, before);
      expect(after).not.toBe(before);
      expect(await accountOfSession(db, before, now)).toBeNull();
      expect((await accountOfSession(db, after, now))?.id).toBe(account.id);
    });

    it("end after the idle time without requests, are moved on by use, and end at the absolute limit", async () => {
      const db = database();
      const account = await newAccount(db);
      const start = new Date();
      const idle = await startSession(db, account.id, start);
      expect(await accountOfSession(db, idle, at(start, SESSION_IDLE_MS + 1))).toBeNull();

      const used = await startSession(db, account.id, start);
      // Used every 50 minutes, it outlives one idle period…
      for (let minutes = 50; minutes * 60_000 < SESSION_ABSOLUTE_MS; minutes += 50) {
        expect((await accountOfSession(db, used, at(start, minutes * 60_000)))?.id).toBe(account.id);
      }
      // …but not the absolute limit.
      expect(await accountOfSession(db, used, at(start, SESSION_ABSOLUTE_MS))).toBeNull();
    });

    it("all end at once when the account signs out everywhere", async () => {
      const db = database();
      const account = await newAccount(db);
      const now = new Date();
      const first = await startSession(db, account.id, now);
      const second = await startSession(db, account.id, now);
      await endAllSessions(db, account.id);
      expect(await accountOfSession(db, first, now)).toBeNull();
      expect(await accountOfSession(db, second, now)).toBeNull();
    });

    it("refuse ids of the wrong shape without a query result", async () => {
      const db = database();
      for (const id of ["", "x", "' or 1=1 --", "a".repeat(500)]) {
        expect(await accountOfSession(db, id, new Date())).toBeNull();
      }
    });
  });

  describe("sign-in", () => {
    it("succeeds with the right password whatever the address's case, fails alike for a wrong password and an unknown address", async () => {
      const db = database();
      const account = await newAccount(db, "owner", "correct horse battery");
      const throttle = new SignInThrottle();
      const attempt = { clientAddress: "192.0.2.1", previousSessionId: null };
      const good = await signIn(
        db,
        throttle,
        { ...attempt, email: account.email.toUpperCase(), password: "correct horse battery" },
        new Date(),
      );
      expect(good.ok).toBe(true);
      const wrong = await signIn(
        db,
        throttle,
        { ...attempt, email: account.email, password: "wrong horse" },
        new Date(),
      );
      const unknown = await signIn(
        db,
        throttle,
        { ...attempt, email: "nobody@example.be", password: "wrong horse" },
        new Date(),
      );
      expect(wrong).toEqual({ ok: false, reason: "failed" });
      expect(unknown).toEqual(wrong);
    });

    it("slows down after repeated failures, and lets the owner in again once the wait is over", async () => {
      const db = database();
      const account = await newAccount(db, "owner", "correct horse battery");
      const throttle = new SignInThrottle();
      const start = Date.now();
      const attempt = { email: account.email, clientAddress: "192.0.2.2", previousSessionId: null };
      for (let i = 0; i < 6; i += 1) {
        await signIn(db, throttle, { ...attempt, password: `wrong ${i}` }, new Date(start));
      }
      const refused = await signIn(
        db,
        throttle,
        { ...attempt, password: "correct horse battery" },
        new Date(start),
      );
      expect(refused).toMatchObject({ ok: false, reason: "throttled" });
      const later = await signIn(
        db,
        throttle,
        { ...attempt, password: "correct horse battery" },
        new Date(start + 60_000),
      );
      expect(later.ok).toBe(true);
    });
  });

  describe("password links", () => {
    it("are stored hashed, work once, and a reset link expires after 30 minutes", async () => {
      const db = database();
      const account = await newAccount(db, "owner", "old password 123");
      const now = new Date();
      const token = await issuePasswordToken(db, account.id, "reset", now);
      const [row] = await db.select().from(passwordTokens).where(eq(passwordTokens.accountId, account.id));
      expect(row?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
      expect(row?.expiresAt.getTime()).toBe(now.getTime() + RESET_TOKEN_MS);
      expect(await inspectPasswordToken(db, token, at(now, RESET_TOKEN_MS))).toBeNull();
      const session = await startSession(db, account.id, now);

      expect((await spendPasswordToken(db, token, "new password 456", at(now, 60_000)))?.accountId).toBe(
        account.id,
      );
      expect(await spendPasswordToken(db, token, "third password 789", at(now, 120_000))).toBeNull();
      // The new password works, the old one does not, and every session has ended.
      const throttle = new SignInThrottle();
      const attempt = { email: account.email, clientAddress: "192.0.2.3", previousSessionId: null };
      expect((await signIn(db, throttle, { ...attempt, password: "new password 456" }, now)).ok).toBe(true);
      expect((await signIn(db, throttle, { ...attempt, password: "old password 123" }, now)).ok).toBe(false);
      expect(await accountOfSession(db, session, now)).toBeNull();
    });

    it("an expired reset link sets nothing", async () => {
      const db = database();
      const account = await newAccount(db, "owner", "old password 123");
      const now = new Date();
      const token = await issuePasswordToken(db, account.id, "reset", now);
      expect(await spendPasswordToken(db, token, "new password 456", at(now, RESET_TOKEN_MS + 1))).toBeNull();
      const [stored] = await db.select().from(accounts).where(eq(accounts.id, account.id));
      expect(stored?.passwordHash).toBe(account.passwordHash);
    });

    it("forgot password: a known address gets one mail with a link on the configured origin, an unknown one nothing", async () => {
      const db = database();
      const account = await newAccount(db, "owner", "old password 123");
      const count = async () =>
        (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(outboxMessages)
            .where(eq(outboxMessages.kind, "account_link"))
        )[0]?.n ?? 0;
      const before = await count();
      await requestPasswordReset(db, { email: "nobody-at-all@example.be", ...MAIL }, new Date());
      expect(await count()).toBe(before);
      await requestPasswordReset(db, { email: account.email.toLowerCase(), ...MAIL }, new Date());
      const [mail] = await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, account.email));
      expect(mail?.textBody).toMatch(
        /https:\/\/www\.example\.be\/nl\/wachtwoord-instellen\/\?token=[A-Za-z0-9_-]{43}/,
      );
    });
  });

  describe("ownership and the audit log", () => {
    it("staff invite an owner: account, links, mail and audit entries together; no personal data in the log", async () => {
      const db = database();
      const staff = await newAccount(db, "admin");
      const first = await insertTestProperty(db, 0);
      const second = await insertTestProperty(db, 1);
      const email = `invited${Date.now()}@example.be`;
      const outcome = await inviteOwner(
        db,
        staff.id,
        { email, displayName: "Invited Owner", language: "fr", propertyIds: [first, second] },
        MAIL,
        new Date(),
      );
      expect(outcome).toMatchObject({ ok: true, mailed: true });
      if (!outcome.ok) return;
      expect((await ownedProperties(db, outcome.accountId)).map((property) => property.id)).toEqual([
        first,
        second,
      ]);
      const entries = await db.select().from(auditLog).where(eq(auditLog.actorId, staff.id));
      expect(entries.map((entry) => entry.action).sort()).toEqual([
        "account.invited",
        "property_owner.linked",
        "property_owner.linked",
      ]);
      expect(JSON.stringify(entries)).not.toContain(email);
      expect(JSON.stringify(entries)).not.toContain("Invited Owner");
    });

    it("an invitation naming an unknown property writes nothing at all", async () => {
      const db = database();
      const staff = await newAccount(db, "admin");
      const email = `never${Date.now()}@example.be`;
      const outcome = await inviteOwner(
        db,
        staff.id,
        { email, displayName: "X", language: "nl", propertyIds: [999_999_999] },
        MAIL,
        new Date(),
      );
      expect(outcome).toEqual({ ok: false, error: "unknown-property" });
      expect(await db.select().from(accounts).where(eq(accounts.email, email))).toEqual([]);
      expect(await db.select().from(auditLog).where(eq(auditLog.actorId, staff.id))).toEqual([]);
    });

    it("an owner reaches their own property and never another owner's", async () => {
      const db = database();
      const staff = await newAccount(db, "admin");
      const mine = await insertTestProperty(db, 0);
      const theirs = await insertTestProperty(db, 0);
      const me = await inviteOwner(
        db,
        staff.id,
        { email: `me${Date.now()}@example.be`, displayName: "Me", language: "nl", propertyIds: [mine] },
        MAIL,
        new Date(),
      );
      await inviteOwner(
        db,
        staff.id,
        { email: `them${Date.now()}@example.be`, displayName: "Them", language: "nl", propertyIds: [theirs] },
        MAIL,
        new Date(),
      );
      if (!me.ok) throw new Error("invitation failed");
      expect((await ownedProperty(db, me.accountId, mine))?.id).toBe(mine);
      expect(await ownedProperty(db, me.accountId, theirs)).toBeNull();
    });
  });
});
