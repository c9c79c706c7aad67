import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/support/databases.ts";
import { searchAlerts } from "../../db/schema/leads.ts";
import { propertyChanges } from "../../db/schema/search-alerts.ts";
import { countAlertsMatching } from "./alert-matching.server.ts";
import { insertAlert, insertListing, setListing } from "./testing/alert-fixtures.ts";
import { alertMailsTo, clearAlerts, runAlerts } from "./testing/alert-runs.ts";

forEachDatabase((database) => {
  beforeEach(async () => clearAlerts(database()));

  describe("each criterion of spec §3", () => {
    // The listing: a house for sale in 2800 Mechelen, € 325.000, 3 bedrooms, 1 bathroom, 1 garage,
    // 1 parking, terrace and garden. Each alert below misses it by exactly one criterion.
    const misses: [string, Record<string, unknown>][] = [
      ["goal", { goal: "rent" }],
      ["type", { typeIds: [2] }],
      ["zip code", { zips: ["3000"] }],
      ["town", { zips: [], towns: ["Leuven"], townKeys: ["leuven"] }],
      ["minimum price", { minPrice: 330_000 }],
      ["maximum price", { maxPrice: 300_000 }],
      ["minimum bedrooms", { minBedrooms: 4 }],
      ["maximum bedrooms", { maxBedrooms: 2 }],
      ["bathrooms", { minBathrooms: 2 }],
      ["garages", { minGarages: 2 }],
      ["parkings", { minParkings: 2 }],
    ];
    for (const [criterion, fields] of misses) {
      it(`an alert whose ${criterion} differs does not match`, async () => {
        const db = database();
        await insertAlert(db, fields);
        const id = await insertListing(db);
        expect(await countAlertsMatching(db, id)).toBe(0);
      });
    }

    it("terrace and garden are asked only of listings that have them", async () => {
      const db = database();
      await insertAlert(db, { terrace: true, garden: true });
      const withBoth = await insertListing(db);
      const noGarden = await insertListing(db, { hasGarden: false });
      const noTerrace = await insertListing(db, { hasTerrace: false });
      expect(await countAlertsMatching(db, withBoth)).toBe(1);
      expect(await countAlertsMatching(db, noGarden)).toBe(0);
      expect(await countAlertsMatching(db, noTerrace)).toBe(0);
    });

    it("matches on the zip code, or on the town whatever its case and accents", async () => {
      const db = database();
      await insertAlert(db, { zips: ["2800"] });
      await insertAlert(db, { zips: [], towns: ["Mechelen"], townKeys: ["mechelen"] });
      await insertAlert(db, {
        zips: ["2800"],
        minPrice: 300_000,
        maxPrice: 325_000,
        minBedrooms: 3,
        maxBedrooms: 3,
      });
      const id = await insertListing(db);
      expect(await countAlertsMatching(db, id)).toBe(3);
    });
  });

  describe("spec §3 demand register region: the map area", () => {
    // The listing lies in Mechelen; the areas' centres are in Mechelen, Leuven (≈ 22 km away) and Arlon.
    const inMechelen = { latitude: 51.0259, longitude: 4.4776 };
    const area = (latitude: number, longitude: number, radiusKm: number) => ({
      zips: [],
      areaLatitude: latitude,
      areaLongitude: longitude,
      areaRadiusKm: radiusKm,
    });

    it("spec §3 demand register region: a listing inside the area matches, one outside does not", async () => {
      const db = database();
      await insertAlert(db, area(51.03, 4.48, 5), "near@example.be");
      await insertAlert(db, area(50.8798, 4.7005, 10), "leuven@example.be");
      await insertAlert(db, area(50.8798, 4.7005, 25), "wide@example.be");
      await insertAlert(db, area(49.6833, 5.8167, 50), "arlon@example.be");
      const id = await insertListing(db, inMechelen);
      expect(await countAlertsMatching(db, id)).toBe(2);
      await runAlerts(db);
      expect(await alertMailsTo(db, "near@example.be")).toHaveLength(1);
      expect(await alertMailsTo(db, "wide@example.be")).toHaveLength(1);
      expect(await alertMailsTo(db, "leuven@example.be")).toHaveLength(0);
      expect(await alertMailsTo(db, "arlon@example.be")).toHaveLength(0);
    });

    it("spec §3 demand register region: area and towns combine, either one matches", async () => {
      const db = database();
      // Its towns miss the listing, its area finds it; and the other way round.
      await insertAlert(db, { ...area(51.03, 4.48, 5), towns: ["Leuven"], townKeys: ["leuven"] });
      await insertAlert(db, { ...area(49.6833, 5.8167, 5), zips: ["2800"] });
      await insertAlert(db, { ...area(49.6833, 5.8167, 5), zips: ["3000"] });
      const id = await insertListing(db, inMechelen);
      expect(await countAlertsMatching(db, id)).toBe(2);
    });

    it("spec §3 demand register region: a listing without coordinates is in no area", async () => {
      const db = database();
      await insertAlert(db, area(51.03, 4.48, 50));
      const id = await insertListing(db, { latitude: null, longitude: null });
      expect(await countAlertsMatching(db, id)).toBe(0);
    });
  });

  describe("who is mailed", () => {
    it("back office: a listing staff took off the site is mailed to no alert", async () => {
      const db = database();
      await insertAlert(db, {}, "unpublished@example.be");
      await insertListing(db, { published: false });
      await runAlerts(db);
      expect(await alertMailsTo(db, "unpublished@example.be")).toHaveLength(0);
    });

    it("paused, unsubscribed and unconfirmed alerts are never mailed; the active one is", async () => {
      const db = database();
      await insertAlert(db, { pausedAt: new Date() }, "paused@example.be");
      await insertAlert(db, { unsubscribedAt: new Date() }, "gone@example.be");
      await insertAlert(db, { confirmedAt: null }, "unconfirmed@example.be");
      await insertAlert(db, {}, "active@example.be");
      const id = await insertListing(db);
      expect(await countAlertsMatching(db, id)).toBe(1);
      await runAlerts(db);
      for (const email of ["paused@example.be", "gone@example.be", "unconfirmed@example.be"]) {
        expect(await alertMailsTo(db, email)).toHaveLength(0);
      }
      expect(await alertMailsTo(db, "active@example.be")).toHaveLength(1);
    });

    it("a change from before the alert was confirmed does not count", async () => {
      const db = database();
      // Another alert is active, so the trigger records the change; ours is confirmed just after it.
      await insertAlert(db, { zips: ["9999"] });
      const id = await insertListing(db);
      const alert = await insertAlert(db, { confirmedAt: new Date(Date.now() + 60_000) }, "late@example.be");
      await runAlerts(db);
      expect(await alertMailsTo(db, "late@example.be")).toHaveLength(0);
      await db
        .update(searchAlerts)
        .set({ confirmedAt: new Date(Date.now() - 1_000) })
        .where(eq(searchAlerts.id, alert));
      await setListing(db, id, { price: 320_000 });
      await runAlerts(db);
      expect(await alertMailsTo(db, "late@example.be")).toHaveLength(1);
    });

    it("nothing is recorded while no alert could be mailed (seeding mails nobody)", async () => {
      const db = database();
      await insertAlert(db, { pausedAt: new Date() });
      await insertListing(db);
      expect(await db.select().from(propertyChanges)).toHaveLength(0);
    });
  });

  describe("never the same listing twice", () => {
    it("a price drop sends it again, a repeat or a rise does not, a status change does", async () => {
      const db = database();
      await insertAlert(db, {}, "anna@example.be");
      const id = await insertListing(db);
      await runAlerts(db);
      expect(await alertMailsTo(db, "anna@example.be")).toHaveLength(1);

      await setListing(db, id, { price: 310_000 });
      await runAlerts(db);
      const afterDrop = await alertMailsTo(db, "anna@example.be");
      expect(afterDrop).toHaveLength(2);
      expect(afterDrop[1]?.textBody).toContain("Price lowered (was € 325.000)");

      await setListing(db, id, { price: 310_000 });
      await runAlerts(db);
      await setListing(db, id, { price: 315_000 });
      await runAlerts(db);
      await setListing(db, id, { bedrooms: 3, price: 315_000 });
      await runAlerts(db);
      expect(await alertMailsTo(db, "anna@example.be")).toHaveLength(2);

      await setListing(db, id, { status: "sold" });
      await runAlerts(db);
      const afterSale = await alertMailsTo(db, "anna@example.be");
      expect(afterSale).toHaveLength(3);
      expect(afterSale[2]?.textBody).toContain("Sold");
    });

    it("a price that is not public is never named: its drop is no news, and a later drop does not reveal it", async () => {
      const db = database();
      await insertAlert(db, {}, "hidden-price@example.be");
      const id = await insertListing(db, { publishPrice: false });
      await runAlerts(db);
      const first = await alertMailsTo(db, "hidden-price@example.be");
      expect(first).toHaveLength(1);
      expect(first[0]?.textBody).not.toContain("325.000");

      await setListing(db, id, { price: 300_000 });
      await runAlerts(db);
      expect(await alertMailsTo(db, "hidden-price@example.be")).toHaveLength(1);

      await setListing(db, id, { price: 290_000, publishPrice: true });
      await runAlerts(db);
      await setListing(db, id, { price: 280_000 });
      await runAlerts(db);
      const mails = await alertMailsTo(db, "hidden-price@example.be");
      expect(mails.map((mail) => mail.textBody).join("\n")).not.toMatch(/325\.000|300\.000/);
    });

    it("a sold listing the subscriber never saw is not announced", async () => {
      const db = database();
      await insertAlert(db, {}, "bert@example.be");
      await insertListing(db, { status: "sold" });
      await runAlerts(db);
      expect(await alertMailsTo(db, "bert@example.be")).toHaveLength(0);
    });
  });

  describe("digests", () => {
    it("a daily alert gets one e-mail with every match, then waits a day for the next", async () => {
      const db = database();
      const start = new Date();
      await insertAlert(db, { frequency: "daily" }, "daily@example.be");
      await insertListing(db);
      await insertListing(db, { price: 280_000 });
      await runAlerts(db, start);
      const first = await alertMailsTo(db, "daily@example.be");
      expect(first).toHaveLength(1);
      expect(first[0]?.subject).toBe("2 properties match your search alert");

      await insertListing(db, { price: 290_000 });
      await insertListing(db, { price: 295_000 });
      await runAlerts(db, new Date(start.getTime() + 60 * 60_000));
      expect(await alertMailsTo(db, "daily@example.be")).toHaveLength(1);
      await runAlerts(db, new Date(start.getTime() + 24 * 60 * 60_000));
      const second = await alertMailsTo(db, "daily@example.be");
      expect(second).toHaveLength(2);
      expect(second[1]?.subject).toBe("2 properties match your search alert");
    });

    it("a weekly alert waits a week", async () => {
      const db = database();
      const start = new Date();
      await insertAlert(db, { frequency: "weekly" }, "weekly@example.be");
      await insertListing(db);
      await runAlerts(db, start);
      await insertListing(db, { price: 290_000 });
      await runAlerts(db, new Date(start.getTime() + 6 * 24 * 60 * 60_000));
      expect(await alertMailsTo(db, "weekly@example.be")).toHaveLength(1);
      await runAlerts(db, new Date(start.getTime() + 7 * 24 * 60 * 60_000));
      expect(await alertMailsTo(db, "weekly@example.be")).toHaveLength(2);
    });
  });
});
