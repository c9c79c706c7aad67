import { expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/support/databases.ts";
import { listingTotals } from "../listings/listings.server.ts";
import { buildSearchIndex } from "./search-index.server.ts";

forEachDatabase(
  (database) => {
    it("counts every type's and town's listings for sale and for rent as the lists do", async () => {
      const index = await buildSearchIndex(database(), "nl");
      const totals = await listingTotals(database());
      const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);
      expect(index.types).toHaveLength(9);
      expect(sum(index.types.map((type) => type.countSale))).toBe(totals.sale);
      expect(sum(index.types.map((type) => type.countRent))).toBe(totals.rent);
      expect(index.cities.find((city) => city.name === "Mechelen")).toMatchObject({
        zip: "2800",
        searchName: "mechelen",
        countSale: 195,
        countRent: 1,
      });
      // Spec §9: rentals in three towns only.
      expect(
        index.cities
          .filter((city) => city.countRent > 0)
          .map((city) => city.name)
          .sort(),
      ).toEqual(["Bonheiden", "Lier", "Mechelen"]);
    });

    it("gives each type the icon of its WebID (spec §3: 5 and 7 share one, type 2 is the default)", async () => {
      const index = await buildSearchIndex(database(), "nl");
      expect(index.types.map((type) => [type.name, type.icon])).toEqual([
        ["Huis", "house"],
        ["Appartement", "apartment"],
        ["Studio", "studio"],
        ["Grond", "land"],
        ["Opbrengsteigendom", "building"],
        ["Commercieel", "commercial"],
        ["Industrieel", "apartment"],
        ["Kantoren", "apartment"],
        ["Garage/Parking", "building"],
      ]);
    });

    it("gives every listing its headline in the language, a 60-pixel thumbnail and its detail path", async () => {
      const index = await buildSearchIndex(database(), "fr");
      expect(index.properties.length).toBeGreaterThan(400);
      for (const property of index.properties) {
        expect(property.description.length).toBeGreaterThan(0);
        expect(property.description.length).toBeLessThanOrEqual(100);
        expect(property.href).toMatch(
          new RegExp(`^/fr/(a-vendre|a-louer)/[a-z0-9-]+/[a-z0-9-]+/${property.id}/$`),
        );
        expect(property.thumbnail).toMatch(/^\/media\/[^/]+\/60\.webp$/);
      }
    });
  },
  { seeded: true },
);
