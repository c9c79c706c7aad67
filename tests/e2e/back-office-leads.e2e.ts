// The leads inbox, privacy requests and testimonials review in the browser (issue 12): a visitor's
// contact request (with a CV) and testimonial; an agent marks the request done and exports the CSV (opened
// and read); approves the testimonial and sees it on the home page; cannot open the privacy screen (403);
// an admin erases the visitor, after which neither the database nor DATA_DIR holds anything of them.
// Every screen: no session → sign-in, an owner → 403, a cross-origin post refused; axe finds nothing.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "csv-parse/sync";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/db/client.server.ts";
import { tablesHolding } from "../../app/features/back-office/testing/personal-traces.ts";
import { validFields } from "../../app/features/leads/testing/valid-fields.ts";
import { answerCaptcha, fillForm, send } from "./leads-journey.ts";
import { axeViolations } from "./support/axe.ts";
import { AGED_FORM_TICKETS, type RunningSite, startBuiltSite } from "./support/built-site.ts";
import {
  BROWSER_WAIT_MS,
  mainResponse,
  openPage,
  pageProblems,
  waitForHydration,
} from "./support/browser.ts";
import { rememberSessions } from "./support/sessions.ts";

const PASSWORD = "Demo-portaal-2026";
const ADMIN = "beheer@example.be";
const AGENT = "makelaar@example.be";
const OWNER = "eigenaar@example.be";
const VISITOR = {
  firstName: "Elise",
  lastName: "Verbruggen",
  email: `elise.verbruggen.${Date.now()}@example.be`,
};
const WRITER = `Noor Vermeulen ${Date.now() % 100_000}`;
const SCREENS = {
  leads: "/nl/beheer/aanvragen/",
  privacy: "/nl/beheer/privacy/",
  testimonials: "/nl/beheer/getuigenissen/",
};

let site: RunningSite;
/** The visitor's request's page in the back office, once the agent has opened it. */
let leadPage = "";

beforeAll(async () => {
  // No SMTP server: the e-mails are kept as files under DATA_DIR/mail, which an erasure must remove too.
  site = await startBuiltSite({ env: AGED_FORM_TICKETS, output: "ignore" });
}, 180_000);

afterAll(async () => {
  await site?.stop();
});

async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  expect(pageProblems(page).uncaught).toEqual([]);
}

/** Clicks `selector` and waits for the page it leads to (hydrated). */
async function follow(page: Page, selector: string) {
  const [response] = await Promise.all([page.waitForNavigation(), page.click(selector)]);
  await waitForHydration(page);
  return response;
}

const signIn = rememberSessions(async (email, options) => {
  const page = await openPage(`${site.url}/nl/aanmelden/`, options);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', PASSWORD);
  await follow(page, 'form.account-form button[type="submit"]');
  return page;
});

/** A fresh browser signed in as `email`, on the staff home (the form filled in once per address). */
const signedIn = (email: string) => signIn(email, { locale: "nl-BE" });

