// The property detail page as a buyer meets it: photos (counter, keyboard), the EPC label of the
// property's region, sold and rented listings, an unknown id, the print view, and no axe violations.
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { mainResponse, openPage, pageProblems } from "./support/browser.ts";
import { siteUrl } from "./support/site-url.ts";

type Found = { id: number; region: string | null; status: "available" | "sold" | "rented"; photos: number };

async function text(path: string, language = "en"): Promise<{ status: number; html: string }> {
  const response = await fetch(siteUrl(path), { headers: { "accept-language": language } });
  return { status: response.status, html: await response.text() };
}

async function describeListing(id: number): Promise<Found | null> {
  const { status, html } = await text(`/property/${id}/`);
  if (status !== 200) return null;
  // The dictionary travels in the page's data too: read the heading only.
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? "";
  return {
    id,
    status:
      heading === "Property Sold"
        ? "sold"
        : heading === "The property you requested has been rented"
          ? "rented"
          : "available",
    region: /data-region="([a-z]*)"/.exec(html)?.[1] ?? null,
    photos: Number(/data-testid="gallery-counter">\d+ of (\d+)</.exec(html)?.[1] ?? 0),
  };
}

const idsIn = (html: string, pattern: RegExp): number[] =>
  [...html.matchAll(pattern)].map((match) => Number(match[1])).filter((id) => Number.isInteger(id));

/**
 * Demo listings found the way a visitor or a search engine could: for each region, the for-sale list of
 * one of its postal codes; sold and rented listings from the sitemap, newest first.
 */
async function findDemoListings(): Promise<Found[]> {
  const found: Found[] = [];
  const zips = {
    flanders: ["2800", "2500"],
    brussels: ["1000", "1050", "1180"],
    wallonia: ["5000", "1300", "1410"],
  };
  for (const [region, codes] of Object.entries(zips)) {
    for (const zip of codes) {
      const { html } = await text(`/en/for-sale/?city=${zip}`);
      const candidates = idsIn(html, /href="\/en\/for-sale\/[^"]+\/(\d+)\/"/g).slice(0, 3);
      const listing = (await Promise.all(candidates.map(describeListing))).find((f) => f?.region === region);
      if (listing) {
        found.push(listing);
        break;
      }
    }
  }
  const { html: sitemap } = await text("/sitemap.xml");
  const newestFirst = (ids: number[]) => [...new Set(ids)].sort((a, b) => b - a);
  const rentals = newestFirst(idsIn(sitemap, /<loc>[^<]*\/en\/for-rent\/[^<]*\/(\d+)\/<\/loc>/g));
  const sales = newestFirst(idsIn(sitemap, /<loc>[^<]*\/en\/for-sale\/[^<]*\/(\d+)\/<\/loc>/g));
  for (const [ids, status] of [
    [rentals, "rented"],
    [sales, "sold"],
  ] as const) {
    for (const id of ids) {
      const listing = await describeListing(id);
      if (listing?.status === status) {
        found.push(listing);
        break;
      }
    }
  }
  return found;
}

let listings: Found[] = [];
const pick = (test: (f: Found) => boolean): Found => {
  const listing = listings.find(test);
  if (!listing) throw new Error("The demo data holds no such listing");
  return listing;
};

beforeAll(async () => {
  listings = await findDemoListings();
}, 120_000);

