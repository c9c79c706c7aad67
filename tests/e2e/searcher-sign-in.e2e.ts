// The searcher's sign-in in the browser (issue 17 part 4, ADR 0026): the demand register sent without
// JavaScript, its confirmation link from the SMTP peer followed, then signed in with the demand register's
// e-mail and password, the alerts page (axe: nothing with or without JavaScript), an alert paused, signed out;
// an owner who confirms a demand register keeps their portal and reaches the alerts from the notice.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, type SmtpPeer, startSmtpPeer } from "../../app/features/leads/testing/smtp-peer.ts";
import { validFields } from "../../app/features/leads/testing/valid-fields.ts";
import { answerCaptcha, decodeQuotedPrintable, fillForm, send } from "./leads-journey.ts";
import { axeViolations, axeViolationsWithoutJavaScript, formatViolations } from "./support/axe.ts";
import { AGED_FORM_TICKETS, type RunningSite, startBuiltSite } from "./support/built-site.ts";
import {
  BROWSER_WAIT_MS,
  mainResponse,
  openPage,
  pageProblems,
  waitForHydration,
} from "./support/browser.ts";

const ALERTS_PATH = "/nl/account/zoekopdrachten/";

let peer: SmtpPeer;
let site: RunningSite;

beforeAll(async () => {
  peer = await startSmtpPeer();
  site = await startBuiltSite({ env: { SMTP_URL: peer.url, ...AGED_FORM_TICKETS }, output: "ignore" });
}, 180_000);

afterAll(async () => {
  await site?.stop();
  await peer?.stop();
});

/** Posts the form `button` belongs to and waits for the next page (hydrated, when JavaScript runs). */
async function submit(page: Page, button: string, javaScript: boolean): Promise<void> {
  await Promise.all([page.waitForNavigation(), page.click(button)]);
  if (javaScript) await waitForHydration(page);
}

async function signIn(page: Page, email: string, password: string, javaScript: boolean): Promise<void> {
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await submit(page, 'form.account-form button[type="submit"]', javaScript);
}

/** Sends the demand register without JavaScript, as a visitor does; ends on its thank-you page. */
async function register(values: Record<string, string | string[]>): Promise<void> {
  const page = await openPage(`${site.url}/nl/hou-me-op-de-hoogte/`, {
    locale: "nl-BE",
    javaScriptEnabled: false,
  });
  await fillForm(page, "demand-register", values);
  await answerCaptcha(page, "demand-register");
  await send(page, "demand-register");
  expect(new URL(page.url()).pathname).toBe("/nl/bedankt/demand-register/");
}

/** Follows the confirmation link of the demand register's e-mail from the SMTP peer, and confirms. */
async function confirmFromMail(email: string): Promise<void> {
  await eventually(() => peer.received.some((mail) => mail.to.includes(email)), BROWSER_WAIT_MS);
  const mail = decodeQuotedPrintable(peer.received.find((one) => one.to.includes(email))?.raw ?? "");
  const link = /https?:\/\/[^/\s]+(\/nl\/bevestigen\/\?token=[\w.-]+)/.exec(mail)?.[1];
  if (!link) throw new Error("No confirmation link in the demand register's e-mail");
  const confirm = await openPage(`${site.url}${link}`, { locale: "nl-BE", javaScriptEnabled: false });
  await submit(confirm, "main form button[type=submit]", false);
  await expect(confirm.textContent("main")).resolves.toContain("Uw zoekopdracht is bevestigd.");
  expect(await confirm.getAttribute("main a[href='/nl/aanmelden/']", "href")).toBe("/nl/aanmelden/");
}

