// The back office's listings, users and API keys screens in the browser: an agent creates a listing with a photo
// through the form and sees it on the public site, unpublishes it and finds it gone from the public list
// and page at once; an agent gets 403 on the users screen; the only admin cannot step down (the screen
// says why). axe finds nothing on any of these screens.
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { type RunningSite, startBuiltSite } from "./support/built-site.ts";
import { openPage, pageProblems, waitForHydration } from "./support/browser.ts";
import { rememberSessions } from "./support/sessions.ts";

// The demo accounts of app/features/accounts/demo-accounts.server.ts (README, "Demo sign-in").
const PASSWORD = "Demo-portaal-2026";
const ADMIN = "beheer@example.be";
const AGENT = "makelaar@example.be";

let site: RunningSite;
/** The back-office page of the listing the first journey creates. */
let createdPath = "/en/admin/listings/new/";

beforeAll(async () => {
  site = await startBuiltSite({ output: "ignore" });
}, 180_000);

afterAll(async () => {
  await site?.stop();
});

async function open(path: string, javaScriptEnabled = true): Promise<Page> {
  const page = await openPage(`${site.url}${path}`, { locale: "en-BE", javaScriptEnabled });
  if (javaScriptEnabled) await waitForHydration(page);
  return page;
}

/** Posts the form `button` belongs to and waits for the next page. */
async function submit(page: Page, button: string) {
  const [response] = await Promise.all([page.waitForNavigation(), page.click(button)]);
  return response;
}

const signIn = rememberSessions(async (email, options) => {
  const page = await open("/en/login/", options.javaScriptEnabled);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', PASSWORD);
  await submit(page, 'form.account-form button[type="submit"]');
  if (options.javaScriptEnabled) await waitForHydration(page);
  return page;
});

// Pages without JavaScript show each answer's own status; axe runs on pages with it. The sign-in form is
// filled in once per address; later journeys start from its session.
const signedIn = (email: string, javaScriptEnabled: boolean) =>
  signIn(email, { locale: "en-BE", javaScriptEnabled });

async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  expect(pageProblems(page).uncaught).toEqual([]);
}

