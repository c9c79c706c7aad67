import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/support/databases.ts";
import { insertProperty } from "../../../tests/support/test-property.ts";
import type { Database } from "../../db/client.server.ts";
import {
  propertyDailyViews,
  propertyViewVisitors,
  viewDaySecrets,
} from "../../db/schema/owner-statistics.ts";
import { propertyStatistics } from "./property-statistics.server.ts";
import { ViewCounter } from "./view-counter.server.ts";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:146.0) Gecko/20100101 Firefox/146.0";
const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const BOTS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
  "curl/8.11.1",
  "python-requests/2.32.3",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
];

async function dailyViews(db: Database, propertyId: number) {
  return db
    .select({ day: propertyDailyViews.day, views: propertyDailyViews.views })
    .from(propertyDailyViews)
    .where(eq(propertyDailyViews.propertyId, propertyId))
    .orderBy(propertyDailyViews.day);
}

function counter(db: Database): ViewCounter {
  return new ViewCounter(db, { flushEveryMs: 0 });
}

forEachDatabase((database) => {
  it("counts each visitor once a day per property, and no bot at all", async () => {
    const db = database();
    const propertyId = await insertProperty(db);
    const other = await insertProperty(db);
    const views = counter(db);
    const at = new Date("2026-05-12T09:00:00Z");
    await views.prepare(at);
    const visit = (address: string, userAgent: string | undefined, id = propertyId, when = at) =>
      views.record({ propertyId: id, address, userAgent, at: when });

    expect(visit("203.0.113.5", FIREFOX)).toBe(true);
    // Reloads, later the same day: the same visitor.
    expect(visit("203.0.113.5", FIREFOX, propertyId, new Date("2026-05-12T20:00:00Z"))).toBe(false);
    expect(visit("203.0.113.5", FIREFOX)).toBe(false);
    // Another browser behind the same address, another address: other visitors.
    expect(visit("203.0.113.5", SAFARI)).toBe(true);
    expect(visit("2001:db8::7", FIREFOX)).toBe(true);
    // The same visitor on another property counts there.
    expect(visit("203.0.113.5", FIREFOX, other)).toBe(true);
    for (const bot of BOTS) expect(visit("198.51.100.9", bot)).toBe(false);
    expect(visit("198.51.100.9", undefined)).toBe(false);
    expect(visit("198.51.100.9", "")).toBe(false);
    await views.flush(at);

    expect(await dailyViews(db, propertyId)).toEqual([{ day: "2026-05-12", views: 3 }]);
    expect(await dailyViews(db, other)).toEqual([{ day: "2026-05-12", views: 1 }]);

    // The next day the same visitor counts again.
    const nextDay = new Date("2026-05-13T07:00:00Z");
    expect(visit("203.0.113.5", FIREFOX, propertyId, nextDay)).toBe(true);
    await views.flush(nextDay);
    expect(await dailyViews(db, propertyId)).toEqual([
      { day: "2026-05-12", views: 3 },
      { day: "2026-05-13", views: 1 },
    ]);
    await views.close();
  });

  it("counts a visitor once across app servers and restarts (the keys and the day's secret are shared)", async () => {
    const db = database();
    const propertyId = await insertProperty(db);
    const at = new Date("2026-06-02T10:00:00Z");
    const first = counter(db);
    const second = counter(db);
    await first.prepare(at);
    await second.prepare(at);
    expect(first.record({ propertyId, address: "192.0.2.44", userAgent: FIREFOX, at })).toBe(true);
    expect(second.record({ propertyId, address: "192.0.2.44", userAgent: FIREFOX, at })).toBe(true);
    await Promise.all([first.flush(at), second.flush(at)]);
    const restarted = counter(db);
    await restarted.prepare(at);
    restarted.record({ propertyId, address: "192.0.2.44", userAgent: FIREFOX, at });
    await restarted.flush(at);
    expect(await dailyViews(db, propertyId)).toEqual([{ day: "2026-06-02", views: 1 }]);
    for (const views of [first, second, restarted]) await views.close();
  });

  it("keeps no visitor key or secret of a past day, and never an address", async () => {
    const db = database();
    const propertyId = await insertProperty(db);
    const views = counter(db);
    const day1 = new Date("2026-07-01T10:00:00Z");
    await views.prepare(day1);
    views.record({ propertyId, address: "198.51.100.77", userAgent: FIREFOX, at: day1 });
    await views.flush(day1);
    const keys = await db
      .select()
      .from(propertyViewVisitors)
      .where(eq(propertyViewVisitors.propertyId, propertyId));
    expect(keys).toHaveLength(1);
    expect(JSON.stringify(keys)).not.toContain("198.51.100.77");
    expect(JSON.stringify(keys)).not.toContain("Firefox");

    const day2 = new Date("2026-07-02T10:00:00Z");
    await views.flush(day2);
    const secretDays = (await db.select({ day: viewDaySecrets.day }).from(viewDaySecrets)).map(
      (row) => row.day,
    );
    expect(secretDays.every((day) => day >= "2026-07-02")).toBe(true);
    expect(
      await db.select().from(propertyViewVisitors).where(eq(propertyViewVisitors.day, "2026-07-01")),
    ).toEqual([]);
    // The count itself stays.
    expect(await dailyViews(db, propertyId)).toEqual([{ day: "2026-07-01", views: 1 }]);
    await views.close();
  });

  it("files a view under its Brussels day around the clock changes and a month start", async () => {
    const db = database();
    const propertyId = await insertProperty(db);
    const views = counter(db);
    const at = (iso: string, address: string) =>
      views.record({ propertyId, address, userAgent: FIREFOX, at: new Date(iso) });
    at("2026-03-28T23:30:00Z", "192.0.2.1"); // 00:30 CET on 29 March
    at("2026-03-29T21:30:00Z", "192.0.2.2"); // 23:30 CEST on 29 March (a 23-hour day)
    at("2026-03-29T22:30:00Z", "192.0.2.3"); // 00:30 CEST on 30 March
    at("2026-03-31T21:59:00Z", "192.0.2.4"); // 23:59 on 31 March
    at("2026-03-31T22:00:00Z", "192.0.2.5"); // 00:00 on 1 April
    at("2026-10-25T22:30:00Z", "192.0.2.6"); // 23:30 CET on 25 October (a 25-hour day)
    await views.flush(new Date("2026-10-25T22:30:00Z"));
    expect(await dailyViews(db, propertyId)).toEqual([
      { day: "2026-03-29", views: 2 },
      { day: "2026-03-30", views: 1 },
      { day: "2026-03-31", views: 1 },
      { day: "2026-04-01", views: 1 },
      { day: "2026-10-25", views: 1 },
    ]);
    await views.close();
  });

  it("leaves out the view of a property that no longer exists", async () => {
    const db = database();
    const propertyId = await insertProperty(db);
    const kept = await insertProperty(db);
    const views = counter(db);
    const at = new Date("2026-08-10T10:00:00Z");
    views.record({ propertyId, address: "192.0.2.9", userAgent: FIREFOX, at });
    views.record({ propertyId: kept, address: "192.0.2.9", userAgent: FIREFOX, at });
    views.record({ propertyId: 999_999_999, address: "192.0.2.9", userAgent: FIREFOX, at });
    await views.flush(at);
    expect(await dailyViews(db, kept)).toEqual([{ day: "2026-08-10", views: 1 }]);
    expect((await propertyStatistics(db, kept, at)).views.total).toBe(1);
    await views.close();
  });
});
