// The accounts' journeys in the browser (ADR 0015): sign in with a good and a bad password, choose a
// property, another owner's property is a 404, sign out; forgot password for a known and an unknown address
// (same page, only the known one gets a mail), the reset link works once; staff invite an owner who sets a
// password and sees the property. axe finds nothing on any portal or staff screen.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, type SmtpPeer, startSmtpPeer } from "../../app/features/leads/testing/smtp-peer.ts";
import {
  BACK_OFFICE_SCREENS,
  type BackOfficeScreen,
  backOfficePath,
} from "../../app/features/back-office/back-office-screens.ts";
import { ACCOUNT_PAGE_PATHS } from "../../app/i18n/route-table.ts";
import { axeViolations, axeViolationsWithoutJavaScript } from "./support/axe.ts";
import { type RunningSite, startBuiltSite } from "./support/built-site.ts";
import { isHydrated, mainResponse, openPage, pageProblems, waitForHydration } from "./support/browser.ts";

// The demo accounts of app/features/accounts/demo-accounts.server.ts (README, "Demo sign-in").
const PASSWORD = "Demo-portaal-2026";
const OWNER_OF_SEVERAL = "eigenaar@example.be";
const OWNER_OF_ONE = "proprietaire@example.be";
const STAFF = "beheer@example.be";

let peer: SmtpPeer;
let site: RunningSite;

beforeAll(async () => {
  peer = await startSmtpPeer();
  site = await startBuiltSite({ env: { SMTP_URL: peer.url }, output: "ignore" });
}, 180_000);

afterAll(async () => {
  await site?.stop();
  await peer?.stop();
});

const scripted = new WeakSet<Page>();

async function open(path: string, language: "nl" | "fr", javaScriptEnabled = true): Promise<Page> {
  const page = await openPage(`${site.url}${path}`, { locale: `${language}-BE`, javaScriptEnabled });
  if (javaScriptEnabled) scripted.add(page);
  return page;
}

/** Posts the form `button` belongs to and waits for the next page (hydrated, when JavaScript runs). */
async function submit(page: Page, button: string) {
  const [response] = await Promise.all([page.waitForNavigation(), page.click(button)]);
  if (scripted.has(page)) await waitForHydration(page);
  return response;
}

/** Goes to `path` and waits for the page (hydrated, when JavaScript runs). */
async function visit(page: Page, path: string) {
  const response = await page.goto(`${site.url}${path}`);
  if (scripted.has(page)) await waitForHydration(page);
  return response;
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  expect(pageProblems(page).uncaught).toEqual([]);
}

/** Fills and posts the sign-in form of the open page; resolves with the answer's status. */
async function signIn(page: Page, email: string, password: string): Promise<number | undefined> {
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  return (await submit(page, 'form.account-form button[type="submit"]'))?.status();
}

async function signOut(page: Page): Promise<void> {
  await submit(page, ".signed-in-notice input[value=sign-out] + button");
}

/** The path and query of the password link in a mail (quoted-printable undone). */
function passwordLink(raw: string, path: string): string {
  const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const link = new RegExp(`https?://[^/\\s]+(${path.replace(/\//g, "\\/")}\\?token=[\\w-]{43})`).exec(
    text,
  )?.[1];
  if (!link) throw new Error(`No ${path} link in the e-mail`);
  return link;
}

function mailsTo(address: string) {
  return peer.received.filter((mail) => mail.to.includes(address));
}

