// The searcher's sign-in (issue 17 part 4, ADR 0026) on both databases: the demand register's password
// signs its subscriber in once the address is confirmed, and only then; a wrong password is refused with
// the sign-in page's translated texts and throttled as an owner's is; a later demand register changes no
// password; an owner's account keeps its role; "forgot password" reaches a searcher.
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../../tests/support/databases.ts";
import { accounts } from "../db/schema/accounts.ts";
import { outboxMessages, searchAlerts } from "../db/schema/leads.ts";
import { seedSiteContent } from "../db/seed/site-content.ts";
import { FREE_FAILURES_PER_ACCOUNT } from "../features/accounts/account-rules.ts";
import { LoginForm, type LoginState } from "../features/accounts/components/login-form.tsx";
import { hashPassword } from "../features/accounts/password-hash.server.ts";
import { alertsOfAddress, manageAlerts } from "../features/search-alerts/manage-alerts.server.ts";
import { requestPasswordReset } from "../features/accounts/password-reset.server.ts";
import {
  accountOf,
  registerAlert,
  registerAndConfirm,
  signedIn,
} from "../features/search-alerts/testing/searcher-fixtures.ts";
import { signInPost } from "./testing/sign-in-post.ts";
import { dictionaryFor } from "../i18n/dictionary.ts";
import type { Language } from "../i18n/languages.ts";
import { I18nContext } from "../i18n/use-t.ts";

const PASSWORD = "Zoeker-Mechelen-2800";

/** The sign-in page as the browser shows the state the action answered with. */
function loginPage(state: LoginState, language: Language): string {
  const router = createMemoryRouter([{ path: "/", element: createElement(LoginForm, { state }) }]);
  return renderToString(
    createElement(
      I18nContext,
      { value: { language, dictionary: dictionaryFor(language) } },
      createElement(RouterProvider, { router }),
    ),
  );
}

/** The "failed" state the action answered with (anything else fails the test). */
function failedState(body: unknown): LoginState {
  const state = typeof body === "object" && body !== null && "state" in body ? body.state : null;
  if (typeof state === "object" && state !== null && "kind" in state && state.kind === "failed") {
    return { kind: "failed", email: "email" in state && typeof state.email === "string" ? state.email : "" };
  }
  throw new Error(`The sign-in page answered ${JSON.stringify(state)}`);
}

