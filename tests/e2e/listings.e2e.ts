// Browsing the for-sale and for-rent lists: counts, filters, sort, paging and the three views, in nl and fr,
// with and without JavaScript.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { mainResponse, openPage, pageProblems } from "./support/browser.ts";
import { siteUrl } from "./support/site-url.ts";

const status = (page: Page) => page.locator(".listings-count").innerText();
const cardLinks = (page: Page) =>
  page.locator(".listing-card-link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));

/** Resolves once the list reports something else than `before`: the new page has rendered. */
async function statusChangedFrom(page: Page, before: string): Promise<string> {
  await page.waitForFunction(
    (previous) => document.querySelector(".listings-count")?.textContent !== previous,
    before,
  );
  return status(page);
}

/** "€ 325.000" → 325000; null for "Prijs op aanvraag" and the like. */
function amountOf(text: string): number | null {
  const digits = /€\s*([\d.]+)/.exec(text)?.[1];
  return digits ? Number(digits.replaceAll(".", "")) : null;
}

describe("for-sale and for-rent lists", () => {
  it("reports the spec's 195 listings for sale in Mechelen, by name or by name and postal code (nl)", async () => {
    const byName = await openPage("/nl/te-koop/?city=Mechelen");
    expect(mainResponse(byName).status()).toBe(200);
    expect(await status(byName)).toBe("Pagina 1 van 9 [195 resultaten]");
    expect(await byName.locator(".listing-card").count()).toBe(24);

    const exact = await openPage("/nl/te-koop/?city=Mechelen%7C2800");
    expect(await status(exact)).toBe("Pagina 1 van 9 [195 resultaten]");
    expect(await cardLinks(exact)).toEqual(await cardLinks(byName));
  });

  it("gives the same listings for the postal code as for the name: 2800 is Mechelen", async () => {
    const byZip = await openPage("/nl/te-koop/?city=2800");
    expect(await status(byZip)).toBe("Pagina 1 van 9 [195 resultaten]");
    const byName = await openPage("/nl/te-koop/?city=Mechelen");
    expect(await cardLinks(byZip)).toEqual(await cardLinks(byName));
  });

  it("reports the one listing for rent in Mechelen (fr)", async () => {
    const page = await openPage("/fr/a-louer/?city=Mechelen");
    expect(await status(page)).toBe("Page 1 sur 1 [1 résultat]");
    expect(await page.locator(".listing-card").count()).toBe(1);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
  });

  it("shows the same totals on the home page buttons as the lists report", async () => {
    const home = await openPage("/nl/");
    const saleButton = await home.locator(".home-search-buttons a").first().innerText();
    const sale = await openPage("/nl/te-koop/");
    const total = /\[(\d+) resultaten\]/.exec(await status(sale))?.[1];
    expect(total).toBeDefined();
    expect(saleButton).toContain(`(${total})`);
  });

  it("writes the filters' fields at 16 px or more on a phone, which Safari on iOS does not zoom into on focus", async () => {
    const page = await openPage("/nl/te-koop/", { width: 390, height: 844 });
    const sizes = await page
      .locator(
        ".listing-filters input:not([type=hidden]):not([type=checkbox]):not([type=radio]), .listing-filters select",
      )
      .evaluateAll((fields) => fields.map((field) => parseFloat(getComputedStyle(field).fontSize)));
    expect(sizes.length).toBeGreaterThanOrEqual(6);
    expect(sizes.filter((size) => size < 16)).toEqual([]);
  });

  it("filters with a plain form when JavaScript is off", async () => {
    const page = await openPage("/nl/te-koop/", { javaScriptEnabled: false });
    await page.getByLabel("Gemeente of postcode").fill("Mechelen");
    await Promise.all([
      page.waitForURL(/city=Mechelen/),
      page.getByRole("button", { name: "Toon resultaten" }).click(),
    ]);
    expect(await status(page)).toBe("Pagina 1 van 9 [195 resultaten]");
  });

  it("spec §3 tree items: a type's sub-types filter without JavaScript, and the canonical URL keeps them", async () => {
    const page = await openPage("/nl/te-koop/", { javaScriptEnabled: false });
    // Selects by name: a label wrapping a select reads its options too.
    expect(await page.locator('select[name="subtype"]').count()).toBe(0);
    await page.locator('select[name="type"]').selectOption("1");
    await Promise.all([
      page.waitForURL(/type=1/),
      page.getByRole("button", { name: "Toon resultaten" }).click(),
    ]);
    const houses = await status(page);
    await page.locator('select[name="subtype"]').selectOption({ label: "Bungalow" });
    await Promise.all([
      page.waitForURL(/subtype=\d+/),
      page.getByRole("button", { name: "Toon resultaten" }).click(),
    ]);
    const bungalows = await status(page);
    expect(bungalows).toMatch(/^Pagina 1 van \d+ \[\d+ resultaten?\]$/);
    expect(bungalows).not.toBe(houses);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "", siteUrl("/")).searchParams.get("subtype")).toBe(
      new URL(page.url()).searchParams.get("subtype"),
    );
  });

  it("filters, keeps the URL clean and goes back with the browser (nl, JavaScript)", async () => {
    const page = await openPage("/nl/te-koop/");
    const before = await status(page);
    await page.getByLabel("Gemeente of postcode").fill("Mechelen");
    await page.getByText("Meer filters").click();
    await page.getByLabel("Tuin").check();
    await page.getByRole("button", { name: "Toon resultaten" }).click();
    await page.waitForURL((url) => url.search === "?city=Mechelen&garden=1");
    const filtered = await statusChangedFrom(page, before);
    expect(filtered).toMatch(/^Pagina 1 van \d+ \[\d+ resultaten\]$/);
    await page.goBack();
    await page.waitForURL((url) => url.search === "");
    expect(await statusChangedFrom(page, filtered)).toBe(before);
    expect(pageProblems(page).uncaught).toEqual([]);
  });

  it("sorts by price in both directions", async () => {
    for (const [sort, ascending] of [
      ["price_asc", true],
      ["price_desc", false],
    ] as const) {
      const page = await openPage(`/nl/te-koop/?sort=${sort}`);
      const prices = (await page.locator(".listing-card-price").allInnerTexts()).map(amountOf);
      const amounts = prices.filter((price): price is number => price !== null);
      expect(amounts.length).toBeGreaterThan(10);
      expect(amounts).toEqual([...amounts].sort((a, b) => (ascending ? a - b : b - a)));
    }
  });

  it("pages through the results with links that work without JavaScript (fr)", async () => {
    const page = await openPage("/fr/a-vendre/?city=Mechelen", { javaScriptEnabled: false });
    const first = await cardLinks(page);
    await Promise.all([page.waitForURL(/page=2/), page.getByRole("link", { name: "Page suivante" }).click()]);
    expect(await status(page)).toBe("Page 2 sur 9 [195 résultats]");
    const second = await cardLinks(page);
    expect(second).toHaveLength(24);
    expect(second.filter((href) => first.includes(href))).toEqual([]);
    expect(await page.locator('.listing-paging a[aria-current="page"]').innerText()).toBe("2");
  });

  it("switches between grid, list and map views, and the map frame receives every listing of the filter", async () => {
    const page = await openPage("/nl/te-koop/?city=Mechelen");
    await page.getByRole("link", { name: "Lijst" }).click();
    await page.waitForURL(/view=list/);
    await page.locator(".listing-results-list").waitFor();
    expect(await page.locator(".listing-results-list .listing-card").count()).toBe(24);

    await page.getByRole("link", { name: "Kaart" }).click();
    await page.waitForURL(/view=map/);
    const frame = page.frameLocator("iframe.listing-map-frame");
    const map = frame.locator("#map[data-markers]");
    await map.waitFor({ state: "attached" });
    const markers = Number(await map.getAttribute("data-markers"));
    // Every located listing of the filter except sold and rented ones, not only the 24 of this page.
    expect(markers).toBeGreaterThan(24);
    expect(markers).toBeLessThanOrEqual(195);
    expect(await frame.locator(".map-cluster, .map-pin").count()).toBeGreaterThan(0);

    await page.getByRole("link", { name: "Raster" }).click();
    await page.waitForURL((url) => !url.search.includes("view="));
    await page.locator("iframe.listing-map-frame").waitFor({ state: "detached" });
    expect(await page.locator(".listing-results:not(.listing-results-list) .listing-card").count()).toBe(24);
  });

  it("links each card to the property's detail page in the current language, without a redirect", async () => {
    const page = await openPage("/fr/a-vendre/");
    const href = await page.locator(".listing-card-link").first().getAttribute("href");
    expect(href).toMatch(/^\/fr\/a-vendre\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/$/);
    const response = await fetch(siteUrl(href ?? "/"), { redirect: "manual" });
    expect(response.status).toBe(200);
  });

  it("opens a property from its card and comes back to the same list page", async () => {
    const page = await openPage("/nl/te-koop/?city=Mechelen&page=2");
    const link = page.locator(".listing-card-link").first();
    const href = (await link.getAttribute("href")) ?? "";
    await Promise.all([page.waitForURL((url) => url.pathname === href), link.click()]);
    await page.locator("h1").first().waitFor();
    await page.goBack();
    await page.waitForURL(/page=2/);
    expect(await status(page)).toBe("Pagina 2 van 9 [195 resultaten]");
  });

  it("shows the for-rent list after a client navigation from the for-sale list (fr)", async () => {
    const page = await openPage("/fr/a-vendre/?view=list");
    const before = await status(page);
    await page.getByRole("link", { name: "À louer", exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === "/fr/a-louer/");
    expect(await statusChangedFrom(page, before)).toBe("Page 1 sur 1 [3 résultats]");
  });

  it("says so when nothing matches, with a way back to the whole list", async () => {
    const page = await openPage("/nl/te-koop/?city=Atlantis");
    await expect(
      page.getByText("Er werden geen resultaten gevonden voor uw zoekopdracht.").isVisible(),
    ).resolves.toBe(true);
    await page.getByRole("link", { name: "Wis alle filters" }).click();
    await page.waitForURL((url) => url.pathname === "/nl/te-koop/" && url.search === "");
  });

  it("answers bad query values with a normal page or a clear 400, never a 5xx", async () => {
    for (const search of ["?page=-1", "?type=abc", "?price_min=1e309", "?sort[]=x&view=../../"]) {
      const response = await fetch(siteUrl(`/nl/te-koop/${search}`));
      expect(response.status, search).toBe(200);
    }
    // A control character never reaches the page: the server refuses it first (hardening 5).
    const nul = await fetch(siteUrl("/nl/te-koop/?bedrooms=%00"), { headers: { "Accept-Language": "nl" } });
    expect(nul.status).toBe(400);
    expect(await nul.text()).toContain("het adres bevat tekens die niet toegelaten zijn");
    const long = await fetch(siteUrl(`/nl/te-koop/?city=${"x".repeat(10_000)}`));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Deze zoekopdracht is te lang om te lezen.");
  });

  it("has no accessibility violations in the grid, list and map views (nl, fr)", async () => {
    for (const path of ["/nl/te-koop/", "/fr/a-louer/?view=list", "/nl/te-koop/?view=map&city=Mechelen"]) {
      const page = await openPage(path);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});

describe("spec §8: 'Error' (invalid view); view not found", () => {
  it("names the error for an unknown ?view= and shows the list in its default view", async () => {
    const page = await openPage("/fr/a-vendre/?view=carte3d");
    expect(await page.locator(".notice[role=alert]").innerText()).toBe(
      "Erreur Cet affichage n'existe pas. Les biens sont affichés en grille.",
    );
    expect((await cardLinks(page)).length).toBeGreaterThan(0);
    const known = await openPage("/fr/a-vendre/?view=list");
    expect(await known.locator(".notice[role=alert]").count()).toBe(0);
  });
});

describe("spec §2: lists are laid out by their page's module", () => {
  it("shows the items per row the page configuration names: three for rent, four for sale", async () => {
    const perRow = async (path: string) => {
      const page = await openPage(path, { width: 1440 });
      return page
        .locator(".listing-results > li")
        .evaluateAll(
          (cards) =>
            cards.filter((card) => card.getBoundingClientRect().top === cards[0]?.getBoundingClientRect().top)
              .length,
        );
    };
    expect(await perRow("/nl/te-huur/")).toBe(3);
    expect(await perRow("/fr/a-vendre/")).toBe(4);
  });
});
