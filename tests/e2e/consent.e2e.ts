// Cookie consent (spec §2, §4, §7, issue 11): with the tag manager, analytics and pixel identifiers
// configured and their hosts played by a stand-in on loopback, every request a page makes is recorded.
// Nothing reaches the stand-in before consent or after a decline; after agreeing the tags load and the
// data layer holds Consent Mode's default, its update and the page view in that order.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../app/db/client.server.ts";
import { siteSettings } from "../../app/db/schema/content.ts";
import { axeViolations } from "./support/axe.ts";
import { freePort, type RunningSite, startBuiltSite } from "./support/built-site.ts";
import {
  BROWSER_WAIT_MS,
  clickWhenSettled,
  mainResponse,
  openPage,
  pageProblems,
  waitForHydration,
} from "./support/browser.ts";
import { startTagStandIn, type TagStandIn } from "./support/tag-stand-in.ts";

const IDS = {
  googleTagManagerId: "GTM-TEST123",
  googleAnalyticsId: "G-TEST4567",
  facebookPixelId: "1234567890",
};

let standIn: TagStandIn;
let site: RunningSite;
let dataDir: string;
let tileOrigin: string;

beforeAll(async () => {
  standIn = await startTagStandIn();
  // The site configuration holds the identifiers: written into a copy of the seeded data before the site
  // starts.
  dataDir = await mkdtemp(path.join(tmpdir(), "immo-consent-"));
  await cp(inject("e2eSeededDataDir"), dataDir, { recursive: true });
  const connection = await openDatabase({ dataDir: path.join(dataDir, "db") });
  try {
    const [settings] = await connection.db.select().from(siteSettings).limit(1);
    if (!settings) throw new Error("The demo seed wrote no site settings.");
    await connection.db
      .update(siteSettings)
      .set({ siteInformation: { ...settings.siteInformation, analytics: IDS } })
      .where(eq(siteSettings.id, settings.id));
  } finally {
    await connection.close();
  }
  // Map tiles from "another site" that listens nowhere: the map's requests stay on loopback.
  tileOrigin = `https://127.0.0.1:${await freePort()}`;
  site = await startBuiltSite({
    env: {
      DATA_DIR: dataDir,
      GOOGLE_TAG_ORIGIN: standIn.origin,
      META_PIXEL_ORIGIN: standIn.origin,
      MAP_TILE_URL: `${tileOrigin}/{z}/{x}/{y}.png`,
    },
    output: "ignore",
  });
}, 240_000);

afterAll(async () => {
  await site?.stop();
  await standIn?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

type Recorded = { page: Page; urls: string[] };

/** Opens a page with every request it makes recorded from the very first. */
async function visit(pathname: string, language: "nl" | "fr", width = 1280): Promise<Recorded> {
  const urls: string[] = [];
  const page = await openPage(`${site.url}${pathname}`, {
    locale: `${language}-BE`,
    width,
    consentCookie: null,
    beforeNavigation: (opened) => opened.on("request", (request) => urls.push(request.url())),
  });
  return { page, urls };
}

/** A second page in the same browser context (cookies and storage kept), recorded like the first. */
async function next(recorded: Recorded, pathname: string): Promise<Recorded> {
  const page = await recorded.page.context().newPage();
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  await page.goto(`${site.url}${pathname}`);
  await waitForHydration(page);
  return { page, urls };
}

const toStandIn = (urls: string[]) => urls.filter((url) => url.startsWith(standIn.origin));

/** Every request stays on this machine: the site, the stand-in or the tiles' address (never answered). */
function expectOnlyLoopback(urls: string[]): void {
  for (const url of urls) {
    if (url.startsWith("data:") || url.startsWith("blob:")) continue;
    expect(new URL(url).hostname, url).toBe("127.0.0.1");
  }
}

/**
 * Resolves once the page has applied the visitor's choice, which it does 500 ms after the choice is known
 * (spec §4 step 5): Consent Mode's update is then in the data layer, and with it every tag the choice
 * allows has been added to the page. `updates` counts the updates to wait for (one per choice applied).
 */
async function choiceApplied(page: Page, updates = 1): Promise<void> {
  const isUpdate = (entry: unknown) =>
    Array.isArray(entry) && entry[0] === "consent" && entry[1] === "update";
  await expect
    .poll(async () => (await dataLayer(page)).filter(isUpdate).length, { timeout: BROWSER_WAIT_MS })
    .toBeGreaterThanOrEqual(updates);
}

/** The scripts the page added from the tags' hosts, as path and query: a request leaves for each. */
function standInScripts(page: Page): Promise<string[]> {
  return page.evaluate(
    (origin) =>
      [...document.querySelectorAll("script[src]")]
        .map((script) => script.getAttribute("src") ?? "")
        .filter((src) => src.startsWith(origin))
        .map((src) => src.slice(origin.length))
        .sort(),
    standIn.origin,
  );
}

/** The data layer as plain values: gtag() calls as arrays, other pushes as they are. */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === "[object Arguments]"
        ? JSON.parse(JSON.stringify(Array.from(entry as ArrayLike<unknown>)))
        : JSON.parse(JSON.stringify(entry)),
    ),
  );
}

