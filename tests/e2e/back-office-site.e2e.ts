// The back office's site configuration and pages screens in the browser (issue 12): an admin changes a
// menu title in French and the French site shows it at once; reorders the footer columns and the site
// follows; publishes an article through its preview (no cookie banner there); two tabs editing the same
// page: the second save is refused with the message and keeps its input; an agent cannot open the site
// configuration (403) but can open the pages; axe finds nothing on any of these screens.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { type RunningSite, startBuiltSite } from "./support/built-site.ts";
import { openPage, pageProblems, waitForHydration } from "./support/browser.ts";
import { rememberSessions } from "./support/sessions.ts";

const PASSWORD = "Demo-portaal-2026";
const ADMIN = "beheer@example.be";
const AGENT = "makelaar@example.be";
const OWNER = "proprietaire@example.be";

let site: RunningSite;

beforeAll(async () => {
  site = await startBuiltSite({ output: "ignore" });
}, 180_000);

afterAll(async () => {
  await site?.stop();
});

async function submit(page: Page, selector: string) {
  const [response] = await Promise.all([page.waitForNavigation(), page.click(selector)]);
  await waitForHydration(page);
  return response;
}

async function visit(page: Page, path: string) {
  const response = await page.goto(`${site.url}${path}`);
  await waitForHydration(page);
  return response;
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  expect(pageProblems(page).uncaught).toEqual([]);
}

const signIn = rememberSessions(async (email, options) => {
  const page = await openPage(`${site.url}/fr/login/`, options);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', PASSWORD);
  await submit(page, 'form.account-form button[type="submit"]');
  return page;
});
/** A French browser signed in as `email`, on the page it lands on (the form filled in once per address). */
const signedIn = (email: string) => signIn(email, { locale: "fr-BE" });

async function footerTitles(page: Page): Promise<string[]> {
  return page.$$eval(".site-footer .footer-title", (titles) =>
    titles.map((title) => title.textContent ?? ""),
  );
}

