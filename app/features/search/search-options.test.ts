import { describe, expect, it } from "vitest";
import type { SearchCity, SearchProperty, SearchType } from "./search-index.ts";
import { enabledOptions, type SearchLabels, searchGroups } from "./search-options.ts";

const types: SearchType[] = [
  { id: 1, name: "Huis", icon: "house", countSale: 120, countRent: 1 },
  { id: 9, name: "Garage/Parking", icon: "building", countSale: 8, countRent: 0 },
];
const mechelen: SearchCity = {
  name: "Mechelen",
  zip: "2800",
  searchName: "mechelen",
  countSale: 195,
  countRent: 1,
};
const property: SearchProperty = {
  id: 4120,
  description: "Ruime woning",
  href: "/nl/te-koop/mechelen/ruime-woning/4120/",
  thumbnail: null,
};
const lists = { forSale: "/nl/te-koop/", forRent: "/nl/te-huur/" };
const labels: SearchLabels = {
  typeForSale: (type) => `${type} te koop`,
  typeForRent: (type) => `${type} te huur`,
  cityForSale: (city) => `Te koop in ${city}`,
  cityForRent: (city) => `Te huur in ${city}`,
};

describe("searchGroups", () => {
  it("lists every type with its For sale and For rent links for an empty text", () => {
    const groups = searchGroups("  ", { types: [], cities: [], properties: [] }, types, lists, labels);
    expect(groups).toHaveLength(1);
    const [house, garage] = groups[0]?.rows ?? [];
    expect(house?.kind === "type" && house.options.map((option) => option.href)).toEqual([
      "/nl/te-koop/?type=1",
      "/nl/te-huur/?type=1",
    ]);
    // A link whose count is 0 is shown disabled (spec §2).
    expect(garage?.kind === "type" && garage.options[1]?.href).toBeNull();
  });

  it("keeps only the groups that matched, in the order type, city, property", () => {
    const groups = searchGroups(
      "mech",
      { types: [], cities: [mechelen], properties: [property] },
      types,
      lists,
      labels,
    );
    expect(groups.map((group) => group.kind)).toEqual(["city", "property"]);
    const city = groups[0]?.rows[0];
    expect(city?.kind === "city" && city.options[0]?.href).toBe("/nl/te-koop/?city=Mechelen");
  });

  it("offers only enabled options to the arrow keys", () => {
    const groups = searchGroups("", { types: [], cities: [], properties: [] }, types, lists, labels);
    expect(enabledOptions(groups).map((option) => option.label)).toEqual([
      "Huis te koop",
      "Huis te huur",
      "Garage/Parking te koop",
    ]);
  });
});
