// Size guard (quality.md, issue "Light pages"): the first load of home, the for-sale list, a property,
// contact and the demand register, in nl and fr, stays within its budget of hydration data (raw), HTML over the wire (gzip and
// brotli) and JavaScript (gzip). Sizes of the deterministic demo site, never timings.
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fetchRaw, type RawResponse } from "../../scripts/bench/http-bytes.ts";
import { hydrationScriptsOf, type PageWeight, pageWeight } from "../../scripts/bench/page-weight.ts";
import type { Page } from "playwright-core";
import { consentMessages } from "../../app/i18n/messages/consent.ts";
import { SCREEN_PATHS } from "../../app/i18n/route-table.ts";
import { clickWhenSettled, isHydrated, openPage, pageProblems, waitForHydration } from "./support/browser.ts";
import { siteUrl } from "./support/site-url.ts";

const KB = 1024;

/** The targets of quality.md. */
const TARGET = {
  hydrationBytes: 12 * KB,
  gzipBytes: 14 * KB,
  brotliBytes: 14 * KB,
  javaScriptGzipBytes: 110 * KB,
};

type Budget = Pick<PageWeight, keyof typeof TARGET | "interactionJavaScriptGzipBytes">;
type PageName = "home" | "for-sale" | "property" | "contact" | "demand-register";

/**
 * Where a page is not yet at the target, it is held at its size after the last round of light pages plus 5 %,
 * so that any growth fails; lower these as pages get lighter. The second round (markup sent once, ADR 0024)
 * took 2.7 KB of hydration data off every page and 19.5 KB off a property's; JavaScript is where the first
 * round left it, but for the property page's, raised by 1 KB when its rent profile and purchase offer came in
 * steps (spec §2 multi-step forms: the steps' list, their headings, Next and Back). The cookie banner in every
 * page's HTML (ADR 0017: painted with the page, no longer after hydration) added about 0.6 KB of compressed
 * HTML and 0.4 KB of JavaScript (its click handling and the kept markup's component in the shell). A property's
 * lead forms then became a chunk loaded when one is opened, their texts sent only with an open form: 8.7 KB
 * less JavaScript and 2.9 KB less hydration data on a property page with no form open. The list's cards, sent
 * once as markup, took 12.7 KB of hydration data and 2.8 KB of gzip HTML off the list page, and the home page's
 * latest listings 2.5 KB and 1.2 KB off the home page. A property's photos then travelled as their keys and
 * sizes, their URLs built where they are drawn: 6.9 KB less hydration data. The root's data, which every page
 * carries, then lost every screen's title and description (each screen's now comes with its own data), the
 * footer columns (one kept markup) and the agency's fields only its JSON-LD names: 2.7-3.0 KB of hydration
 * data less on every page. Together they brought the home page and the list within the targets of hydration
 * data and brotli. A property page then stopped carrying its closed forms' texts (a chunk only the forms
 * import was counted as the page's: 7.9 KB of hydration data), which brought it within the targets of
 * hydration data and brotli too; the contact page lost its hero's URLs (kept markup) and the lead forms'
 * outcome texts (worded by the server): 2.2 KB. The cached page's gzip runs then referred back to the bytes
 * before them (server/spliced-gzip.ts): 0.8 KB of gzip HTML less on the list page, 1.6 KB on a property's,
 * which brought the home and property pages within the gzip target. The town field's suggestions on the list
 * then travelled once too, as the datalist's markup (1 KB of hydration data, 0.5 KB of gzip HTML less), which
 * brought the list within the gzip target. The contact page then stopped carrying the other lead forms' texts
 * (each form's component loads its own schema for the browser's check, field errors are worded by the server,
 * no list of every error key in browser code): 13.3 to 10.7 KB of hydration data in nl, 13.9 to 11.1 KB in fr,
 * within the target. The demand register's page then stopped carrying the lead forms' field errors (worded on
 * demand, ADR 0029) and the texts of form parts it has not (address, contact options, steps): 13.7 to 11.5 KB
 * of hydration data in nl, 14.3 to 11.8 KB in fr, within the target; the contact page 10.7 to 9.5 KB in nl.
 * The page's code then waited for the visitor's first interaction (ADR 0037): no module loads with a page,
 * which meets the JavaScript target; the ceilings below hold the code that first interaction loads. A cached
 * page then became one gzip stream with no nonce in it (ADR 0038): the list's gzip HTML 14.2 to 14.0 KB.
 * The route manifest then came whole, in one file the page's code imports (ADR 0039), instead of each page's
 * routes in its HTML: 6.2 KB more code at the first interaction, held once by the browser for every page
 * after, and 4.4 KB (0.9 KB compressed) less HTML on every page.
 */