const LABELS = {
  nl: {
    agree: "Alles accepteren",
    decline: "Weigeren",
    settings: "Instellingen aanpassen",
    save: "Mijn keuze bewaren",
    link: "Cookie-instellingen",
    analytics: "Analyse",
    showMap: "Kaart tonen",
    always: "Altijd toestaan",
  },
  fr: {
    agree: "Tout accepter",
    decline: "Refuser",
    settings: "Modifier les paramètres",
    save: "Enregistrer mon choix",
    link: "Paramètres des cookies",
    analytics: "Analyse",
    showMap: "Afficher la carte",
    always: "Toujours autoriser",
  },
} as const;

const HOME = { nl: "/nl/", fr: "/fr/" } as const;

async function consentCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === "consent")?.value;
}

/** The first property page linked from the for-sale list. */
async function propertyPath(language: "nl" | "fr"): Promise<string> {
  const list = language === "nl" ? "/nl/te-koop/" : "/fr/a-vendre/";
  const html = await (await fetch(`${site.url}${list}`)).text();
  const found = new RegExp(`href="(${list}[^"]+/\\d+/)"`).exec(html)?.[1];
  if (!found) throw new Error(`No property link on ${list}`);
  return found;
}

describe.each(["nl", "fr"] as const)("cookie consent (%s)", (language) => {
  const label = LABELS[language];

  it("consent e2e 1: before consent the banner shows and no request leaves for the tags' hosts", async () => {
    const { page, urls } = await visit(HOME[language], language);
    // The banner is in the page; once hydrated its buttons work.
    await page.getByRole("dialog").getByRole("button", { name: label.agree }).waitFor();
    // The CSP of a visitor who has not chosen yet allows the tags (they may agree on this page)…
    expect(mainResponse(page).headers()["content-security-policy"]).toContain(standIn.origin);
    // The page has hydrated and gone idle (openPage) with Consent Mode's default in place: with no choice it
    // has nothing left to do, and no tag script is in it.
    await page.waitForFunction(() => (window.dataLayer ?? []).length > 0);
    expect(await standInScripts(page)).toEqual([]);
    expect(toStandIn(urls)).toEqual([]);
    expectOnlyLoopback(urls);
    // …and the data layer holds nothing but Consent Mode's default, everything denied.
    expect(await dataLayer(page)).toEqual([
      [
        "consent",
        "default",
        {
          analytics_storage: "denied",
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
        },
      ],
    ]);
    // The keyboard meets the skip link first, then the banner's question.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("skip-link");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest(".consent-banner") !== null)).toBe(true);
    expect(pageProblems(page).uncaught).toEqual([]);
    await page.context().close();
  });

  it("consent e2e 2: after a decline nothing is requested, on this page or the next, whose CSP drops the hosts", async () => {
    const first = await visit(HOME[language], language);
    await first.page.getByRole("button", { name: label.decline }).click();
    await choiceApplied(first.page);
    expect(await standInScripts(first.page)).toEqual([]);
    expect(await first.page.getByRole("dialog").count()).toBe(0);
    expect(await consentCookie(first.page)).toBe("v1.00000");
    const storage = await first.page.evaluate(() => ({ ...window.localStorage }));
    expect(storage).toMatchObject({
      consent: "none",
      consent_analytics_storage: "denied",
      consent_ad_storage: "denied",
    });
    const layer = await dataLayer(first.page);
    expect(layer.map((entry) => (Array.isArray(entry) ? `${entry[0]}:${entry[1]}` : "other"))).toEqual([
      "consent:default",
      "consent:update",
    ]);
    const second = await next(first, language === "nl" ? "/nl/te-koop/" : "/fr/a-vendre/");
    await choiceApplied(second.page);
    expect(await standInScripts(second.page)).toEqual([]);
    expect(await second.page.getByRole("dialog").count()).toBe(0);
    for (const urls of [first.urls, second.urls]) {
      expect(toStandIn(urls)).toEqual([]);
      expectOnlyLoopback(urls);
    }
    const response = await second.page.request.get(`${site.url}/`);
    expect(response.headers()["content-security-policy"]).not.toContain(standIn.origin);
    await first.page.context().close();
  });

  it("consent e2e 3: agree to all loads the tag manager, analytics and the pixel; default, update, page view in order", async () => {
    const { page, urls } = await visit(HOME[language], language);
    await page.getByRole("button", { name: label.agree }).click();
    await page.waitForFunction(() => (window as { standInTags?: string[] }).standInTags?.length === 3);
    const asked = toStandIn(urls).map((url) => new URL(url).pathname + new URL(url).search);
    expect(asked).toEqual(
      expect.arrayContaining([
        `/gtm.js?id=${IDS.googleTagManagerId}`,
        `/gtag/js?id=${IDS.googleAnalyticsId}`,
        "/en_US/fbevents.js",
      ]),
    );
    const layer = await dataLayer(page);
    const at = (test: (entry: unknown) => boolean) => layer.findIndex(test);
    const isCall = (entry: unknown, ...head: string[]) =>
      Array.isArray(entry) && head.every((value, index) => entry[index] === value);
    const defaults = at((entry) => isCall(entry, "consent", "default"));
    const update = at((entry) => isCall(entry, "consent", "update"));
    const pageView = at((entry) => isCall(entry, "event", "page_view"));
    expect(defaults).toBe(0);
    expect(update).toBeGreaterThan(defaults);
    expect(pageView).toBeGreaterThan(update);
    expect(layer[update]).toEqual([
      "consent",
      "update",
      {
        analytics_storage: "granted",
        ad_storage: "granted",
        ad_user_data: "granted",
        ad_personalization: "granted",
      },
    ]);
    expect(await consentCookie(page)).toBe("v1.11111");
    const pixelCalls = await page.evaluate(
      () => (window as { standInPixelCalls?: unknown[][] }).standInPixelCalls,
    );
    expect(pixelCalls).toEqual([
      ["init", IDS.facebookPixelId],
      ["track", "PageView"],
    ]);
    expectOnlyLoopback(urls);
    await page.context().close();
  });

  it("consent e2e 4: agree partly (analytics only) loads the Google tags and not the pixel", async () => {
    const { page, urls } = await visit(HOME[language], language);
    await page.getByRole("button", { name: label.settings }).click();
    const settings = page.getByRole("dialog");
    // No switch is on before the visitor turns it on.
    for (const element of await settings.getByRole("switch").all())
      expect(await element.isChecked()).toBe(false);
    await settings.getByRole("switch", { name: label.analytics }).check();
    await settings.getByRole("button", { name: label.save }).click();
    await page.waitForFunction(() => (window as { standInTags?: string[] }).standInTags?.length === 2);
    // The choice added every tag it allows at once: the Google tags, and no pixel.
    expect(await standInScripts(page)).toEqual([
      `/gtag/js?id=${IDS.googleAnalyticsId}`,
      `/gtm.js?id=${IDS.googleTagManagerId}`,
    ]);
    const asked = toStandIn(urls).map((url) => new URL(url).pathname);
    expect(asked.sort()).toEqual(["/gtag/js", "/gtm.js"]);
    expect(await consentCookie(page)).toBe("v1.10000");
    const update = (await dataLayer(page)).find(
      (entry) => Array.isArray(entry) && entry[0] === "consent" && entry[1] === "update",
    );
    expect(update).toEqual([
      "consent",
      "update",
      {
        analytics_storage: "granted",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
      },
    ]);
    await page.context().close();
  });

  it("consent e2e 5: ?setcookies forgets the choice and shows the banner again; the settings link reopens the settings", async () => {
    const first = await visit(HOME[language], language);
    await first.page.getByRole("button", { name: label.decline }).click();
    // The settings link opens the settings once the page's code runs; clicked before, it is a plain link to the
    // cookie policy page. The decline's click loads the code, and is applied once the code runs. The link is
    // at the foot of the page, below footer columns that take their height as they come near the screen.
    await choiceApplied(first.page);
    await clickWhenSettled(first.page.getByRole("link", { name: label.link }));
    // The settings' code loads when they are first opened.
    await first.page.getByRole("dialog").getByRole("button", { name: label.save }).waitFor();
    await first.page.keyboard.press("Escape");
    const again = await next(first, `${HOME[language]}?setcookies`);
    await again.page.getByRole("button", { name: label.agree }).waitFor();
    // The banner is in the HTML from the first paint; the stored choice is forgotten once the page's code runs.
    await again.page.waitForFunction(
      () => !/(^|;\s*)consent=/.test(document.cookie) && window.localStorage.getItem("consent") === null,
    );
    expect(await consentCookie(again.page)).toBeUndefined();
    expect(await again.page.evaluate(() => window.localStorage.getItem("consent"))).toBeNull();
    await first.page.context().close();
  });

  it("consent e2e 6: a preview path shows no banner", async () => {
    const { page } = await visit(`/${language}/preview/`, language);
    // A preview counts as consent: the page applies it as a choice, without the banner.
    await choiceApplied(page);
    expect(await page.getByRole("button", { name: label.agree }).count()).toBe(0);
    await page.context().close();
  });

  it("consent e2e 7: an embed's placeholder loads it once on request, and 'always allow' stores the consent", async () => {
    const pathname = await propertyPath(language);
    const { page, urls } = await visit(pathname, language);
    await page.getByRole("button", { name: label.decline }).click();
    const map = page.locator(".property-location__map");
    await map.getByRole("button", { name: label.showMap }).click();
    // Leaflet mounts on the map's own element.
    await page.locator(".property-location__map.leaflet-container").waitFor();
    expect(urls.some((url) => url.startsWith(tileOrigin))).toBe(true);
    expect(await consentCookie(page)).toBe("v1.00000");

    const other = await next({ page, urls }, pathname);
    // The stored decline applied first, then the new choice: each is an update of its own.
    await choiceApplied(other.page);
    await other.page.locator(".property-location__map").getByRole("button", { name: label.always }).click();
    await other.page.locator(".property-location__map.leaflet-container").waitFor();
    expect(await consentCookie(other.page)).toBe("v1.00001");
    // Content of other sites is not measurement: no tag was asked for.
    await choiceApplied(page);
    await choiceApplied(other.page, 2);
    for (const opened of [page, other.page]) expect(await standInScripts(opened)).toEqual([]);
    expect(toStandIn([...urls, ...other.urls])).toEqual([]);
    await page.context().close();
  });

  it("consent e2e 9: the banner is in the server's HTML and is decided before the page's scripts run", async () => {
    // Its markup arrives with the page, whatever the visitor stored (the page is shared)…
    const html = await (await fetch(`${site.url}${HOME[language]}`)).text();
    expect(html).toContain(`>${label.agree}</button>`);
    // …right after the skip link, before the page's header: its text comes with the page's first bytes, not
    // after the whole page (on a phone's connection it was then painted last, as the largest content).
    const skipLinkAt = html.indexOf('id="skip-link"');
    const bannerAt = html.indexOf('class="consent-banner"');
    expect(skipLinkAt).toBeGreaterThan(0);
    expect(bannerAt).toBeGreaterThan(skipLinkAt);
    expect(bannerAt).toBeLessThan(html.indexOf("<header"));
    // …and the server's mark on the page shows it before any module has run (its paint is the page's own,
    // not a late one after hydration; ADR 0042): with every script module refused it shows to a new visitor…
    const blocked = (opened: Page) => opened.route(/\.js(\?|$)/, (route) => route.abort());
    const fresh = await openPage(`${site.url}${HOME[language]}`, {
      locale: `${language}-BE`,
      consentCookie: null,
      waitForHydration: false,
      beforeNavigation: blocked,
    });
    await expect(fresh.getByRole("button", { name: label.agree }).isVisible()).resolves.toBe(true);
    await fresh.context().close();
    // …and stays hidden from one who has chosen, and from a browser without JavaScript.
    const chosen = await openPage(`${site.url}${HOME[language]}`, {
      locale: `${language}-BE`,
      consentCookie: "v1.00000",
      waitForHydration: false,
      beforeNavigation: blocked,
    });
    expect(await chosen.locator(".consent-banner").isVisible()).toBe(false);
    await chosen.context().close();
    const withoutScripts = await openPage(`${site.url}${HOME[language]}`, {
      locale: `${language}-BE`,
      consentCookie: null,
      javaScriptEnabled: false,
    });
    expect(await withoutScripts.locator(".consent-banner").isVisible()).toBe(false);
    await withoutScripts.context().close();
  });

  it("consent e2e 8: axe finds nothing with the banner open and with the settings open, at 320 px too", async () => {
    const { page } = await visit(HOME[language], language, 320);
    await page.getByRole("button", { name: label.agree }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The three choices fit the narrow screen: nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const sizes = await page
      .locator(".consent-actions .button")
      .evaluateAll((buttons) => buttons.map((button) => getComputedStyle(button).backgroundColor));
    expect(new Set(sizes).size).toBe(1);
    await page.getByRole("button", { name: label.settings }).click();
    await page.getByRole("switch").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