const publicIds = async (page: Page) => {
  await page.goto(`${site.url}/en/for-sale/`);
  const hrefs = await page
    .locator(".listing-card-link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => Number(href.split("/").at(-2)));
};

describe("back office: listings", () => {
  it("journey 1: an agent creates a listing with a photo and sees it on the public site, then unpublishes it and it is gone at once", async () => {
    const agent = await signedIn(AGENT, false);
    const table = await agent.goto(`${site.url}/en/admin/listings/`);
    expect(table?.status()).toBe(200);
    expect(table?.headers()["cache-control"]).toBe("private, no-store");

    await agent.goto(`${site.url}/en/admin/listings/new/`);
    const reference = `E2E-${Date.now()}`;
    await agent.fill("#listing-reference", reference);
    await agent.selectOption("#listing-goal", "sale");
    await agent.fill("#listing-price", "289000");
    await agent.fill("#listing-zip", "2800");
    await agent.fill("#listing-city", "Mechelen");
    await agent.fill("#listing-latitude", "51.028");
    await agent.fill("#listing-longitude", "4.48");
    await agent.fill("#listing-bedrooms", "2");
    await agent.fill("#listing-title-en", "Bright terraced house");
    await agent.fill("#listing-description-en", "<p>Close to the station.</p>");
    await submit(agent, "form.listing-form button[type=submit]");
    const editPath = new URL(agent.url()).pathname;
    expect(editPath).toMatch(/^\/en\/admin\/listings\/\d+\/$/);
    const id = Number(editPath.split("/").at(-2));
    await expect(agent.textContent("main")).resolves.toContain("The listing was saved.");
    createdPath = editPath;

    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#4a7" } })
      .jpeg()
      .toBuffer();
    await agent.setInputFiles("#photo-file", { name: "front.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await agent.fill("#photo-new-alt-en", "Front of the house");
    const uploaded = await submit(agent, "#photo-file >> xpath=ancestor::form//button[@type='submit']");
    expect(uploaded?.status()).toBe(200);
    expect(await agent.$$(".back-office-photos li")).toHaveLength(1);

    // The public site shows the new listing first, and its page shows the uploaded photo.
    const visitor = await open("/en/", false);
    expect((await publicIds(visitor))[0]).toBe(id);
    const detail = await visitor.goto(`${site.url}/property/${id}/`);
    expect(detail?.status()).toBe(200);
    const photo = visitor.locator('img[alt="Front of the house"]').first();
    const source = (await photo.getAttribute("src")) ?? "";
    expect(source).toMatch(/\/media\/upload-[a-z2-7]{24}/);
    const media = await fetch(`${site.url}${source}`);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toMatch(/^image\//);

    // Unpublished from the table (found by its reference): gone from the list and the page at once.
    await agent.goto(`${site.url}/en/admin/listings/?q=${reference}`);
    expect(await agent.$$("tbody tr")).toHaveLength(1);
    const answer = await submit(agent, `tr[data-listing="${id}"] button[type=submit]`);
    expect(answer?.status()).toBe(200);
    await expect(agent.textContent("main")).resolves.toContain("The listing was taken off the site.");
    expect(await publicIds(visitor)).not.toContain(id);
    const gone = await visitor.goto(`${site.url}/property/${id}/`);
    expect(gone?.status()).toBe(404);
  });

  it("security 1: an agent gets 403 on the users screen; without a session the screens send to sign in", async () => {
    const agent = await signedIn(AGENT, false);
    const refused = await agent.goto(`${site.url}/en/admin/users/`);
    expect(refused?.status()).toBe(403);
    const anonymous = await open("/en/", false);
    const screens = [
      ["/en/admin/users/", "/en/login/"],
      ["/en/admin/listings/", "/en/login/"],
      ["/nl/beheer/panden/nieuw/", "/nl/aanmelden/"],
    ];
    for (const [path, login] of screens) {
      await anonymous.goto(`${site.url}${path}`);
      expect(new URL(anonymous.url()).pathname).toBe(login);
    }
  });

  it("journey 2: the only admin cannot demote themselves; the users screen says why", async () => {
    const admin = await signedIn(ADMIN, false);
    const users = await admin.goto(`${site.url}/en/admin/users/`);
    expect(users?.status()).toBe(200);
    const answer = await submit(admin, `tr[data-account="${ADMIN}"] input[value=role] ~ button`);
    expect(answer?.status()).toBe(409);
    await expect(admin.textContent("main")).resolves.toContain("This is the last administrator");
    await expect(admin.textContent(`tr[data-account="${ADMIN}"]`)).resolves.toContain("Administrator");
  });

  it("axe 1: no violations on the listings table, the listing form, the users screen, its refusal, the 403 page and the API keys", async () => {
    const agent = await signedIn(AGENT, true);
    for (const path of [
      "/en/admin/listings/",
      "/en/admin/listings/new/",
      createdPath,
      "/nl/beheer/panden/",
    ]) {
      await agent.goto(`${site.url}${path}`);
      await waitForHydration(agent);
      await expectAccessible(agent);
    }
    const refused = await agent.goto(`${site.url}/en/admin/users/`);
    expect(refused?.status()).toBe(403);
    await expectAccessible(agent);

    const admin = await signedIn(ADMIN, true);
    await admin.goto(`${site.url}/en/admin/users/`);
    await waitForHydration(admin);
    await expectAccessible(admin);
    await admin.click(`tr[data-account="${ADMIN}"] input[value=role] ~ button`);
    await admin.waitForSelector("text=This is the last administrator");
    await expectAccessible(admin);

    // API keys: the list, and a created key shown once.
    await admin.goto(`${site.url}/en/admin/api-keys/`);
    await waitForHydration(admin);
    await expectAccessible(admin);
    await admin.fill("#api-key-name", "Test CRM");
    await admin.click("#api-key-name >> xpath=ancestor::form//button[@type='submit']");
    await admin.waitForSelector(".api-key-value");
    expect(await admin.textContent(".api-key-value")).toMatch(/^imk_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    await expectAccessible(admin);
  });
});