describe("property detail", () => {
  it("redirects the unprefixed path's localized twin to the right city and slug (301)", async () => {
    const { id } = pick((f) => f.status === "available" && f.region === "flanders");
    const response = await fetch(siteUrl(`/nl/te-koop/nergens/verkeerde-titel/${id}/`), {
      redirect: "manual",
    });
    expect(response.status).toBe(301);
    const location = response.headers.get("location") ?? "";
    expect(location).toMatch(new RegExp(`^/nl/te-(koop|huur)/[a-z0-9-]+/[a-z0-9-]+/${id}/$`));
    const final = await fetch(siteUrl(location), { redirect: "manual" });
    expect(final.status).toBe(200);
  });

  it("shows the first photo at once with its size, and counts photos as n of m in the lightbox", async () => {
    const { id, photos } = pick((f) => f.status === "available" && f.photos > 2);
    const page = await openPage(`/property/${id}/`, { locale: "en-BE" });
    const first = page.locator(".property-gallery__open img");
    expect(await first.getAttribute("fetchpriority")).toBe("high");
    expect(await first.getAttribute("loading")).toBe("eager");
    expect(Number(await first.getAttribute("width"))).toBeGreaterThan(0);
    expect(Number(await first.getAttribute("height"))).toBeGreaterThan(0);
    expect(await first.getAttribute("srcset")).toMatch(/ 400w/);
    await expect.poll(() => page.getByTestId("gallery-counter").textContent()).toBe(`1 of ${photos}`);

    await page.locator(".property-gallery__open").click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const counter = page.getByTestId("lightbox-counter");
    expect(await counter.textContent()).toBe(`1 of ${photos}`);
    await page.keyboard.press("ArrowRight");
    expect(await counter.textContent()).toBe(`2 of ${photos}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await counter.textContent()).toBe(`${photos} of ${photos}`);

    // Tab stays inside the viewer.
    for (let i = 0; i < 5; i += 1) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains("property-gallery__open")),
    ).toBe(true);
    expect(pageProblems(page).uncaught).toEqual([]);
  });

  it("moves to the next photo with a swipe on a touch screen", async () => {
    const { id, photos } = pick((f) => f.status === "available" && f.photos > 2);
    const page = await openPage(`/property/${id}/`, { locale: "en-BE", width: 390, height: 844 });
    await page.locator(".property-gallery__open").click();
    const counter = page.getByTestId("lightbox-counter");
    await counter.waitFor();
    await page.locator(".lightbox__figure").evaluate((figure) => {
      const at = (type: string, x: number) =>
        figure.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, pointerType: "touch" }));
      at("pointerdown", 300);
      at("pointerup", 120);
    });
    expect(await counter.textContent()).toBe(`2 of ${photos}`);
  });

  it("keeps Leaflet out of the first load and draws the map with its marker when asked", async () => {
    const { id } = pick((f) => f.status === "available" && f.region === "flanders");
    const page = await openPage(`/property/${id}/`, { locale: "en-BE" });
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((name) => name.endsWith(".js")),
      );
    expect((await scripts()).some((name) => name.includes("leaflet"))).toBe(false);
    // No tile leaves the machine in a test.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await page.getByRole("button", { name: "Show the map" }).click();
    await page.locator(".leaflet-container").waitFor();
    expect(await page.locator("path.leaflet-interactive").count()).toBe(1);
    expect((await scripts()).some((name) => name.includes("leaflet"))).toBe(true);
    expect(await page.getByRole("link", { name: /Street View/ }).getAttribute("target")).toBe("_blank");
  });

  for (const region of ["flanders", "brussels", "wallonia"] as const) {
    it(`draws the EPC label of the ${region} scale, whatever the language`, async () => {
      const { id } = pick((f) => f.region === region && f.status === "available");
      for (const locale of ["nl-BE", "fr-BE"]) {
        const page = await openPage(`/property/${id}/`, { locale, javaScriptEnabled: false });
        const label = page.getByTestId("epc-label");
        expect(await label.getAttribute("data-region")).toBe(region);
        expect(await label.locator("svg[role=img] title").count()).toBe(1);
        await page.context().close();
      }
    });
  }

  it("says a sold property is sold and offers similar listings", async () => {
    const { id } = pick((f) => f.status === "sold");
    const page = await openPage(`/property/${id}/`, { locale: "en-BE" });
    expect(mainResponse(page).status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Property Sold");
    expect(await page.locator(".similar-listings__card a").count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("says a rented property has been rented, in Dutch too", async () => {
    const { id } = pick((f) => f.status === "rented");
    const english = await openPage(`/property/${id}/`, { locale: "en-BE" });
    expect(await english.getByRole("heading", { level: 1 }).textContent()).toBe(
      "The property you requested has been rented",
    );
    const dutch = await openPage(`/property/${id}/`, { locale: "nl-BE" });
    expect(await dutch.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Het pand dat u zocht is verhuurd",
    );
  });

  it("answers an unknown id with Property Not Found and status 404", async () => {
    const page = await openPage("/property/999999999/", { locale: "en-BE" });
    expect(mainResponse(page).status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Property Not Found");
    expect(await axeViolations(page)).toEqual([]);
    const nonsense = await fetch(siteUrl("/nl/te-koop/mechelen/huis/abc/"));
    expect(nonsense.status).toBe(404);
  });

  it("prints photos, facts, EPC and agent without navigation", async () => {
    const { id } = pick((f) => f.status === "available" && f.region === "flanders");
    const page = await openPage(`/property/${id}/`, { locale: "nl-BE" });
    await page.emulateMedia({ media: "print" });
    const visible = async (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).display !== "none");
    expect(await visible(".property-gallery__open img")).toBe(true);
    expect(await visible(".property-title__facts")).toBe(true);
    expect(await visible("[data-testid=epc-label]")).toBe(true);
    expect(await visible(".agent-card")).toBe(true);
    expect(await visible(".breadcrumbs")).toBe(false);
    expect(await visible(".site-footer")).toBe(false);
    expect(await visible(".site-logo")).toBe(true);
    for (const nav of await page.locator("nav").all()) {
      expect(await nav.evaluate((element) => getComputedStyle(element).display)).toBe("none");
    }
    const pdf = await page.pdf({ format: "A4" });
    expect(pdf.byteLength).toBeGreaterThan(10_000);
  });

  for (const locale of ["nl-BE", "fr-BE", "en-BE"]) {
    it(`has no axe violations (${locale})`, async () => {
      const { id } = pick((f) => f.status === "available" && f.region === "flanders");
      const page = await openPage(`/property/${id}/`, { locale });
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