describe("site configuration", () => {
  it("journey 1: a menu title changed in fr shows on the French site at once", async () => {
    const page = await signedIn(ADMIN);
    await visit(page, "/fr/administration/site/");
    await expectAccessible(page);
    const menus = await visit(page, "/fr/administration/site/menus/");
    expect(menus?.status()).toBe(200);
    expect(menus?.headers()["cache-control"]).toBe("private, no-store");
    await expectAccessible(page);
    const form = page.locator("form", { has: page.locator('input[name="title_fr"][value="À vendre"]') });
    await form.locator('input[name="title_fr"]').fill("Biens à acheter");
    const saved = await Promise.all([
      page.waitForNavigation(),
      form.locator('button[type="submit"]').click(),
    ]);
    expect(saved[0]?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.textContent("main")).resolves.toContain("Enregistré.");

    const visitor = await openPage(`${site.url}/fr/`, { locale: "fr-BE" });
    await expect(visitor.textContent(".main-nav")).resolves.toContain("Biens à acheter");
    await expect(visitor.textContent(".main-nav")).resolves.not.toContain("À vendre");
    // The other languages keep their titles.
    const dutch = await openPage(`${site.url}/nl/`, { locale: "nl-BE" });
    await expect(dutch.textContent(".main-nav")).resolves.toContain("Te koop");
  });

  it("journey 1: an entry added to the menus shows on the site at once; deleted after its confirmation, it is gone", async () => {
    const page = await signedIn(ADMIN);
    await visit(page, "/fr/administration/site/menus/");
    const adding = page.locator('form[aria-labelledby="menu-new-heading"]');
    await adding.locator('input[name="title_fr"]').fill("Vie privée");
    await adding.locator('input[name="title_nl"]').fill("Privacy");
    await adding.locator('input[name="path"]').fill("/privacy/");
    await adding.locator('select[name="status"]').selectOption("Published");
    await Promise.all([page.waitForNavigation(), adding.locator('button[type="submit"]').click()]);
    await waitForHydration(page);
    await expect(page.textContent("main")).resolves.toContain("Enregistré.");
    await expectAccessible(page);
    const visitor = await openPage(`${site.url}/fr/`, { locale: "fr-BE" });
    await expect(visitor.textContent(".main-nav")).resolves.toContain("Vie privée");

    const entry = page.locator("li", { has: page.locator('input[name="title_fr"][value="Vie privée"]') });
    // Not without the confirmation: the entry stays, and the box says why.
    await Promise.all([page.waitForNavigation(), entry.locator(".site-admin-delete button").click()]);
    await expect(page.textContent("main")).resolves.toContain("Cochez la confirmation");
    await entry.locator('.site-admin-delete input[name="confirm"]').check();
    await Promise.all([page.waitForNavigation(), entry.locator(".site-admin-delete button").click()]);
    await waitForHydration(page);
    await expect(page.textContent("main")).resolves.toContain("Enregistré.");
    await expect(page.locator('input[name="title_fr"][value="Vie privée"]').count()).resolves.toBe(0);
    const later = await openPage(`${site.url}/fr/`, { locale: "fr-BE" });
    await expect(later.textContent(".main-nav")).resolves.not.toContain("Vie privée");
  });

  it("journey 2: footer columns moved in the back office are in the new order on the site", async () => {
    const before = await footerTitles(await openPage(`${site.url}/fr/`, { locale: "fr-BE" }));
    expect(before.length).toBeGreaterThan(1);
    const page = await signedIn(ADMIN);
    await visit(page, "/fr/administration/site/footer/");
    await expectAccessible(page);
    await submit(page, `button[aria-label="Descendre: ${before[0]}"]`);
    await expect(page.textContent("main")).resolves.toContain("Enregistré.");
    const after = await footerTitles(await openPage(`${site.url}/fr/`, { locale: "fr-BE" }));
    expect(after).toEqual([before[1], before[0], ...before.slice(2)]);
  });

  it("journey 3: a form posted from an older version of the settings is refused with the message", async () => {
    const page = await signedIn(ADMIN);
    await visit(page, "/fr/administration/site/display/");
    await expectAccessible(page);
    const second = await page.context().newPage();
    await visit(second, "/fr/administration/site/display/");
    await page.check("#display-showFreeEvaluation");
    await submit(page, '.site-admin form.account-form button[type="submit"]');
    await expect(page.textContent("main")).resolves.toContain("Enregistré.");
    await second.uncheck("#display-showHomeMenu");
    const refused = await submit(second, '.site-admin form.account-form button[type="submit"]');
    expect(refused?.status()).toBe(409);
    await expect(second.textContent("main")).resolves.toContain(
      "Quelqu'un d'autre a modifié ceci entre-temps",
    );
    expect(await second.isChecked("#display-showHomeMenu")).toBe(false);
  });

  it("journey 4: an analytics id in the wrong format is refused with its message, nothing saved", async () => {
    const page = await signedIn(ADMIN);
    await visit(page, "/fr/administration/site/information/");
    await expectAccessible(page);
    await page.fill("#information-googleTagManagerId", "UA-12345");
    const refused = await submit(page, '.site-admin form.account-form button[type="submit"]');
    expect(refused?.status()).toBe(400);
    await expect(page.textContent("#information-googleTagManagerId-error")).resolves.toContain("GTM-ABC1234");
    expect(await page.getAttribute("#information-googleTagManagerId", "aria-describedby")).toContain(
      "information-googleTagManagerId-error",
    );
    await expectAccessible(page);
  });

  it("axe 1: the header links, logo and banner, and languages sub-pages have no violations", async () => {
    const page = await signedIn(ADMIN);
    for (const section of ["header-links", "branding", "languages"]) {
      const response = await visit(page, `/fr/administration/site/${section}/`);
      expect(response?.status()).toBe(200);
      await expectAccessible(page);
    }
  });

  it("security 1: an agent is refused the site configuration (403) but opens the pages", async () => {
    const page = await signedIn(AGENT);
    for (const path of ["/fr/administration/site/", "/fr/administration/site/menus/"]) {
      const response = await visit(page, path);
      expect(response?.status()).toBe(403);
    }
    const pages = await visit(page, "/fr/administration/pages/");
    expect(pages?.status()).toBe(200);
    await expect(page.textContent("nav[aria-label]")).resolves.not.toContain("Configuration du site");
  });

  it("security 2: no session → sign-in; an owner → 403 on every screen", async () => {
    const paths = [
      "/fr/administration/site/",
      "/fr/administration/site/footer/",
      "/fr/administration/pages/",
      "/fr/administration/pages/article/1/",
      "/fr/administration/pages/preview/article/1/",
    ];
    const anonymous = await openPage(`${site.url}/fr/`, { locale: "fr-BE" });
    for (const path of paths) {
      await visit(anonymous, path);
      expect(new URL(anonymous.url()).pathname).toBe("/fr/login/");
    }
    const owner = await signedIn(OWNER);
    for (const path of paths) expect((await visit(owner, path))?.status()).toBe(403);
  });
});

