import { and, count, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/support/databases.ts";
import { forgetPublicContentMemos } from "../../db/public-content-memo.server.ts";
import { properties } from "../../db/schema/listings.ts";
import { dictionaryFor } from "../../i18n/dictionary.ts";
import { translate } from "../../i18n/translate.ts";
import { listingMarkers } from "./listing-markers.server.ts";
import { loadListingPage } from "./listing-page.server.ts";
import { listingResultsMarkup } from "./listing-results.server.tsx";
import { PAGE_SIZE, parseListingQuery } from "./listing-query.ts";
import { latestListings, listingPage, listingTotals } from "./listings.server.ts";

const query = (search: string) => parseListingQuery(new URLSearchParams(search));
const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
  translate(dictionaryFor("nl"), key, params);

forEachDatabase(
  (database) => {
    it("finds the spec's 195 listings for sale in Mechelen by name, in any case, or by name and postal code", async () => {
      const byName = await listingPage(database(), "sale", query("city=Mechelen"), "nl");
      const lowerCase = await listingPage(database(), "sale", query("city=MECHELEN"), "nl");
      const exact = await listingPage(database(), "sale", query("city=Mechelen%7C2800"), "nl");
      expect(byName.total).toBe(195);
      expect(lowerCase.total).toBe(195);
      expect(exact.total).toBe(195);
      expect(exact.items.map((item) => item.id)).toEqual(byName.items.map((item) => item.id));
      expect(byName.pageCount).toBe(Math.ceil(195 / PAGE_SIZE));
    });

    it("gives the same listings for Mechelen's postal code as for its name", async () => {
      const byZip = await listingPage(database(), "sale", query("city=2800"), "nl");
      const byName = await listingPage(database(), "sale", query("city=Mechelen"), "nl");
      expect(byZip.total).toBe(195);
      expect(byZip.items.map((item) => item.id)).toEqual(byName.items.map((item) => item.id));
    });

    it("covers every place of a postal code: Hombeek and Leest share 2811", async () => {
      const byZip = await listingPage(database(), "sale", query("city=2811"), "nl");
      const hombeek = await listingPage(database(), "sale", query("city=Hombeek"), "nl");
      const leest = await listingPage(database(), "sale", query("city=Leest"), "nl");
      expect(hombeek.total).toBeGreaterThan(0);
      expect(leest.total).toBeGreaterThan(0);
      expect(byZip.total).toBe(hombeek.total + leest.total);
    });

    it("finds the one Mechelen listing for rent", async () => {
      const page = await listingPage(database(), "rent", query("city=Mechelen"), "fr");
      expect(page.total).toBe(1);
      expect(page.items[0]?.goal).not.toBe(0);
    });

    it("filters by type ID, not by category WebID (spec §3: Garage/Parking is ID 9, WebID 7)", async () => {
      const garages = await listingPage(database(), "sale", query("type=9"), "nl");
      expect(garages.total).toBeGreaterThan(0);
      expect(garages.items.every((item) => item.typeId === 9)).toBe(true);
      const rows = await database()
        .select({ webId: properties.webId })
        .from(properties)
        .where(eq(properties.typeId, 9));
      // The listings of type 9 carry category 7 or none (parking spaces), never 9.
      expect(rows.every((row) => row.webId === 7 || row.webId === null)).toBe(true);
    });

    it("makes a kept page's cards once per dictionary: the same list state in the same texts shares them", async () => {
      const load = (search: string, dictionary = dictionaryFor("nl")) =>
        loadListingPage({
          db: database(),
          goal: "sale",
          language: "nl",
          searchParams: new URLSearchParams(search),
          dictionary,
          t,
        });
      forgetPublicContentMemos();
      const first = await load("type=1");
      expect((await load("type=1&view=list")).cards).toBe(first.cards);
      // Other texts (another fallback language, say): cards of their own.
      const otherTexts = await load("type=1", { ...dictionaryFor("nl") });
      expect(otherTexts.cards).not.toBe(first.cards);
      expect(otherTexts.cards).toEqual(first.cards);
      // Their markup, by everything else it shows: the same view the same markup, another view its own.
      const i18n = { language: "nl" as const, dictionary: dictionaryFor("nl") };
      const markup = (view: "grid" | "list") =>
        listingResultsMarkup({ cards: first.cards, view, label: first.title, perRow: 4 }, i18n);
      expect(markup("grid")).toBe(markup("grid"));
      expect(markup("list")).toContain("listing-results-list");
      expect(markup("grid")).not.toContain("listing-results-list");
      forgetPublicContentMemos();
      expect((await load("type=1")).cards).not.toBe(first.cards);
    });

    it("spec §3 tree items: a sub-type of the chosen type narrows the list to its listings", async () => {
      const load = (search: string) =>
        loadListingPage({
          db: database(),
          goal: "sale",
          language: "nl",
          searchParams: new URLSearchParams(search),
          dictionary: dictionaryFor("nl"),
          t,
        });
      const houses = await load("type=1");
      expect(houses.filterOptions.subtypes.map((option) => option.name)).toEqual([
        "Bel-étage",
        "Bungalow",
        "Huis",
      ]);
      // No type chosen: no sub-types travel to the browser.
      expect((await load("")).filterOptions.subtypes).toEqual([]);
      const bungalow = houses.filterOptions.subtypes.find((option) => option.name === "Bungalow");
      if (!bungalow) throw new Error("no Bungalow sub-type");
      const bungalows = await load(`type=1&subtype=${bungalow.id}`);
      const [expected] = await database()
        .select({ value: count() })
        .from(properties)
        .where(
          and(
            eq(properties.goal, 0),
            eq(properties.published, true),
            eq(properties.typeId, 1),
            eq(properties.mainTypeName, "Bungalow"),
          ),
        );
      expect(bungalows.total).toBe(expected?.value);
      expect(bungalows.total).toBeGreaterThan(0);
      expect(bungalows.total).toBeLessThan(houses.total);
      expect(bungalows.filterValues.subtype).toBe(String(bungalow.id));
      expect(bungalows.filtered).toBe(true);
    });

    it("spec §3 tree items: a sub-type of another type, or an unknown one, is ignored", async () => {
      const load = (search: string) =>
        loadListingPage({
          db: database(),
          goal: "sale",
          language: "nl",
          searchParams: new URLSearchParams(search),
          dictionary: dictionaryFor("nl"),
          t,
        });
      const houses = await load("type=1");
      const bungalow = houses.filterOptions.subtypes.find((option) => option.name === "Bungalow");
      const apartments = await load("type=2");
      for (const search of [`type=2&subtype=${bungalow?.id ?? 0}`, "type=2&subtype=999999", "subtype=1"]) {
        const page = await load(search);
        expect(page.total).toBe(search.startsWith("type=2") ? apartments.total : (await load("")).total);
        expect(page.filterValues.subtype).toBe("");
      }
    });

    it("sorts by price both ways, with unpublished prices last", async () => {
      for (const sort of ["price_asc", "price_desc"]) {
        const page = await listingPage(database(), "sale", query(`sort=${sort}&city=Mechelen`), "nl");
        const shown = page.items.filter((item) => item.publishPrice && item.price !== null);
        const prices = shown.map((item) => item.price ?? 0);
        const sorted = [...prices].sort((a, b) => (sort === "price_asc" ? a - b : b - a));
        expect(prices).toEqual(sorted);
        const firstHidden = page.items.findIndex((item) => !item.publishPrice || item.price === null);
        if (firstHidden !== -1)
          expect(
            page.items.slice(firstHidden).every((item) => !item.publishPrice || item.price === null),
          ).toBe(true);
      }
    });

    it("sorts by town and by type", async () => {
      const byCity = await listingPage(database(), "sale", query("sort=city_asc"), "nl");
      const cities = byCity.items.map((item) => item.city);
      expect(cities).toEqual([...cities].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const byType = await listingPage(database(), "sale", query("sort=type_desc"), "nl");
      const types = byType.items.map((item) => item.typeId);
      expect(types).toEqual([...types].sort((a, b) => b - a));
    });

    it("pages without overlap and clamps a page past the end to the last one", async () => {
      const first = await listingPage(database(), "sale", query("city=Mechelen"), "nl");
      const second = await listingPage(database(), "sale", query("city=Mechelen&page=2"), "nl");
      const ids = new Set(first.items.map((item) => item.id));
      expect(second.items.some((item) => ids.has(item.id))).toBe(false);
      const beyond = await listingPage(database(), "sale", query("city=Mechelen&page=999"), "nl");
      expect(beyond.page).toBe(first.pageCount);
      expect(beyond.items.length).toBe(195 - (first.pageCount - 1) * PAGE_SIZE);
      // The last page, not full, still reports the whole count.
      const last = await listingPage(
        database(),
        "sale",
        query(`city=Mechelen&page=${first.pageCount}`),
        "nl",
      );
      expect(last).toMatchObject({ total: 195, page: first.pageCount, pageCount: first.pageCount });
    });

    it("applies price, bedroom and feature filters in the database", async () => {
      const page = await listingPage(
        database(),
        "sale",
        query("price_min=200000&price_max=400000&bedrooms=3&garden=1"),
        "en",
      );
      expect(page.total).toBeGreaterThan(0);
      for (const item of page.items) {
        expect(item.price).toBeGreaterThanOrEqual(200000);
        expect(item.price).toBeLessThanOrEqual(400000);
        expect(item.bedrooms).toBeGreaterThanOrEqual(3);
      }
    });

    it("gives an empty page, not an error, when nothing matches", async () => {
      const page = await listingPage(database(), "sale", query("city=Atlantis"), "nl");
      expect(page).toMatchObject({ total: 0, page: 1, pageCount: 1, items: [] });
    });

    it("counts the same totals on the home page as the lists report", async () => {
      const totals = await listingTotals(database());
      const sale = await listingPage(database(), "sale", query(""), "nl");
      const rent = await listingPage(database(), "rent", query(""), "nl");
      expect(totals).toEqual({ sale: sale.total, rent: rent.total });
    });

    it("keeps a list state's page, and its filters' count whatever the page or sort, until public content changes", async () => {
      const db = database();
      forgetPublicContentMemos();
      const before = await listingPage(db, "sale", query("type=1"), "nl");
      const listing = before.items[0];
      if (!listing) throw new Error("the demo data has no house for sale");
      // Written behind the memos' back: no notification reaches them in this test.
      await db.update(properties).set({ published: false }).where(eq(properties.id, listing.id));
      try {
        // The same list state, in another view: the kept page.
        expect(await listingPage(db, "sale", query("type=1&view=list"), "nl")).toBe(before);
        // Another sort of the same filters: its rows read now, its count the kept one.
        const otherSort = await listingPage(db, "sale", query("type=1&sort=price_asc"), "nl");
        expect(otherSort.items.map((item) => item.id)).not.toContain(listing.id);
        expect(otherSort.total).toBe(before.total);
        const otherFilters = await listingPage(db, "sale", query("type=1&garden=1"), "nl");
        const [gardens] = await db
          .select({ total: count() })
          .from(properties)
          .where(
            and(
              eq(properties.typeId, 1),
              eq(properties.goal, 0),
              eq(properties.published, true),
              eq(properties.hasGarden, true),
            ),
          );
        expect(otherFilters.total).toBe(gardens?.total);
        forgetPublicContentMemos();
        const after = await listingPage(db, "sale", query("type=1"), "nl");
        expect(after.items.map((item) => item.id)).not.toContain(listing.id);
        expect(after.total).toBe(before.total - 1);
      } finally {
        await db.update(properties).set({ published: true }).where(eq(properties.id, listing.id));
        forgetPublicContentMemos();
      }
    });

    it("gives the map every listing of the filter, not only the current page", async () => {
      const markers = await listingMarkers(database(), "sale", query("city=Mechelen&page=3"), "nl");
      expect(markers.total).toBe(195);
      expect(markers.markers.length).toBe(195 - markers.unlocated);
    });

    it("gives the newest listings with their headline and photo in the visitor's language", async () => {
      const latest = await latestListings(database(), "fr", 4);
      expect(latest).toHaveLength(4);
      const ids = latest.map((item) => item.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(latest.every((item) => item.typeDescription !== "" && item.typeName !== "")).toBe(true);
    });
  },
  { seeded: true },
);
