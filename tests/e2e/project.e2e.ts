// New-build projects as a buyer meets them: the list, a project with its units table linking to the
// units that are listings, the right path for a wrong slug, an unknown project, and no axe violations.
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { mainResponse, openPage } from "./support/browser.ts";
import { siteUrl } from "./support/site-url.ts";

const LISTS = { nl: "/nl/nieuwbouw/", fr: "/fr/projets-neufs/", en: "/en/new-builds/" } as const;

async function firstProjectPath(): Promise<string> {
  const html = await (await fetch(siteUrl(LISTS.en))).text();
  const path = /href="(\/en\/new-builds\/[a-z0-9-]+\/\d+\/)"/.exec(html)?.[1];
  if (!path) throw new Error("The demo data holds no project");
  return path;
}

describe("new-build projects", () => {
  for (const [language, path] of Object.entries(LISTS)) {
    it(`lists the projects with their ranges (${language})`, async () => {
      const page = await openPage(path, { locale: `${language}-BE` });
      expect(mainResponse(page).status()).toBe(200);
      expect(await page.locator(".project-card").count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it("shows a project's address, delivery, ranges and units, linking units that are listings", async () => {
    const path = await firstProjectPath();
    const page = await openPage(path, { locale: "en-BE" });
    expect(mainResponse(page).status()).toBe(200);
    const headers = await page.locator(".project-units thead th").allTextContents();
    expect(headers).toEqual(["Unit", "Floor", "Bedrooms", "Surface", "Price", "Status"]);
    expect(await page.locator(".project-units tbody tr").count()).toBeGreaterThan(0);
    const statuses = await page.locator(".project-units tbody td:last-child").allTextContents();
    expect(statuses.every((status) => ["Available", "Under option", "Sold"].includes(status))).toBe(true);
    const text = await page.locator(".project-page").textContent();
    expect(text).toContain("Delivery");
    expect(text).toContain("Address");

    const unitLink = page.locator(".project-units tbody a").first();
    if ((await unitLink.count()) > 0) {
      const href = (await unitLink.getAttribute("href")) ?? "";
      expect(href).toMatch(/^\/en\/for-(sale|rent)\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/$/);
      expect((await fetch(siteUrl(href), { redirect: "manual" })).status).toBe(200);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  it("sends a wrong slug to the project's right path (301) and its Dutch twin answers too", async () => {
    const path = await firstProjectPath();
    const id = /\/(\d+)\/$/.exec(path)?.[1];
    const response = await fetch(siteUrl(`/en/new-builds/wrong-name/${id}/`), { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(path);
    const original = await fetch(siteUrl(`/projects/${id}/`), { headers: { "accept-language": "nl" } });
    expect(original.status).toBe(200);
  });

  it("answers an unknown project with a 404 page", async () => {
    const page = await openPage("/en/new-builds/nothing/99999999/", { locale: "en-BE" });
    expect(mainResponse(page).status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("No construction was found");
  });
});