forEachDatabase((database) => {
  beforeAll(async () => {
    await seedSiteContent(database());
  });

  it("searcher sign-in: demand register and confirmation make a searcher account that signs in with that password", async () => {
    const db = database();
    const email = "zoeker@example.be";
    await registerAndConfirm(db, email, PASSWORD);
    const account = await accountOf(db, email);
    expect(account).toMatchObject({ role: "searcher", displayName: "Jean Dupont", language: "en" });
    // The account holds the alert's hash itself: the password was never kept in clear anywhere.
    const [alert] = await db.select().from(searchAlerts).where(eq(searchAlerts.email, email));
    expect(account?.passwordHash).toBe(alert?.passwordHash);
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);

    const answer = await signInPost(db, email, PASSWORD, { language: "nl", clientAddress: "192.0.2.31" });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/nl/account/zoekopdrachten/");
    expect((await signedIn(db, answer.sessionId))?.role).toBe("searcher");
  });

  it("searcher sign-in: an unconfirmed demand register makes no account and signs no one in", async () => {
    const db = database();
    const email = "onbevestigd@example.be";
    await registerAlert(db, email, PASSWORD);
    expect(await accountOf(db, email)).toBeUndefined();
    const answer = await signInPost(db, email, PASSWORD, { clientAddress: "192.0.2.32" });
    expect(answer.status).toBe(401);
    expect(answer.sessionId).toBeNull();
  });

  it("searcher sign-in: a wrong password gets the translated failure and is throttled as an owner's is", async () => {
    const db = database();
    const searcher = "mauvais@example.be";
    const owner = "eigenaar-throttle@example.be";
    await registerAndConfirm(db, searcher, PASSWORD);
    await db.insert(accounts).values({
      email: owner,
      displayName: "Owner",
      language: "nl",
      role: "owner",
      passwordHash: await hashPassword(PASSWORD),
    });
    const texts = {
      nl: "De gebruikersnaam of het wachtwoord is niet juist.",
      fr: "Le nom d'utilisateur ou le mot de passe n'est pas correct.",
      en: "The username or password are not correct.",
    } as const;
    for (const [language, text] of Object.entries(texts) as [Language, string][]) {
      const failed = await signInPost(db, searcher, "not the password", {
        language,
        clientAddress: `192.0.2.4${language.length}`,
      });
      expect(failed.status).toBe(401);
      expect(failed.sessionId).toBeNull();
      expect(loginPage(failedState(failed.body), language).replace(/&#x27;/g, "'")).toContain(text);
    }

    // The same count of free failures for both, then both must wait, even with the right password.
    const answers: Record<string, number[]> = { [searcher]: [], [owner]: [] };
    for (const email of [searcher, owner]) {
      const tries = email === searcher ? FREE_FAILURES_PER_ACCOUNT - 3 : FREE_FAILURES_PER_ACCOUNT;
      for (let i = 0; i < tries; i += 1) {
        const answer = await signInPost(db, email, "still wrong", { clientAddress: `198.51.100.${i}` });
        answers[email]?.push(answer.status);
      }
      const right = await signInPost(db, email, PASSWORD, { clientAddress: "198.51.100.99" });
      answers[email]?.push(right.status);
      expect(right.sessionId).toBeNull();
    }
    expect(answers[searcher]).toEqual([401, 401, 429]);
    expect(answers[owner]).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("searcher sign-in: a later demand register with another password leaves the account's password as it was", async () => {
    const db = database();
    const email = "tweemaal@example.be";
    await registerAndConfirm(db, email, PASSWORD);
    const before = await accountOf(db, email);
    await registerAndConfirm(db, email, "Another-Password-2026");
    expect(await accountOf(db, email)).toEqual(before);
    expect(await db.select().from(accounts).where(eq(accounts.email, email))).toHaveLength(1);
    expect((await signInPost(db, email, PASSWORD, { clientAddress: "192.0.2.51" })).status).toBe(303);
    const other = await signInPost(db, email, "Another-Password-2026", { clientAddress: "192.0.2.52" });
    expect(other.status).toBe(401);
  });

  it("searcher sign-in: an owner's account with the same address keeps its role and password", async () => {
    const db = database();
    const email = "Owner.Also@Example.be";
    const ownerPassword = "Owner-Portal-Password";
    await db.insert(accounts).values({
      email,
      displayName: "Owner",
      language: "nl",
      role: "owner",
      passwordHash: await hashPassword(ownerPassword),
    });
    const before = await accountOf(db, email);
    await registerAndConfirm(db, "owner.also@example.be", PASSWORD);
    expect(await accountOf(db, email)).toEqual(before);
    expect((await signInPost(db, email, PASSWORD, { clientAddress: "192.0.2.61" })).status).toBe(401);
    const owner = await signInPost(db, email, ownerPassword, { language: "en", clientAddress: "192.0.2.62" });
    expect(owner.location).toBe("/en/owner/");
  });

  it("searcher sign-in: forgot password mails a searcher the reset link as it mails an owner", async () => {
    const db = database();
    const email = "vergeten@example.be";
    await registerAndConfirm(db, email, PASSWORD);
    await requestPasswordReset(
      db,
      { email, siteOrigin: "https://www.example.be", agencyName: "Immo" },
      new Date(),
    );
    const mails = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.kind, "account_link")));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toMatch(/\/en\/set-password\/\?token=[\w-]{43}/);
  });

  it("searcher sign-in: deleting all data through the mailed link removes the searcher's account too", async () => {
    const db = database();
    const email = "via-link@example.be";
    const alertId = await registerAndConfirm(db, email, PASSWORD);
    const owner = await alertsOfAddress(db, alertId);
    if (!owner) throw new Error("no alerts");
    const outcome = await manageAlerts(db, owner, { intent: "delete-all" }, new Date());
    expect(outcome).toEqual({ ok: true, message: "ALERT_DONE_DELETED_ALL", accountDeleted: true });
    expect(await accountOf(db, email)).toBeUndefined();
    expect((await signInPost(db, email, PASSWORD, { clientAddress: "192.0.2.71" })).status).toBe(401);
  });
});
