import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isRegion, regionFromZip, regionOf } from "./region.ts";

describe("regionFromZip (spec §9)", () => {
  it.each([
    ["1000", "brussels"],
    ["1299", "brussels"],
    ["1300", "wallonia"],
    ["1499", "wallonia"],
    ["1500", "flanders"],
    ["2800", "flanders"],
    ["3999", "flanders"],
    ["4000", "wallonia"],
    ["7999", "wallonia"],
    ["8000", "flanders"],
    ["8370", "flanders"],
    ["9999", "flanders"],
    [" 2800 ", "flanders"],
    ["B-2800", "flanders"],
    ["BE 1050", "brussels"],
    [5000, "wallonia"],
  ] as const)("%s is in %s", (zip, region) => {
    expect(regionFromZip(zip)).toBe(region);
  });

  it.each([["0999"], ["999"], ["10000"], ["abcd"], [""], ["28 00"], [2800.5], [-1000], [null], [undefined]])(
    "%s has no region",
    (zip) => {
      expect(regionFromZip(zip)).toBe("");
    },
  );

  it("gives every four-digit code from 1000 to 9999 exactly one region", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), (code) => {
        const region = regionFromZip(String(code));
        expect(isRegion(region)).toBe(true);
        expect(regionFromZip(code)).toBe(region);
      }),
    );
  });

  it("never throws and answers a region or empty for any text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const region = regionFromZip(text);
        expect(region === "" || isRegion(region)).toBe(true);
      }),
    );
  });
});

describe("regionOf", () => {
  it("reads Luxembourg from country 50 whatever the postal code", () => {
    expect(regionOf({ zip: "1234", countryId: 50 })).toBe("luxembourg");
    expect(regionOf({ zip: null, countryId: 50 })).toBe("luxembourg");
  });

  it("reads Belgium (country 10 or missing) from the postal code", () => {
    expect(regionOf({ zip: "2800", countryId: 10 })).toBe("flanders");
    expect(regionOf({ zip: "1050", countryId: null })).toBe("brussels");
    expect(regionOf({ zip: "4000", countryId: undefined })).toBe("wallonia");
  });

  it("gives no region for other countries or unknown codes", () => {
    expect(regionOf({ zip: "2800", countryId: 20 })).toBe("");
    expect(regionOf({ zip: "", countryId: 10 })).toBe("");
  });
});
