// The built site starts on a fresh machine and answers like a website: a page in a language, a real 404.
import { describe, expect, it } from "vitest";
import { mainResponse, openPage, pageProblems } from "./support/browser.ts";
import { siteUrl } from "./support/site-url.ts";

describe("the built site", () => {
  it("serves the home page with its language declared", async () => {
    const page = await openPage("/");

    expect(mainResponse(page).status()).toBe(200);
    expect(mainResponse(page).headers()["content-type"]).toMatch(/^text\/html/);
    expect(await page.locator("html").getAttribute("lang")).toMatch(/^(nl|fr|en|de)\b/);
    expect(pageProblems(page).uncaught).toEqual([]);
  });

  it("serves the home page without JavaScript too", async () => {
    const page = await openPage("/nl/", { javaScriptEnabled: false });

    expect(mainResponse(page).status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe("nl");
  });

  it("answers a path that does not exist with a 404 page", async () => {
    const page = await openPage("/this-page-does-not-exist/");

    expect(mainResponse(page).status()).toBe(404);
    expect(await page.locator("html").getAttribute("lang")).toMatch(/^(nl|fr|en|de)\b/);
  });

  it("answers a request that never reaches a browser with a 404 too", async () => {
    const response = await fetch(siteUrl("/nl/no-such-page/at-all/"), { redirect: "manual" });

    expect(response.status).toBe(404);
  });
});