describe("searcher sign-in", () => {
  it("searcher sign-in: register, confirm the link, sign in, pause an alert, sign out", async () => {
    const email = `zoeker.${Date.now()}@example.be`;
    const fields = validFields("demand-register", new Date());
    const password = String(fields.password);
    const values = { ...fields, email };

    await register(values);

    // Before the address is confirmed, the demand register's password signs no one in.
    const early = await openPage(`${site.url}/nl/aanmelden/`, { locale: "nl-BE", javaScriptEnabled: false });
    await signIn(early, email, password, false);
    expect(new URL(early.url()).pathname).toBe("/nl/aanmelden/");
    await expect(early.textContent("main")).resolves.toContain("Aanmelden mislukt");

    await confirmFromMail(email);

    // Without JavaScript: signed in, the searcher lands on their alerts; the notice leads there too.
    const page = await openPage(`${site.url}/nl/aanmelden/`, { locale: "nl-BE", javaScriptEnabled: false });
    await signIn(page, email, password, false);
    expect(new URL(page.url()).pathname).toBe(ALERTS_PATH);
    await expect(page.textContent("main")).resolves.toContain(`De zoekopdrachten van ${email}.`);
    await expect(page.textContent(".signed-in-notice")).resolves.toContain(
      "U bent aangemeld als Jean Dupont",
    );
    expect(await page.getAttribute(".signed-in-notice a", "href")).toBe(ALERTS_PATH);
    expect(await page.locator(".lead-manage-alert").count()).toBe(1);
    const withoutScript = await axeViolationsWithoutJavaScript(page);
    expect(withoutScript, formatViolations(withoutScript)).toEqual([]);
    // Paused by a plain form post; the page comes back with the outcome.
    await submit(page, ".lead-manage-alert-actions button[value=pause]", false);
    expect(new URL(page.url()).pathname).toBe(ALERTS_PATH);
    await expect(page.textContent("main")).resolves.toContain("Uw zoekopdracht is gepauzeerd.");
    // The owner portal is not a searcher's.
    const portal = await page.goto(`${site.url}/nl/eigenaar/`);
    expect(portal?.status()).toBe(404);

    // With JavaScript: the same page, resumed and paused again through its forms, then signed out.
    const scripted = await openPage(`${site.url}/nl/aanmelden/`, { locale: "nl-BE" });
    await signIn(scripted, email, password, true);
    expect(new URL(scripted.url()).pathname).toBe(ALERTS_PATH);
    expect(mainResponse(scripted).headers()["cache-control"]).toBe("private, no-store");
    const withScript = await axeViolations(scripted);
    expect(withScript, formatViolations(withScript)).toEqual([]);

    await scripted.getByRole("button", { name: "Hervatten" }).click();
    await scripted.getByText("Uw zoekopdracht is opnieuw actief.").waitFor();
    await scripted.getByRole("button", { name: "Pauzeren" }).click();
    await scripted.getByText("Uw zoekopdracht is gepauzeerd.").waitFor();
    await scripted.getByRole("heading", { name: "Gepauzeerd" }).waitFor();
    await scripted.getByRole("button", { name: "Hervatten" }).waitFor();

    await submit(scripted, ".signed-in-notice input[value=sign-out] + button", true);
    await expect(scripted.textContent("main")).resolves.toContain("U bent afgemeld");
    await scripted.goto(`${site.url}${ALERTS_PATH}`);
    expect(new URL(scripted.url()).pathname).toBe("/nl/aanmelden/");
    expect(pageProblems(scripted).uncaught).toEqual([]);
  });

  it("searcher sign-in: an owner who confirms a demand register keeps the portal and finds the alerts from the notice", async () => {
    // The demo owner of README "Demo sign-in"; the demand register's own password does not replace theirs.
    const email = "eigenaar@example.be";
    await register({ ...validFields("demand-register", new Date()), email });
    await confirmFromMail(email);
    const page = await openPage(`${site.url}/nl/aanmelden/`, { locale: "nl-BE", javaScriptEnabled: false });
    await signIn(page, email, "Demo-portaal-2026", false);
    expect(new URL(page.url()).pathname).toBe("/nl/eigenaar/");
    const alerts = page.locator(".signed-in-notice a", { hasText: "Mijn zoekopdrachten" });
    expect(await alerts.getAttribute("href")).toBe(ALERTS_PATH);
    await Promise.all([page.waitForNavigation(), alerts.click()]);
    await expect(page.textContent("main")).resolves.toContain(`De zoekopdrachten van ${email}.`);
    expect(await page.locator(".lead-manage-alert").count()).toBe(1);
  });
});