async function cookieHeader(page: Page): Promise<string> {
  return (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

describe("the back office's leads, privacy and testimonials screens", () => {
  it("a visitor sends a contact request with a CV and a testimonial", async () => {
    const contact = await openPage(`${site.url}/nl/contact/`, { locale: "nl-BE" });
    await fillForm(contact, "site-contact", { ...validFields("site-contact", new Date()), ...VISITOR });
    await contact.setInputFiles('#lead-site-contact input[name="cv"]', {
      name: "cv-elise.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.7\n%…\n%%EOF\n"),
    });
    await answerCaptcha(contact, "site-contact");
    await send(contact, "site-contact");
    expect(new URL(contact.url()).pathname).toBe("/nl/bedankt/we-helpen-u-graag-verder/");

    const testimonial = await openPage(`${site.url}/nl/getuigenis/`, { locale: "nl-BE" });
    await fillForm(testimonial, "testimonial", {
      name: WRITER,
      email: VISITOR.email,
      comment: "Vlot en vriendelijk geholpen.",
      privacy: "on",
    });
    await answerCaptcha(testimonial, "testimonial");
    await send(testimonial, "testimonial");
    expect(new URL(testimonial.url()).search).toBe("?sent=testimonial");
    await eventuallyFiles(() => readdir(path.join(site.dataDir, "uploads", "cv")), 1);
  });

  it("an agent finds the request, marks it done and exports the CSV (opened and read)", async () => {
    const page = await signedIn(AGENT);
    await page.goto(`${site.url}${SCREENS.leads}`);
    await waitForHydration(page);
    await expectAccessible(page);
    await page.fill('input[name="q"]', "verbrugg");
    // The testimonial was sent from the same address: the contact form picks the request.
    await page.selectOption('select[name="form"]', "site-contact");
    await follow(page, '.staff-filters button[type="submit"]');
    expect(await page.locator("tbody tr").count()).toBe(1);
    await follow(page, "tbody tr a");
    leadPage = new URL(page.url()).pathname;
    await expectAccessible(page);
    expect(await page.locator("pre.staff-mail").allTextContents()).toContainEqual(
      expect.stringContaining(VISITOR.email),
    );
    await page.selectOption('select[name="status"]', "done");
    await page.fill('textarea[name="internalNote"]', "=Teruggebeld, afspraak gemaakt");
    await follow(page, '.account-form button[type="submit"]');
    await page.getByText("Bewaard.").waitFor();

    await page.goto(`${site.url}${SCREENS.leads}?status=done`);
    await waitForHydration(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.click('a[href^="export.csv"]'),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const rows: string[][] = parse(await readFile(file, "utf8"), { bom: true });
    expect(rows[0]?.slice(0, 5)).toEqual(["Datum", "Formulier", "Status", "Naam", "E-mail"]);
    expect(rows.slice(1).map((row) => [row[2], row[3], row[4], row[5], row[8]])).toEqual([
      [
        "Afgehandeld",
        "Elise Verbruggen",
        VISITOR.email,
        "'+32 475 12 34 56",
        "'=Teruggebeld, afspraak gemaakt",
      ],
    ]);
  });

  it("an agent approves the testimonial and it is on the home page at once", async () => {
    const home = await openPage(`${site.url}/nl/`, { locale: "nl-BE" });
    expect(await home.getByText(WRITER).count()).toBe(0);
    const page = await signedIn(AGENT);
    await page.goto(`${site.url}${SCREENS.testimonials}`);
    await waitForHydration(page);
    await expectAccessible(page);
    const item = page.locator("section", { has: page.getByRole("heading", { name: WRITER }) });
    await Promise.all([page.waitForNavigation(), item.getByRole("button", { name: "Goedkeuren" }).click()]);
    await waitForHydration(page);
    await page.getByText("Bewaard.").waitFor();
    await home.reload();
    await home.getByText(WRITER).first().waitFor();
  });

  it("an agent cannot reach the privacy screen (403)", async () => {
    const page = await signedIn(AGENT);
    const response = await page.goto(`${site.url}${SCREENS.privacy}`);
    expect(response?.status()).toBe(403);
    expect(await page.locator('a[href="/nl/beheer/privacy/"]').count()).toBe(0);
  });

  it("without a session every screen sends to sign-in; an owner gets 403; cross-origin posts are refused", async () => {
    for (const screen of [...Object.values(SCREENS), `${SCREENS.leads}export.csv`]) {
      const answer = await fetch(`${site.url}${screen}`, { redirect: "manual" });
      expect([screen, answer.status, answer.headers.get("location")]).toEqual([
        screen,
        302,
        "/nl/aanmelden/",
      ]);
    }
    const owner = await signedIn(OWNER);
    for (const screen of Object.values(SCREENS)) {
      expect((await owner.goto(`${site.url}${screen}`))?.status()).toBe(403);
    }
    const admin = await signedIn(ADMIN);
    const cookie = await cookieHeader(admin);
    expect(leadPage).toMatch(/^\/nl\/beheer\/aanvragen\/[0-9a-f-]{36}\/$/);
    for (const screen of [leadPage, SCREENS.privacy, SCREENS.testimonials]) {
      const answer = await fetch(`${site.url}${screen}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie,
          origin: "https://evil.example",
          "accept-language": "en",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ intent: "erase", email: VISITOR.email, confirm: "yes", status: "new" }),
      });
      // The request gate refuses a POST from another site's page (403, translated) before any action runs;
      // the actions' own check stands behind it (see the routes' db tests).
      expect(answer.status, screen).toBe(403);
      expect(await answer.text()).toContain("Refused: this form was sent from another website.");
    }
    await admin.goto(`${site.url}${leadPage}`);
    expect(await admin.locator('select[name="status"]').inputValue()).toBe("done");
  });

  it("an admin erases the visitor: nothing of them is left in the database or on disk", async () => {
    const page = await signedIn(ADMIN);
    await page.goto(`${site.url}${SCREENS.privacy}`);
    await waitForHydration(page);
    await expectAccessible(page);
    await page.fill('input[name="email"]', VISITOR.email);
    await follow(page, '.account-form button[type="submit"]');
    expect(await page.locator('tr[data-kind="leads"] td').last().textContent()).toBe("2");
    expect(await page.locator('tr[data-kind="cvs"] td').last().textContent()).toBe("1");
    await expectAccessible(page);
    await follow(page, 'input[value="review"] ~ button');
    await expectAccessible(page);
    await page.check('input[name="confirm"]');
    await follow(page, 'input[value="erase"] ~ .field ~ button');
    await page.getByText(/^Gewist: \d+ gegevens/).waitFor();
    expect(mainResponse(page).status()).toBe(200);

    // The server stops (as production does), then its database and DATA_DIR are read directly.
    await site.halt();
    expect(await readdir(path.join(site.dataDir, "uploads", "cv"))).toEqual([]);
    const mailDir = path.join(site.dataDir, "mail");
    for (const name of await readdir(mailDir).catch(() => [])) {
      expect(await readFile(path.join(mailDir, name), "utf8")).not.toContain("Verbruggen");
    }
    const connection = await openDatabase({ dataDir: path.join(site.dataDir, "db") });
    try {
      for (const trace of [VISITOR.email, VISITOR.lastName, WRITER]) {
        expect(await tablesHolding(connection.db, trace), trace).toEqual({});
      }
    } finally {
      await connection.close();
    }
  });
});

async function eventuallyFiles(list: () => Promise<string[]>, atLeast: number): Promise<void> {
  await expect
    .poll(async () => (await list().catch(() => [])).length, { timeout: BROWSER_WAIT_MS })
    .toBeGreaterThanOrEqual(atLeast);
}
