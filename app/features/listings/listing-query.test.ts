import fc from "fast-check";
import { PAGE_DEFINING_PARAMETERS } from "../../domain/page-query.ts";
import { describe, expect, it } from "vitest";
import { hasFilters, listingSearch, parseListingQuery } from "./listing-query.ts";

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe("parseListingQuery", () => {
  it("reads the spec's city and type parameters", () => {
    expect(parse("city=Mechelen&type=9")).toMatchObject({ city: "Mechelen", type: 9, page: 1 });
    expect(parse("city=2800").city).toBe("2800");
  });

  it("gives the default page for an empty query", () => {
    expect(parse("")).toEqual({
      garden: false,
      terrace: false,
      garage: false,
      epc: [],
      sort: "date_desc",
      view: "grid",
      page: 1,
    });
  });

  it("ignores bad values instead of failing the page", () => {
    const query = parse(`page=-1&type=abc&price_min=1e309&price_max=-5&bedrooms=99&sort=evil&view=3d`);
    expect(query).toMatchObject({ page: 1, sort: "date_desc", view: "grid" });
    expect(query.type).toBeUndefined();
    expect(parse("subtype=villa&type=1").subtype).toBeUndefined();
    expect(parse("subtype=-3").subtype).toBeUndefined();
    expect(parse("subtype=99999999999").subtype).toBeUndefined();
    expect(query.priceMin).toBeUndefined();
    expect(query.priceMax).toBeUndefined();
    expect(query.bedrooms).toBeUndefined();
  });

  it("ignores a city text longer than any place name", () => {
    expect(parse(`city=${"x".repeat(10_000)}`).city).toBeUndefined();
  });

  it("treats empty form fields as no filter, as a form sent without JavaScript gives them", () => {
    const query = parse("city=&type=&price_min=&price_max=&bedrooms=&page=");
    expect(hasFilters(query)).toBe(false);
    expect(query.page).toBe(1);
  });

  it("swaps a minimum price above the maximum", () => {
    expect(parse("price_min=500000&price_max=200000")).toMatchObject({ priceMin: 200000, priceMax: 500000 });
  });

  it("reads checkboxes and EPC letters", () => {
    const query = parse("garden=on&terrace=1&epc=b&epc=A&epc=zz&epc=b");
    expect(query).toMatchObject({ garden: true, terrace: true, garage: false, epc: ["A", "B"] });
  });

  it("drops EPC values that are not a label letter", () => {
    expect(parse("epc=A&epc=%3Cscript%3E&epc=AB").epc).toEqual(["A"]);
  });
});

describe("listingSearch", () => {
  it("leaves defaults out so equal states share one URL", () => {
    expect(listingSearch(parse("sort=date_desc&view=grid&page=1"))).toBe("");
    expect(listingSearch(parse("city=Mechelen"), { page: 3 })).toBe("?city=Mechelen&page=3");
  });

  it("round-trips every state it writes", () => {
    const queryArbitrary = fc.record({
      city: fc.option(fc.constantFrom("Mechelen", "2800", "Sint-Katelijne-Waver", "Liège"), {
        nil: undefined,
      }),
      type: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
      subtype: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: undefined }),
      priceMin: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }),
      bedrooms: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
      garden: fc.boolean(),
      terrace: fc.boolean(),
      garage: fc.boolean(),
      epc: fc
        .uniqueArray(fc.constantFrom("A", "B", "C", "D"), { maxLength: 4 })
        .map((letters) => letters.sort()),
      sort: fc.constantFrom("date_desc", "price_asc", "city_desc", "type_asc" as const),
      view: fc.constantFrom("grid", "list", "map" as const),
      page: fc.integer({ min: 1, max: 500 }),
    });
    fc.assert(
      fc.property(queryArbitrary, (generated) => {
        const query = Object.fromEntries(
          Object.entries(generated).filter(([, value]) => value !== undefined),
        );
        const parsed = parse(listingSearch(parse(""), query).slice(1));
        expect(parsed).toEqual({ ...parse(""), ...query });
      }),
    );
  });
});

describe("the canonical URL keeps exactly the list's own parameters (spec §2)", () => {
  it("every parameter listingSearch writes, except the view, is page-defining, and none is missing", () => {
    const everything = parseListingQuery(
      new URLSearchParams(
        "city=Gent&type=2&subtype=1002&price_min=1&price_max=2&bedrooms=3&garden=1&terrace=1&garage=1&epc=A&sort=price_asc&view=map&page=2",
      ),
    );
    const written = [...new URLSearchParams(listingSearch(everything)).keys()].filter(
      (key) => key !== "view",
    );
    expect(new Set(written)).toEqual(new Set(PAGE_DEFINING_PARAMETERS));
  });
});
