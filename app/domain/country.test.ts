import { describe, expect, it } from "vitest";
import { countryCode, shownCountry, withCountry } from "./country.ts";

describe("countries of addresses (spec §9: country ID 10 is Belgium, no country shown)", () => {
  it("shows no country for Belgium or a missing country", () => {
    expect(withCountry("2800 Mechelen", { countryId: 10, countryName: "België" }, "nl")).toBe(
      "2800 Mechelen",
    );
    expect(withCountry("2800 Mechelen", { countryId: null }, "fr")).toBe("2800 Mechelen");
  });

  it("names Luxembourg in the visitor's language", () => {
    expect(withCountry("8010 Strassen", { countryId: 50, countryName: "Luxemburg" }, "nl")).toBe(
      "8010 Strassen, Luxemburg",
    );
    expect(shownCountry({ countryId: 50 }, "fr")).toBe("Luxembourg");
    expect(shownCountry({ countryId: 50 }, "en")).toBe("Luxembourg");
    // Each language's name is made once and kept: asked again, the same, and another language its own.
    expect(shownCountry({ countryId: 50 }, "nl")).toBe("Luxemburg");
    expect(shownCountry({ countryId: 50 }, "de")).toBe("Luxemburg");
    expect(shownCountry({ countryId: 50 }, "fr")).toBe("Luxembourg");
  });

  it("keeps the source's name for another country, and shows nothing when it sent none", () => {
    expect(shownCountry({ countryId: 77, countryName: " Frankrijk " }, "nl")).toBe("Frankrijk");
    expect(shownCountry({ countryId: 77, countryName: "" }, "nl")).toBeNull();
  });

  it("gives the ISO code for structured data", () => {
    expect(countryCode(10)).toBe("BE");
    expect(countryCode(undefined)).toBe("BE");
    expect(countryCode(50)).toBe("LU");
    expect(countryCode(77)).toBeNull();
  });
});