describe("owner sign-in", () => {
  it("nl: a bad password is refused with the spec's texts; a good one opens the choice of properties", async () => {
    const page = await open("/nl/aanmelden/", "nl", false);
    expect(await signIn(page, OWNER_OF_SEVERAL, "not the password")).toBe(401);
    await expect(page.textContent("main")).resolves.toContain("Aanmelden mislukt");
    await expect(page.textContent("main")).resolves.toContain(
      "De gebruikersnaam of het wachtwoord is niet juist.",
    );

    await signIn(page, OWNER_OF_SEVERAL, PASSWORD);
    expect(new URL(page.url()).pathname).toBe("/nl/eigenaar/");
    await expect(page.textContent(".signed-in-notice")).resolves.toContain(
      "U bent aangemeld als Anna Peeters",
    );
    const links = await page.$$eval(".owner-properties a", (anchors) =>
      anchors.map((a) => a.getAttribute("href")),
    );
    expect(links).toHaveLength(3);

    // Without a session (a fresh browser), the property's page sends the visitor to the sign-in page.
    const property = await open(links[0] ?? "", "nl");
    expect(new URL(property.url()).pathname).toBe("/nl/aanmelden/");
  });

  it("nl: signed in, every page shows the notice, is private, and another owner's property is a 404", async () => {
    const page = await open("/nl/aanmelden/", "nl");
    await expectAccessible(page);
    await signIn(page, OWNER_OF_SEVERAL, PASSWORD);
    await expectAccessible(page);
    const mine = await page.$$eval(".owner-properties a", (anchors) =>
      anchors.map((a) => a.getAttribute("href") ?? ""),
    );
    const [first] = mine;
    const response = await visit(page, `${first}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    // A window of its own: one that opened it from another site keeps no hold on it (ADR 0042).
    expect(response?.headers()["cross-origin-opener-policy"]).toBe("same-origin");
    // Statistics with the graph and its table of 30 days, the demo's visits, messages and media.
    expect(
      await page.$$eval(".portal-figures dd", (cells) => cells.map((cell) => Number(cell.textContent))),
    ).toHaveLength(8);
    expect(await page.$(".views-graph svg")).not.toBeNull();
    expect(await page.$$(".views-graph table tbody tr")).toHaveLength(30);
    expect((await page.$$(".portal-table tbody tr")).length).toBeGreaterThan(0);
    await expect(page.textContent("#portal-media ~ ul")).resolves.toContain("Uw pand op onze website");
    await expectAccessible(page);

    const home = await visit(page, `/nl/`);
    expect(home?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.textContent(".signed-in-notice")).resolves.toContain("Anna Peeters");

    // The owner of one property holds the next demo listing: its number is the owner's highest plus one or more.
    const ids = mine.map((href) => Number(href.split("/").at(-2)));
    for (const other of [Math.max(...ids) + 1, 999_999_999, 0]) {
      const refused = await visit(page, `/nl/eigenaar/${other}/`);
      expect(refused?.status()).toBe(404);
    }

    await visit(page, `/nl/`);
    await signOut(page);
    await expect(page.textContent("main")).resolves.toContain("U bent afgemeld.");
    const after = await visit(page, `/nl/eigenaar/`);
    expect(new URL(after?.url() ?? "").pathname).toBe("/nl/aanmelden/");
    expect(await page.$(".signed-in-notice")).toBeNull();
  });

  it("fr: the owner of one property goes straight to it, and signs out", async () => {
    const page = await open("/fr/login/", "fr");
    await expectAccessible(page);
    await signIn(page, OWNER_OF_ONE, PASSWORD);
    expect(new URL(page.url()).pathname).toMatch(/^\/fr\/proprietaire\/\d+\/$/);
    await expect(page.textContent(".signed-in-notice")).resolves.toContain(
      "Vous êtes connecté en tant que Luc Dubois",
    );
    await expectAccessible(page);
    // A signed-in visitor's screens run their code at load: a fresh page with the session, where nothing
    // moves, hydrates by itself (ADR 0037; a public page waits for the visitor). openPage gives a page
    // looked at before its code a new context, with no pointer over it.
    const atLoad = await openPage(page.url(), {
      locale: "fr-BE",
      storageState: await page.context().storageState(),
      waitForHydration: false,
    });
    await atLoad.waitForFunction(isHydrated);
    await atLoad.context().close();
    await signOut(page);
    await expect(page.textContent("main")).resolves.toContain("Vous êtes déconnecté.");
  });

  it("anonymous pages stay shared and carry no trace of the accounts", async () => {
    const response = await fetch(`${site.url}/nl/`);
    expect(response.headers.get("cache-control") ?? "").not.toContain("private");
    // A public page keeps no window isolation from its opener (ADR 0042); the sign-in page, which takes
    // a password, does.
    expect(response.headers.get("cross-origin-opener-policy")).toBeNull();
    expect(await response.text()).not.toContain("signed-in-notice");
    const signIn = await fetch(`${site.url}/nl/aanmelden/`);
    expect(signIn.headers.get("cache-control")).toBe("private, no-store");
    expect(signIn.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });
});

describe("forgotten password", () => {
  it("nl: a known and an unknown address get the same page; only the known one gets a mail; its link works once", async () => {
    const known = "eigenaar2@example.be";
    const unknown = `nobody.${Date.now()}@example.be`;
    const texts: string[] = [];
    for (const address of [unknown, known]) {
      const page = await open("/nl/wachtwoord-vergeten/", "nl");
      await expectAccessible(page);
      await page.fill('input[name="email"]', address);
      await submit(page, 'form.account-form button[type="submit"]');
      texts.push((await page.textContent("main")) ?? "");
    }
    expect(texts[0]).toBe(texts[1]);
    expect(texts[0]).toContain("Als er een account bestaat voor dit adres");
    await eventually(() => mailsTo(known).length === 1);
    expect(mailsTo(unknown)).toEqual([]);

    const link = passwordLink(mailsTo(known)[0]?.raw ?? "", "/nl/wachtwoord-instellen/");
    const page = await open(link, "nl");
    await expectAccessible(page);
    await page.fill('input[name="password"]', "een nieuw wachtwoord voor Tom");
    await page.fill('input[name="confirm"]', "een nieuw wachtwoord voor Tom");
    await submit(page, 'form.account-form button[type="submit"]');
    await expect(page.textContent("main")).resolves.toContain("Uw wachtwoord is opgeslagen.");

    const again = await open(link, "nl", false);
    expect(mainResponse(again).status()).toBe(410);
    await expect(again.textContent("main")).resolves.toContain("Deze link is niet meer geldig.");

    const login = await open("/nl/aanmelden/", "nl", false);
    await signIn(login, known, "een nieuw wachtwoord voor Tom");
    expect(new URL(login.url()).pathname).toMatch(/^\/nl\/eigenaar\//);
  });
});

describe("staff", () => {
  it("nl → fr: staff invite an owner, who sets a password and sees the property", async () => {
    const staff = await open("/nl/aanmelden/", "nl");
    await signIn(staff, STAFF, PASSWORD);
    expect(new URL(staff.url()).pathname).toBe("/nl/beheer/");
    await expectAccessible(staff);

    const owner = await open("/nl/aanmelden/", "nl");
    await signIn(owner, OWNER_OF_SEVERAL, PASSWORD);
    const firstHref =
      (await owner.$eval(".owner-properties a", (anchor) => anchor.getAttribute("href"))) ?? "";
    const propertyId = firstHref.split("/").at(-2) ?? "";

    await staff.fill('input[name="property"]', propertyId);
    await submit(staff, "#admin-open ~ form button[type=submit]");
    expect(new URL(staff.url()).pathname).toBe(`/nl/beheer/${propertyId}/`);
    await expectAccessible(staff);

    const invited = `nieuwe.eigenaar.${Date.now()}@example.be`;
    await staff.fill("#property-invite-email", invited);
    await staff.fill("#property-invite-name", "Marie Lambert");
    await staff.selectOption("#property-invite-language", "fr");
    await submit(staff, "#property-invite-email >> xpath=ancestor::form//button");
    await expect(staff.textContent("main")).resolves.toContain("De uitnodiging staat klaar");
    await expect(staff.textContent("main")).resolves.toContain(invited);

    // A visit with feedback and status, a message and an online link, each saved and shown as the owner sees it.
    await staff.fill("#visit-at", "2026-11-20T14:30");
    await staff.fill("#visit-contact", "Familie Wouters");
    await staff.fill("#visit-subject", "Tweede bezoek");
    await staff.fill("#visit-comment", "Positieve feedback over de tuin");
    await staff.selectOption("#visit-status", "done");
    await submit(staff, "#visit-at >> xpath=ancestor::form//button");
    await expect(staff.textContent("[role=status]")).resolves.toContain("Opgeslagen.");
    await staff.fill("#message-text", "Het EPC-attest is binnen.");
    await submit(staff, "#message-text >> xpath=ancestor::form//button");
    await staff.fill("#media-label", "Immoweb");
    await staff.fill("#media-url", "javascript:alert(1)");
    expect((await submit(staff, "#media-url >> xpath=ancestor::form//button"))?.status()).toBe(400);
    await staff.fill("#media-url", "https://www.immoweb.be/nl/zoekertje/12345");
    await submit(staff, "#media-url >> xpath=ancestor::form//button");
    await expectAccessible(staff);

    await eventually(() => mailsTo(invited).length === 1);
    const link = passwordLink(mailsTo(invited)[0]?.raw ?? "", "/fr/choisir-un-mot-de-passe/");
    const page = await open(link, "fr", false);
    await page.fill('input[name="password"]', "mon mot de passe de Marie");
    await page.fill('input[name="confirm"]', "un autre mot de passe");
    await submit(page, 'form.account-form button[type="submit"]');
    await expect(page.textContent("main")).resolves.toContain(
      "Les deux mots de passe ne sont pas identiques.",
    );
    await page.fill('input[name="password"]', "mon mot de passe de Marie");
    await page.fill('input[name="confirm"]', "mon mot de passe de Marie");
    await submit(page, 'form.account-form button[type="submit"]');
    await expect(page.textContent("main")).resolves.toContain("Votre mot de passe est enregistré.");

    const login = await open("/fr/login/", "fr", false);
    await signIn(login, invited, "mon mot de passe de Marie");
    expect(new URL(login.url()).pathname).toBe(`/fr/proprietaire/${propertyId}/`);
    const portal = (await login.textContent("main")) ?? "";
    for (const recorded of [
      "20-11-2026 14:30",
      "Familie Wouters",
      "Positieve feedback over de tuin",
      "Het EPC-attest is binnen.",
      "Immoweb",
    ]) {
      expect(portal).toContain(recorded);
    }
  });

  it("an owner asking for the staff screens gets a 403 with the translated refusal", async () => {
    const page = await open("/fr/login/", "fr");
    await signIn(page, OWNER_OF_ONE, PASSWORD);
    const response = await visit(page, `/fr/administration/`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Accès refusé");
  });
});

describe("without JavaScript", () => {
  for (const language of ["nl", "fr"] as const) {
    it(`${language}: axe finds nothing on the no-JavaScript render of the portal and the staff screens`, async () => {
      const pages: [string, Page][] = [];
      const check = async (label: string, page: Page) => {
        pages.push([label, page]);
        expect(await axeViolationsWithoutJavaScript(page), `${label} ${page.url()}`).toEqual([]);
      };
      const visitor = await open(ACCOUNT_PAGE_PATHS.login[language], language, false);
      await check("sign-in", visitor);
      expect(await signIn(visitor, OWNER_OF_SEVERAL, "not the password")).toBe(401);
      await check("sign-in refused", visitor);
      await visit(visitor, ACCOUNT_PAGE_PATHS.forgotPassword[language]);
      await check("forgot password", visitor);
      await visit(visitor, `${ACCOUNT_PAGE_PATHS.setPassword[language]}?token=${"x".repeat(43)}`);
      await check("set password, a link that does not work", visitor);

      await signIn(await openSignIn(visitor, language), OWNER_OF_SEVERAL, PASSWORD);
      await check("owner's properties", visitor);
      const first = await visitor.$eval(".owner-properties a", (anchor) => anchor.getAttribute("href") ?? "");
      await visit(visitor, first);
      await check("owner's property", visitor);
      await signOut(visitor);

      const staff = await open(ACCOUNT_PAGE_PATHS.login[language], language, false);
      await signIn(staff, STAFF, PASSWORD);
      await check("staff home", staff);
      // Every staff screen in Dutch; in French the screens share their markup, so the portal is enough.
      const screens = language === "nl" ? (Object.keys(BACK_OFFICE_SCREENS) as BackOfficeScreen[]) : [];
      for (const screen of screens) {
        const response = await visit(staff, backOfficePath(screen, language));
        expect(response?.status(), screen).toBe(200);
        await check(screen, staff);
      }
      expect(pages.length).toBe(screens.length + 7);
      await visitor.context().close();
      await staff.context().close();
    });
  }
});

async function openSignIn(page: Page, language: "nl" | "fr"): Promise<Page> {
  await visit(page, ACCOUNT_PAGE_PATHS.login[language]);
  return page;
}
