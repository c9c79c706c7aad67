import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cityCountFor,
  isCountLinkActive,
  matchCities,
  matchProperties,
  matchTypes,
  referenceIn,
  sameCity,
  searchDescription,
  searchPanel,
  searchReference,
  stripAccents,
} from "./search-matching.ts";

const types = [
  { id: 1, name: "Huis", countSale: 120, countRent: 2 },
  { id: 2, name: "Appartement", countSale: 80, countRent: 3 },
  { id: 9, name: "Garage/Parking", countSale: 5, countRent: 0 },
  { id: 8, name: "Kantoren", countSale: 0, countRent: 0 },
];
const cities = [
  { name: "Mechelen", zip: "2800", searchName: "mechelen", countSale: 195, countRent: 1 },
  { name: "Bonheiden", zip: "2820", searchName: "bonheiden", countSale: 30, countRent: 1 },
  {
    name: "Sint-Katelijne-Waver",
    zip: "2860",
    searchName: "sint-katelijne-waver",
    countSale: 24,
    countRent: 0,
  },
  { name: "Liège", zip: "4000", searchName: "liege", countSale: 1, countRent: 0 },
  { name: "Walem", zip: "2800", searchName: "walem", countSale: 13, countRent: 0 },
  { name: "Kapelle-op-den-Bos", zip: "1880", searchName: "kapelle-op-den-bos", countSale: 2, countRent: 0 },
];
const properties = [
  { id: 4321, description: "Ruime woning", goal: 0 },
  { id: 1234, description: "Appartement met terras", goal: 1 },
  { id: 123, description: "Studio", goal: 0 },
];
const names = (list: readonly { name: string }[]) => list.map((item) => item.name);

describe("property matching (spec §5: ID exactly)", () => {
  it.each([
    ["1234", [1234]],
    [" 1234 ", [1234]],
    ["Ref: 1234", [1234]],
    ["ref 123", [123]],
    ["#4321", [4321]],
    ["123", [123]],
    ["12", []],
    ["12345", []],
    ["1234 4321", []],
    ["mechelen", []],
  ])("%j finds %j", (text, ids) => {
    expect(matchProperties(properties, text).map((property) => property.id)).toEqual(ids);
  });

  it("reads references", () => {
    expect(referenceIn("Ref.: 0042")).toBe("42");
    expect(referenceIn("ref:")).toBeNull();
  });
});

describe("city matching (spec §5: name, zip or accent-stripped name, threshold 0)", () => {
  it.each([
    ["mech", ["Mechelen"]],
    ["MECHELEN", ["Mechelen"]],
    ["28", ["Mechelen", "Bonheiden", "Sint-Katelijne-Waver", "Walem"]],
    ["2800", ["Mechelen", "Walem"]],
    ["kat", ["Sint-Katelijne-Waver"]],
    ["sint kat", ["Sint-Katelijne-Waver"]],
    ["sint-katelijne", ["Sint-Katelijne-Waver"]],
    ["liege", ["Liège"]],
    ["LIÈGE", ["Liège"]],
    ["walem 2800", ["Walem"]],
    ["bos", ["Kapelle-op-den-Bos"]],
    ["echelen", []],
    ["mechlen", []],
    ["", []],
  ])("%j finds %j", (text, found) => {
    expect(names(matchCities(cities, text))).toEqual(found);
  });

  it("lists cities whose name starts with the text first", () => {
    const list = [
      { name: "Heist-op-den-Berg", zip: "2220" },
      { name: "Lier", zip: "2500" },
      { name: "Berlaar", zip: "2590" },
    ];
    expect(names(matchCities(list, "ber"))).toEqual(["Berlaar", "Heist-op-den-Berg"]);
  });

  it("lists at most the limit", () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ name: `Stad ${i}`, zip: `${2000 + i}` }));
    expect(matchCities(many, "stad")).toHaveLength(10);
    expect(matchCities(many, "stad", 3)).toHaveLength(3);
  });

  it("finds every city by its own name, zip and accent-free name", () => {
    fc.assert(
      fc.property(fc.constantFrom(...cities), (city) => {
        expect(matchCities(cities, city.name)).toContain(city);
        expect(matchCities(cities, city.zip)).toContain(city);
        expect(matchCities(cities, stripAccents(city.name).toUpperCase())).toContain(city);
      }),
    );
  });
});

describe("type matching", () => {
  it.each([
    ["app", ["Appartement"]],
    ["HUIS", ["Huis"]],
    ["parking", ["Garage/Parking"]],
    ["woning", []],
  ])("%j finds %j", (text, found) => {
    expect(names(matchTypes(types, text))).toEqual(found);
  });
});

describe("searchPanel (spec §2)", () => {
  const index = { properties, cities, types };

  it("lists every type without text", () => {
    expect(searchPanel(index, "  ")).toEqual({ kind: "types", types });
  });

  it("groups types, cities and properties, with headings when cities match", () => {
    const panel = searchPanel(index, "mechelen");
    expect(panel).toEqual({
      kind: "matches",
      types: [],
      cities: [cities[0]],
      properties: [],
      showHeadings: true,
    });
  });

  it("shows no headings without city matches", () => {
    const panel = searchPanel(index, "1234");
    expect(panel.kind === "matches" && panel.showHeadings).toBe(false);
    expect(panel.kind === "matches" && panel.properties.map((property) => property.id)).toEqual([1234]);
  });

  it("never throws and only returns entries of the index", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const panel = searchPanel(index, text);
        if (panel.kind === "types") return;
        panel.cities.forEach((city) => expect(cities).toContain(city));
        panel.types.forEach((type) => expect(types).toContain(type));
        expect(panel.showHeadings).toBe(panel.cities.length > 0);
      }),
    );
  });
});

describe("result rows", () => {
  it("cuts the type description to 100 characters", () => {
    const long = `Prachtige ${"ruime ".repeat(30)}woning`;
    const text = searchDescription(long);
    expect(text.length).toBeLessThanOrEqual(101);
    expect(text.endsWith("…")).toBe(true);
    expect(searchDescription("<b>Villa</b> &amp; tuin")).toBe("Villa & tuin");
  });

  it("labels the reference", () => {
    expect(searchReference(1234)).toEqual({ key: "SEARCH_REF", params: { id: 1234 } });
  });

  it("activates a sale or rent link only with a count above 0", () => {
    expect(isCountLinkActive(1)).toBe(true);
    expect(isCountLinkActive(0)).toBe(false);
    expect(isCountLinkActive(null)).toBe(false);
  });
});

describe("city-to-count matching (spec §5: case and accents ignored, same zip)", () => {
  const saleCounts = [
    { name: "MECHELEN", zip: "2800", count: 195 },
    { name: "WALEM", zip: "2800", count: 13 },
    { name: "LIEGE", zip: "4000", count: 1 },
  ];

  it.each([
    [{ name: "Mechelen", zip: "2800" }, 195],
    [{ name: "Walem", zip: "2800" }, 13],
    [{ name: "Liège", zip: "4000" }, 1],
    [{ name: "Liège", zip: "4020" }, 0],
    [{ name: "Mechelen", zip: "2801" }, 0],
    [{ name: "Lier", zip: "2500" }, 0],
  ])("%j counts %i", (city, count) => {
    expect(cityCountFor(saleCounts, city)).toBe(count);
  });

  it("is symmetric", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, zip) => {
        expect(sameCity({ name: a, zip }, { name: b, zip })).toBe(
          sameCity({ name: b, zip }, { name: a, zip }),
        );
      }),
    );
  });
});
