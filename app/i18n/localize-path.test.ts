import { describe, expect, it } from "vitest";
import { localizePath, screenOfPath } from "./localize-path.ts";

describe("localizePath", () => {
  it("translates original paths of the route table", () => {
    expect(localizePath("/", "nl")).toBe("/nl/");
    expect(localizePath("/for-sale/", "nl")).toBe("/nl/te-koop/");
    expect(localizePath("/for-sale/", "fr")).toBe("/fr/a-vendre/");
    expect(localizePath("/contact-demand/", "nl")).toBe("/nl/gratis-schatting/");
    expect(localizePath("/Verkoopspecialist/", "en")).toBe("/en/sales-specialist/");
    expect(localizePath("/Disclaimer/", "fr")).toBe("/fr/avertissement/");
  });

  it("translates a path given in another language and keeps the query", () => {
    expect(localizePath("/nl/te-huur/?city=Mechelen", "en")).toBe("/en/for-rent/?city=Mechelen");
    expect(localizePath("/fr/estimation-gratuite/", "nl")).toBe("/nl/gratis-schatting/");
  });

  it("falls back on the last segment, then on the home page", () => {
    expect(localizePath("/aanbod/te-koop/", "fr")).toBe("/fr/a-vendre/");
    expect(localizePath("/for-rent", "nl")).toBe("/nl/te-huur/");
    expect(localizePath("/no-such-page/?x=1", "en")).toBe("/en/");
  });

  it("leaves external links alone", () => {
    expect(localizePath("https://www.facebook.com/agency", "fr")).toBe("https://www.facebook.com/agency");
    expect(localizePath("tel:+3215000000", "fr")).toBe("tel:+3215000000");
  });

  it("names the screen of a path in any language", () => {
    expect(screenOfPath("/privacy/")).toBe("privacy");
    expect(screenOfPath("/nl/privacy-statement/")).toBe("privacy");
    expect(screenOfPath("/nope/")).toBeNull();
  });
});