const CEILINGS: Record<PageName, Pick<Budget, "interactionJavaScriptGzipBytes">> = {
  home: { interactionJavaScriptGzipBytes: 140 * KB },
  "for-sale": { interactionJavaScriptGzipBytes: 138 * KB },
  property: { interactionJavaScriptGzipBytes: 147 * KB },
  contact: { interactionJavaScriptGzipBytes: 142 * KB },
  "demand-register": { interactionJavaScriptGzipBytes: 146 * KB },
};

const LIST_PATHS = { nl: "/nl/te-koop/", fr: "/fr/a-vendre/" } as const;

/**
 * Asks for `url` (gzip) again until the page cache answers it (no Server-Timing): a page is stored once its
 * gzip is made, after the first answer went out. `first` is that first answer.
 */
async function askUntilCached(url: string, first: RawResponse): Promise<RawResponse> {
  let answer = first;
  for (let attempt = 0; attempt < 50 && answer.headers["server-timing"] !== undefined; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await fetchRaw(url, "gzip");
  }
  return answer;
}

async function pagesIn(language: "nl" | "fr"): Promise<[PageName, string][]> {
  const list = LIST_PATHS[language];
  const html = await (await fetch(siteUrl(list))).text();
  const property = new RegExp(`href="(${list}[^"/?#]+/[^"/?#]+/\\d+/)"`).exec(html)?.[1];
  if (!property) throw new Error(`No property link on ${list}`);
  return [
    ["home", `/${language}/`],
    ["for-sale", list],
    ["property", property],
    ["contact", `/${language}/contact/`],
    ["demand-register", SCREEN_PATHS.demandRegister[language]],
  ];
}

