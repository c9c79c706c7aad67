import { describe, expect, it } from "vitest";
import { canonicalPath } from "./page-query.ts";

describe("canonicalPath (spec §2: canonical URL)", () => {
  it("keeps a list's filters, sort and page", () => {
    expect(canonicalPath("/nl/te-koop/?city=Mechelen&epc=A&epc=B&sort=price_asc&page=2")).toBe(
      "/nl/te-koop/?city=Mechelen&epc=A&epc=B&sort=price_asc&page=2",
    );
  });

  it("drops campaign tags, the language parameter, the view and unknown parameters", () => {
    expect(canonicalPath("/nl/?foo=bar")).toBe("/nl/");
    expect(canonicalPath("/nl/te-koop/?utm_source=x&city=Gent&lng=fr&view=map&fbclid=1")).toBe(
      "/nl/te-koop/?city=Gent",
    );
  });

  it("drops empty values and leaves a path without query alone", () => {
    expect(canonicalPath("/fr/a-vendre/?city=&price_min=")).toBe("/fr/a-vendre/");
    expect(canonicalPath("/en/contact/")).toBe("/en/contact/");
  });
});
