import { describe, expect, it } from "vitest";
import { keepMeInformedHref } from "./keep-me-informed.ts";
import { parseListingQuery } from "./listing-query.ts";

describe("keep me informed", () => {
  it("carries the list's filters to the demand register as its own fields", () => {
    const query = parseListingQuery(
      new URLSearchParams(
        "city=Mechelen&type=2&price_min=200000&price_max=400000&bedrooms=2&garden=1&garage=1",
      ),
    );
    const href = keepMeInformedHref("sale", query, "nl");
    const url = new URL(href, "https://x.example");
    expect(url.pathname).toBe("/nl/hou-me-op-de-hoogte/");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      goal: "buy",
      types: "2",
      zones: "Mechelen",
      minPrice: "200000",
      maxPrice: "400000",
      minBedrooms: "2",
      minGarages: "1",
      garden: "on",
    });
  });

  it("an unfiltered rental list asks only for the goal", () => {
    expect(keepMeInformedHref("rent", parseListingQuery(new URLSearchParams()), "fr")).toBe(
      "/fr/tenez-moi-informe/?goal=rent",
    );
  });
});
