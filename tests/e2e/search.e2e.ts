// The home search box (spec §2): a combobox whose panel opens on focus and with its button, closes on
// blur and Escape, works with the keyboard, and loads its index only when first used.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { openPage, pageProblems } from "./support/browser.ts";

const box = (page: Page) => page.getByRole("combobox");
const panel = (page: Page) => page.locator(".search-box-panel");

async function activeOption(page: Page): Promise<string> {
  const id = await box(page).getAttribute("aria-activedescendant");
  return id ? page.locator(`[id="${id}"]`).innerText() : "";
}

describe("home search box", () => {
  it("loads its index only when it is first used", async () => {
    const requests: string[] = [];
    // Every request from the first, until the page has hydrated and its main thread gone idle: all it does
    // on its own by then is done.
    const page = await openPage("/nl/", {
      beforeNavigation: (opened) => opened.on("request", (request) => requests.push(request.url())),
    });
    expect(requests.filter((url) => url.includes("search-index"))).toEqual([]);
    await box(page).focus();
    await page.waitForResponse((response) => response.url().includes("/search-index.json?lang=nl"));
    expect(requests.filter((url) => url.includes("search-index"))).toHaveLength(1);
  });

  it("opens on focus with every type and its For sale and For rent links, and closes with Escape (nl)", async () => {
    const page = await openPage("/nl/");
    await box(page).focus();
    await expect(box(page).getAttribute("aria-expanded")).resolves.toBe("true");
    const typeRows = page.locator(".search-box-group-type .search-box-row");
    await typeRows.first().waitFor();
    expect(await typeRows.count()).toBe(9);
    expect(await typeRows.first().locator('[role="option"]').allInnerTexts()).toEqual([
      expect.stringMatching(/^Te koop/),
      expect.stringMatching(/^Te huur/),
    ]);
    // A link whose count is 0 is shown disabled (spec §2): some type has nothing for rent.
    expect(
      await page.locator('.search-box-group-type [role="option"][aria-disabled="true"]').count(),
    ).toBeGreaterThan(0);
    // No group headings when no city matches.
    expect(await page.locator(".search-box-heading").count()).toBe(0);

    await page.keyboard.press("Escape");
    await expect(box(page).getAttribute("aria-expanded")).resolves.toBe("false");
    expect(await panel(page).isHidden()).toBe(true);
  });

  it("opens and closes with its button, and closes when focus leaves it", async () => {
    const page = await openPage("/nl/");
    await page.locator(".search-box-toggle").click();
    await expect(box(page).getAttribute("aria-expanded")).resolves.toBe("true");
    await page.locator(".search-box-toggle").click();
    await expect(box(page).getAttribute("aria-expanded")).resolves.toBe("false");
    await box(page).focus();
    await expect(box(page).getAttribute("aria-expanded")).resolves.toBe("true");
    await page.keyboard.press("Tab");
    await expect(box(page).getAttribute("aria-expanded")).resolves.toBe("false");
  });

  it("finds a town by name, with headings, and goes to its list with the keyboard (nl)", async () => {
    const page = await openPage("/nl/");
    await box(page).fill("meche");
    const city = page.locator(".search-box-group-city .search-box-row").first();
    await city.waitFor();
    expect(await city.locator(".search-box-row-name").innerText()).toBe("Mechelen [2800]");
    expect(await page.locator(".search-box-heading").allInnerTexts()).toContain("GEMEENTE");
    await page.keyboard.press("ArrowDown");
    expect(await activeOption(page)).toMatch(/^Te koop/);
    await Promise.all([page.waitForURL(/\/nl\/te-koop\/\?city=Mechelen$/), page.keyboard.press("Enter")]);
    expect(await page.locator(".listings-count").innerText()).toBe("Pagina 1 van 9 [195 resultaten]");
    expect(pageProblems(page).uncaught).toEqual([]);
  });

  it("finds a town by postal code and a property by its reference (fr)", async () => {
    const page = await openPage("/fr/a-vendre/?city=Mechelen");
    const href = (await page.locator(".listing-card-link").first().getAttribute("href")) ?? "";
    const id = /\/(\d+)\/$/.exec(href)?.[1] ?? "";
    expect(id).not.toBe("");

    const home = await openPage("/fr/");
    await box(home).fill("2800");
    await home.locator(".search-box-group-city .search-box-row").first().waitFor();
    expect(await home.locator(".search-box-group-city .search-box-row-name").first().innerText()).toBe(
      "Mechelen [2800]",
    );

    await box(home).fill(id);
    const property = home.locator(".search-box-property").first();
    await property.waitFor();
    expect(await property.locator(".search-box-reference").innerText()).toBe(`Réf : ${id}`);
    const thumbnail = property.locator("img");
    expect(await thumbnail.getAttribute("width")).toBe("60");
    expect(await thumbnail.getAttribute("height")).toBe("60");
    await box(home).press("ArrowDown");
    await Promise.all([home.waitForURL((url) => url.pathname === href), box(home).press("Enter")]);
  });

  it("sends the text typed to the for-sale list when JavaScript is off", async () => {
    const page = await openPage("/nl/", { javaScriptEnabled: false });
    await box(page).fill("Mechelen");
    await Promise.all([page.waitForURL(/\/nl\/te-koop\/\?city=Mechelen$/), box(page).press("Enter")]);
    expect(await page.locator(".listings-count").innerText()).toBe("Pagina 1 van 9 [195 resultaten]");
  });

  it("has no accessibility violations with its panel open (nl, fr)", async () => {
    for (const path of ["/nl/", "/fr/"]) {
      const page = await openPage(path);
      await box(page).fill("me");
      await page.locator(".search-box-group").first().waitFor();
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});