describe("pages and articles", () => {
  it("journey 5: an article changed as a draft is published from its preview, then shows on the site", async () => {
    const page = await signedIn(ADMIN);
    await visit(page, "/fr/administration/pages/");
    await expectAccessible(page);
    await submit(page, 'li[data-content="disclaimer"] a:text("Modifier")');
    await expectAccessible(page);
    await page.fill(
      "#edit-body-fr",
      '<p>Nouvelle clause de 2026.</p><script>alert(1)</script><p onclick="x()">Fin.</p>',
    );
    await page.selectOption("#edit-status", "Draft");
    await submit(page, '.content-edit-form button[type="submit"]');
    await expect(page.textContent("main")).resolves.toContain("Enregistré.");
    // The body went through the listing texts' sanitizer: no script, no handler.
    const stored = await page.inputValue("#edit-body-fr");
    expect(stored).toContain("Nouvelle clause de 2026.");
    expect(stored).not.toContain("script");
    expect(stored).not.toContain("onclick");

    const before = await fetch(`${site.url}/fr/Disclaimer/`);
    expect(await before.text()).not.toContain("Nouvelle clause de 2026.");

    const previewPath = await page.getAttribute('a:text("Aperçu")', "href");
    expect(previewPath).toContain("preview");
    // A staff member who never chose about cookies: no banner on a preview.
    const preview = await openPage(`${site.url}/fr/login/`, { locale: "fr-BE", consentCookie: null });
    await preview.context().addCookies(await page.context().cookies());
    const response = await visit(preview, previewPath ?? "");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(preview.textContent("main")).resolves.toContain("Nouvelle clause de 2026.");
    // The banner's markup is in every page; on a preview it stays hidden, before and after hydration.
    expect(await preview.locator(".consent-banner").isVisible()).toBe(false);
    await expectAccessible(preview);
    await submit(preview, 'button:text("Publier")');
    await expect(preview.textContent("main")).resolves.toContain("Enregistré.");

    const after = await fetch(`${site.url}/fr/Disclaimer/`);
    expect(await after.text()).toContain("Nouvelle clause de 2026.");
    // A visitor cannot open the preview.
    const anonymous = await fetch(`${site.url}${previewPath}`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
  });

  it("journey 6: two tabs editing the same page: the second save is refused with the message, its input kept", async () => {
    const first = await signedIn(ADMIN);
    await visit(first, "/fr/administration/pages/");
    const editPath = await first.getAttribute('li[data-content="/privacy/"] a:text("Modifier")', "href");
    await visit(first, editPath ?? "");
    const second = await first.context().newPage();
    await visit(second, editPath ?? "");
    await first.fill("#edit-title-fr", "Vie privée (onglet 1)");
    await submit(first, '.content-edit-form button[type="submit"]');
    await expect(first.textContent("main")).resolves.toContain("Enregistré.");
    await second.fill("#edit-title-fr", "Vie privée (onglet 2)");
    const refused = await submit(second, '.content-edit-form button[type="submit"]');
    expect(refused?.status()).toBe(409);
    await expect(second.textContent("main")).resolves.toContain(
      "Quelqu'un d'autre a modifié ceci entre-temps",
    );
    expect(await second.inputValue("#edit-title-fr")).toBe("Vie privée (onglet 2)");
    await expectAccessible(second);
    await visit(second, editPath ?? "");
    expect(await second.inputValue("#edit-title-fr")).toBe("Vie privée (onglet 1)");
  });

  it("journey 7: a new article is created as a draft and opens on its edit page", async () => {
    const page = await signedIn(AGENT);
    await visit(page, "/fr/administration/pages/");
    await page.fill("#new-article-slug", "Pas Un Slug");
    const refused = await submit(page, 'form:has(input[value="new-article"]) button[type="submit"]');
    expect(refused?.status()).toBe(400);
    await expectAccessible(page);
    await page.fill("#new-article-slug", "nouvelles-2026");
    await page.fill("#new-article-title", "Nouvelles 2026");
    await submit(page, 'form:has(input[value="new-article"]) button[type="submit"]');
    expect(new URL(page.url()).pathname).toMatch(/^\/fr\/administration\/pages\/article\/\d+\/$/);
    expect(await page.inputValue("#edit-title-fr")).toBe("Nouvelles 2026");
    await expectAccessible(page);
  });
});
