// Owner statistics (ADR 0016) as the server meets visitors: a property's detail page counts one view per
// visitor and day whether it is rendered or answered from the page cache, and none for a bot or a HEAD.
// The site runs on a data directory of its own; after it stops (writing its last batch, as on a
// deploy) the test reads the counts from that database.
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/db/client.server.ts";
import { propertyDailyViews } from "../../app/db/schema/owner-statistics.ts";
import { siteDay } from "../../app/domain/site-calendar.ts";
import { type RunningSite, startBuiltSite } from "./support/built-site.ts";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:146.0) Gecko/20100101 Firefox/146.0";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let site: RunningSite;

beforeAll(async () => {
  site = await startBuiltSite({ output: "ignore" });
});

afterAll(async () => {
  await site.stop();
});

async function get(pathname: string, userAgent: string, method = "GET") {
  const response = await fetch(`${site.url}${pathname}`, {
    method,
    headers: { "User-Agent": userAgent, "Accept-Language": "nl" },
    redirect: "manual",
  });
  await response.arrayBuffer();
  return { status: response.status, rendered: response.headers.has("server-timing") };
}

describe("property page views", () => {
  it("count once per visitor and day, rendered or cached, and never for a bot", async () => {
    const list = await (
      await fetch(`${site.url}/nl/te-koop/`, { headers: { "User-Agent": FIREFOX } })
    ).text();
    const paths = [
      ...new Set([...list.matchAll(/href="(\/nl\/te-koop\/[^"/]+\/[^"/]+\/(\d+)\/)"/g)].map((m) => m[1])),
    ];
    const [first, second, third] = paths;
    if (!first || !second || !third) throw new Error("The for-sale list shows fewer than three properties");
    const idOf = (pathname: string) => Number(/\/(\d+)\/$/.exec(pathname)?.[1]);

    // First property: rendered for a visitor, then from the cache for the same visitor (a reload, not
    // counted), another visitor (counted), a bot and a HEAD (neither counted).
    expect(await get(first, FIREFOX)).toEqual({ status: 200, rendered: true });
    expect(await get(first, FIREFOX)).toEqual({ status: 200, rendered: false });
    expect(await get(first, CHROME)).toEqual({ status: 200, rendered: false });
    expect(await get(first, GOOGLEBOT)).toEqual({ status: 200, rendered: false });
    expect((await get(first, "Mozilla/5.0 (Linux) Safari/605", "HEAD")).status).toBe(200);
    // Second property: a bot renders it first (not counted), then a visitor gets it from the cache.
    expect(await get(second, GOOGLEBOT)).toEqual({ status: 200, rendered: true });
    expect(await get(second, CHROME)).toEqual({ status: 200, rendered: false });
    expect(await get(second, CHROME)).toEqual({ status: 200, rendered: false });
    // Third property: only bots and a page with its form open (per visitor, never cached).
    expect(await get(third, "curl/8.11.1")).toEqual({ status: 200, rendered: true });
    expect(await get(`${third}?form=contact-me`, FIREFOX)).toMatchObject({ status: 200, rendered: true });
    expect(await get(`${third}?form=contact-me`, FIREFOX)).toMatchObject({ status: 200, rendered: true });
    // Not detail pages: a list and an unknown property.
    await get("/nl/te-koop/", CHROME);
    expect((await get("/nl/te-koop/mechelen/x/999999999/", CHROME)).status).toBe(404);

    const day = siteDay(new Date());
    await site.halt();
    const connection = await openDatabase({ dataDir: path.join(site.dataDir, "db") });
    try {
      const rows = await connection.db
        .select({ propertyId: propertyDailyViews.propertyId, views: propertyDailyViews.views })
        .from(propertyDailyViews)
        .where(
          and(
            eq(propertyDailyViews.day, day),
            inArray(propertyDailyViews.propertyId, [idOf(first), idOf(second), idOf(third), 999_999_999]),
          ),
        );
      // The demo data holds 90 days of views before today; today's row is what this test made.
      const views = new Map(rows.map((row) => [row.propertyId, row.views]));
      expect(views.get(idOf(first))).toBe(2);
      expect(views.get(idOf(second))).toBe(1);
      expect(views.get(idOf(third))).toBe(1);
      expect(views.has(999_999_999)).toBe(false);
    } finally {
      await connection.close();
    }
  });
});