describe("page weight", () => {
  for (const language of ["nl", "fr"] as const) {
    it(`light pages 5: home, for-sale, property, contact and the demand register in ${language} stay within their budgets`, async () => {
      for (const [name, path] of await pagesIn(language)) {
        const weight = await pageWeight(siteUrl("/"), path);
        const budget = { ...TARGET, ...CEILINGS[name] };
        for (const measure of Object.keys(budget) as (keyof Budget)[]) {
          expect(weight[measure], `${name} ${path}: ${measure}`).toBeLessThanOrEqual(budget[measure]);
        }
      }
    });
  }

  it("light pages (ADR 0027, 0037): a page's head asks for one stylesheet and no module; its module script waits for the visitor", async () => {
    for (const [name, path] of await pagesIn("nl")) {
      const html = (await fetchRaw(siteUrl(path), "identity")).body.toString("utf8");
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, name).not.toMatch(/rel="modulepreload"/);
      const blocking = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].filter(
        ([tag]) => !tag.includes('media="print"'),
      );
      expect(blocking, name).toHaveLength(1);
      expect(html, name).not.toMatch(/<script[^>]* type="module"/);
      expect(html, name).toMatch(
        /<script[^>]* type="module-on-interaction"[^>]*>[^<]*import\("\/assets\/entry\.client-/,
      );
    }
  });

  it("light pages 2 (ADR 0038): a cached page is the same bytes for everyone, brotli once asked again, its policy naming its scripts", async () => {
    const url = siteUrl("/fr/a-vendre/?page=2");
    const pages = new Set<string>();
    const policies = new Set<string>();
    let brotliAnswers = 0;
    // The first answer renders; the brotli is made once a brotli client asks for the page again.
    for (let attempt = 0; attempt < 40 && brotliAnswers < 3; attempt++) {
      const answer = await fetchRaw(url, "br");
      policies.add(answer.headers["content-security-policy"] ?? "");
      if (answer.encoding === "br") {
        brotliAnswers += 1;
        pages.add(brotliDecompressSync(answer.body).toString("utf8"));
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(brotliAnswers).toBe(3);
    expect(pages.size).toBe(1);
    expect(policies.size).toBe(1);
    const [html = ""] = pages;
    const [policy = ""] = policies;
    expect(html).toContain("</html>");
    expect(html).not.toMatch(/\snonce=/);
    // Every script the browser runs, or the loader turns into one, is named by its hash, and nothing else.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes = ""]) => !attributes.includes("application/ld+json"))
      .map(([, , text = ""]) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`);
    expect(scripts.length).toBeGreaterThan(3);
    const named = /script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
    expect(new Set(named.filter((source) => source.startsWith("'sha256-")))).toEqual(new Set(scripts));
    expect(named).toContain("'strict-dynamic'");
  });

  it("light pages 3: an uncached page says where its time went; a cached one does not, and keeps the rest of its headers", async () => {
    const url = siteUrl(`/nl/te-koop/?sort=price-asc&page=1&t=${Date.now()}`);
    const first = await fetchRaw(url, "gzip");
    expect(first.headers["server-timing"]).toMatch(
      /^db;desc="[^"]+";dur=[\d.]+, render;dur=[\d.]+, total;dur=[\d.]+$/,
    );
    const cached = await askUntilCached(url, first);
    expect(cached.headers["server-timing"]).toBeUndefined();
    // Answered before any request scope, the cached page still has an id of its own and every other header.
    const id = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;
    expect(first.headers["x-request-id"]).toMatch(id);
    expect(cached.headers["x-request-id"]).toMatch(id);
    expect(cached.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    const lasting = (headers: Record<string, string | undefined>) =>
      Object.entries(headers).filter(([name]) => !["x-request-id", "server-timing", "date"].includes(name));
    // The policy too: the page's scripts are named by hash, the same for every answer (ADR 0038).
    expect(cached.headers["content-security-policy"]).toMatch(/script-src 'sha256-/);
    expect(new Map(lasting(cached.headers))).toEqual(new Map(lasting(first.headers)));
  });

  it("light pages 14: a campaign's visitor gets the cached page, and a render for a campaign's address is not stored", async () => {
    const plain = `/nl/te-koop/?sort=price-asc&t=${Date.now()}`;
    const rendered = await fetchRaw(siteUrl(plain), "gzip");
    expect(rendered.headers["server-timing"]).toBeDefined();
    const cached = await askUntilCached(siteUrl(plain), rendered);
    expect(cached.headers["server-timing"]).toBeUndefined();
    // A newsletter's and a social network's visitors: the same page, from the cache.
    for (const campaign of [
      "&utm_source=newsletter&utm_medium=email",
      "&fbclid=IwAR3x9",
      "&gclid=Cj0K&utm_term=x",
    ]) {
      const visitor = await fetchRaw(siteUrl(`${plain}${campaign}`), "gzip");
      expect(visitor.status, campaign).toBe(200);
      expect(visitor.headers["server-timing"], campaign).toBeUndefined();
      expect(visitor.body.equals(cached.body), campaign).toBe(true);
    }
    // The first visitor of a campaign's address gets a render, whose language links keep the query; it is not
    // stored, so the next visitor gets a render too, until someone asks for the address without it.
    const fresh = `/nl/te-koop/?sort=price-desc&t=${Date.now()}`;
    for (let visit = 0; visit < 2; visit++) {
      const visitor = await fetchRaw(siteUrl(`${fresh}&utm_campaign=spring`), "gzip");
      expect(visitor.headers["server-timing"]).toBeDefined();
      expect(gunzipSync(visitor.body).toString("utf8")).toContain("utm_campaign=spring");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it("light pages 11, 15: a fresh page is compressed once: a browser's first answers are gzip, brotli comes once it is stored and asked again", async () => {
    const url = siteUrl(`/nl/te-koop/?sort=price-desc&t=${Date.now()}`);
    const browser = "gzip, deflate, br";
    const first = await fetchRaw(url, browser);
    expect(first.headers["server-timing"]).toBeDefined();
    expect(first.encoding).toBe("gzip");
    const html = gunzipSync(first.body).toString("utf8");
    expect(html).toContain("</html>");
    // An address with a query string is stored from its second render (ADR 0046): gzip again.
    const second = await fetchRaw(url, browser);
    expect(second.headers["server-timing"]).toBeDefined();
    expect(second.encoding).toBe("gzip");
    expect(gunzipSync(second.body).toString("utf8")).toBe(html);
    // Asked again, the page is in the cache and its brotli is made.
    let again = first;
    for (let attempt = 0; attempt < 40 && again.encoding !== "br"; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await fetchRaw(url, browser);
    }
    expect(again.encoding).toBe("br");
    expect(again.headers["server-timing"]).toBeUndefined();
    expect(brotliDecompressSync(again.body).toString("utf8")).toBe(html);
  });

  it("light pages 4: the list and a property announce their largest image in the head, first of all", async () => {
    for (const language of ["nl", "fr"] as const) {
      for (const [name, path] of await pagesIn(language)) {
        if (name !== "for-sale" && name !== "property") continue;
        const html = await (await fetch(siteUrl(path))).text();
        const head = html.slice(0, html.indexOf("</head>"));
        // The picture's first source: WebP for the demo's drawn scenes (media-url.ts, pictureSources).
        const preload =
          /<link rel="preload" as="image" type="(image\/[a-z]+)" fetchPriority="high" imageSrcSet="([^"]+)"/i.exec(
            head,
          );
        const firstPicture = /<picture>\s*<source type="(image\/[a-z]+)" srcSet="([^"]+)"/.exec(
          html.slice(head.length),
        );
        expect(preload?.[2], `${name} ${path}`).toBeDefined();
        expect(preload?.[1]).toBe("image/webp");
        expect(preload?.[1]).toBe(firstPicture?.[1]);
        expect(preload?.[2]).toBe(firstPicture?.[2]?.replaceAll("&amp;", "&"));
      }
    }
  });

  it("light pages 10: the root's data holds no screen's title, footer column or agency field the browser never reads", async () => {
    // What every page carried in its root's data: every screen's title and description (the configured
    // sales-specialist page's, the cookie policy's path), the footer columns (their image, their widths)
    // and the agency's legal name and social profiles, written only into its JSON-LD on the server.
    const absent = {
      nl: ["Uw verkoopspecialist in Mechelen", "/Cookie-policy/", "office-4x3-agency", "sameAs", "legalName"],
      fr: [
        "Votre spécialiste de la vente à Malines",
        "/Cookie-policy/",
        "office-4x3-agency",
        "legalName",
        "sameAs",
      ],
    };
    for (const language of ["nl", "fr"] as const) {
      for (const [name, path] of await pagesIn(language)) {
        const html = await (await fetch(siteUrl(path))).text();
        const data = hydrationScriptsOf(html);
        for (const text of absent[language]) expect(data, `${name} ${path}: ${text}`).not.toContain(text);
        // The footer's columns are in the HTML, once.
        expect(html.split("office-4x3-agency/600.jpg 1x").length, `${name} ${path}`).toBe(2);
      }
    }
  });

  it("light pages 9: a screen is titled from its own data, on a document load and after a client navigation", async () => {
    const titled = async (page: Page, title: string, crumb: string) => {
      await page.waitForFunction((expected) => document.title === expected, `${title} | Dijlestad Vastgoed`);
      expect(await page.locator("nav.breadcrumbs li").last().innerText()).toBe(crumb);
    };
    // The sales specialist's title comes from its page configuration, For rent's from the dictionary.
    const journeys = {
      nl: {
        start: "/nl/contact/",
        specialist: "Uw verkoopspecialist in Mechelen",
        description: "Zo verkopen onze verkoopspecialisten uw woning: van schatting tot akte.",
        rent: "Te huur",
      },
      fr: {
        start: "/fr/contact/",
        specialist: "Votre spécialiste de la vente à Malines",
        description: "Comment nos spécialistes vendent votre bien : de l'estimation à l'acte.",
        rent: "À louer",
      },
    };
    for (const language of ["nl", "fr"] as const) {
      const journey = journeys[language];
      const page = await openPage(journey.start, { width: 1440 });
      await titled(page, "Contact", "Contact");
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const menu = page.locator(".main-menu > li > .menu-entry > a");
      await menu.and(page.locator(`[href="${SCREEN_PATHS.salesSpecialist[language]}"]`)).click();
      await titled(page, journey.specialist, journey.specialist);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(
        journey.description,
      );
      await menu.and(page.locator(`[href="${SCREEN_PATHS.forRent[language]}"]`)).click();
      await titled(page, journey.rent, journey.rent);
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
      expect(pageProblems(page)).toEqual({ uncaught: [], console: [] });
      await page.context().close();
    }
    // On a document load, without JavaScript's help: the head as the server wrote it.
    const html = await (await fetch(siteUrl(SCREEN_PATHS.salesSpecialist.fr))).text();
    expect(html).toContain("<title>Votre spécialiste de la vente à Malines | Dijlestad Vastgoed</title>");
    expect(html).toContain(
      'content="Comment nos spécialistes vendent votre bien : de l&#x27;estimation à l&#x27;acte."',
    );
  });

  it("light pages 8: the list's cards and town suggestions travel once; their links still navigate in the page and prefetch on intent", async () => {
    const list = LIST_PATHS.nl;
    const html = await (await fetch(siteUrl(list))).text();
    const href = /<a class="listing-card-link" href="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(href).toMatch(/^\/nl\/te-koop\/.+\/\d+\/$/);
    // The cards are in the HTML, not in the hydration data (ADR 0024).
    expect(hydrationScriptsOf(html)).not.toContain(href);
    // So are the town field's suggestions: of the datalist's towns, the data names only the agency's own
    // (the root's data, for the shell).
    const datalist = /<datalist id="listing-cities">([\s\S]*?)<\/datalist>/.exec(html)?.[1] ?? "";
    const towns = [...datalist.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(towns.length).toBeGreaterThan(20);
    const data = hydrationScriptsOf(html);
    expect(towns.filter((town) => data.includes(`\\"${town}\\"`))).toEqual(["Mechelen"]);
    const page = await openPage(list);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // Pointing at a card prefetches its page, as <Link prefetch="intent"> does…
    await page.locator(".listing-card-link").first().hover();
    await page.locator('link[rel="prefetch"][href*=".data"]').first().waitFor({ state: "attached" });
    // …and following the link, also from a second page reached in the page, stays in the document.
    await clickWhenSettled(page.locator('.listing-paging a[rel="next"]'));
    await page.waitForURL(/[?&]page=2/);
    // The second page's cards come as markup in its data and replace the first page's.
    await page.waitForFunction(
      (first) => document.querySelector(".listing-card-link")?.getAttribute("href") !== first,
      href,
    );
    const second = await page.locator(".listing-card-link").first().getAttribute("href");
    await page.locator(".listing-card-link").first().click();
    await page.waitForURL((url) => url.pathname === second);
    await page.locator(".property-page__sections h1").waitFor();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(pageProblems(page)).toEqual({ uncaught: [], console: [] });
    await page.context().close();
  });

  it("light pages 6: markup the server built travels once, and stays through hydration and client navigation", async () => {
    // Footer texts, the agency's JSON-LD, an article and a property's unchanging sections are in the HTML
    // once; the hydration data holds references to them (ADR 0024).
    const list = LIST_PATHS.nl;
    const property = (await pagesIn("nl")).find(([name]) => name === "property")?.[1] ?? "";
    const once = {
      "/nl/": ["Beroepsinstituut van Vastgoedmakelaars", "RealEstateAgent", "Al meer dan twintig jaar"],
      [property]: ["property-section", "Beroepsinstituut van Vastgoedmakelaars"],
    };
    for (const [path, texts] of Object.entries(once)) {
      const html = await (await fetch(siteUrl(path))).text();
      const data = hydrationScriptsOf(html);
      for (const text of texts) {
        expect(html, `${path}: ${text}`).toContain(text);
        expect(data, `${path}: ${text} in the data`).not.toContain(text);
      }
    }
    // In the browser, the kept markup is still there once React has hydrated, and a client navigation
    // (no new document: the marker set on window survives) brings the next page's markup in its data.
    const page = await openPage(list);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const footer = page.locator("footer");
    expect(await footer.getByText("Beroepsinstituut van Vastgoedmakelaars").count()).toBe(1);
    await page.locator(".listing-card a").first().click();
    await page.locator(".property-page__sections h1").waitFor();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(await page.locator(".property-page__sections .property-section").count()).toBeGreaterThan(2);
    expect(await footer.getByText("Beroepsinstituut van Vastgoedmakelaars").count()).toBe(1);
    // A property page opened as a document keeps its sections through hydration too.
    const detail = await openPage(property);
    expect(await detail.locator(".property-page__sections .property-section").count()).toBeGreaterThan(2);
    expect(await detail.locator('script[type="application/ld+json"]').first().textContent()).toContain(
      "RealEstateAgent",
    );
    expect(pageProblems(page)).toEqual({ uncaught: [], console: [] });
    expect(pageProblems(detail)).toEqual({ uncaught: [], console: [] });
    await page.context().close();
    await detail.context().close();
  });

  it("light pages 12 (ADR 0037): a page asks for no code until the visitor moves, and a click made before the code ran is not lost", async () => {
    const modules: string[] = [];
    let clicked = () => {};
    const afterTheClick = new Promise<void>((resolve) => {
      clicked = resolve;
    });
    const page = await openPage("/nl/te-koop/", {
      consentCookie: null,
      waitForHydration: false,
      beforeNavigation: (opened) =>
        // Every module is held back until the click is made, so the click comes before any code runs.
        opened.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
          modules.push(new URL(route.request().url()).pathname);
          await afterTheClick;
          await route.continue();
        }),
    });
    // The page has loaded (its images too) and asked for no module.
    expect(modules).toEqual([]);
    expect(await page.evaluate(isHydrated)).toBe(false);
    // The banner's "agree" is handled by the page's code only. The click's pointer move and press ask for
    // the code; the click itself is kept and given again once the page has hydrated.
    await page.getByRole("button", { name: consentMessages.CONSENT_AGREE_ALL.nl }).click();
    clicked();
    await page.locator(".consent-banner").waitFor({ state: "hidden" });
    expect(modules.some((path) => path.startsWith("/assets/entry.client-"))).toBe(true);
    const consent = (await page.context().cookies()).find((cookie) => cookie.name === "consent");
    expect(consent?.value).toBe("v1.11111");
    expect(pageProblems(page)).toEqual({ uncaught: [], console: [] });
  });

  it("light pages 13: a page's history entry gets its key when the code runs, not at load; a reload returns to where the visitor was", async () => {
    const page = await openPage("/nl/te-koop/", { waitForHydration: false });
    // At load nothing writes to the history: the entry has no state yet.
    expect(await page.evaluate(() => history.state as unknown)).toBeNull();
    expect(await page.evaluate(isHydrated)).toBe(false);
    await waitForHydration(page);
    const key = await page.evaluate(() => (history.state as { key?: unknown } | null)?.key);
    expect(typeof key).toBe("string");
    await page.evaluate(() => scrollTo(0, 1500));
    await page.waitForFunction(() => scrollY > 1000);
    // The hydrated router stores the position as the page goes; the reloaded page's script restores it.
    await page.reload();
    await page.waitForFunction(() => scrollY > 1000, null, { timeout: 10_000 });
    expect(await page.evaluate(() => (history.state as { key?: unknown } | null)?.key)).toBe(key);
    expect(pageProblems(page)).toEqual({ uncaught: [], console: [] });
  });
});
