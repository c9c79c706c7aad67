import { describe, expect, it } from "vitest";
import { alternatesOfPaths, pageAlternates, switcherPath } from "./alternates.ts";
import { LEAD_PAGE_PATHS } from "./route-table.ts";
import type { Language } from "./languages.ts";

const ENABLED: Language[] = ["nl", "fr", "en"];

describe("pageAlternates", () => {
  it("leads a screen of the route table to the same screen in every enabled language", () => {
    const alternates = pageAlternates({ id: "forSale.nl", params: {}, data: {} }, "?city=Mechelen", ENABLED);
    expect(alternates).toEqual({
      languages: [
        { language: "nl", path: "/nl/te-koop/?city=Mechelen" },
        { language: "fr", path: "/fr/a-vendre/?city=Mechelen" },
        { language: "en", path: "/en/for-sale/?city=Mechelen" },
      ],
      xDefault: "/for-sale/?city=Mechelen",
    });
  });

  it("gives an unprefixed original path the same alternates as its translations", () => {
    const original = pageAlternates({ id: "disclaimer.original", params: {}, data: null }, "", ENABLED);
    const french = pageAlternates({ id: "disclaimer.fr", params: {}, data: null }, "", ENABLED);
    expect(original).toEqual(french);
    expect(original?.xDefault).toBe("/Disclaimer/");
  });

  it("offers only enabled languages", () => {
    const alternates = pageAlternates({ id: "contact.en", params: {}, data: null }, "", ["nl", "de"]);
    expect(alternates?.languages.map((entry) => entry.path)).toEqual(["/nl/contact/", "/de/kontakt/"]);
  });

  it("uses the alternates a route puts in its loader data (property detail)", () => {
    const data = {
      property: { id: 4120 },
      alternates: {
        nl: "/nl/te-koop/mechelen/woning/4120/",
        fr: "/fr/a-vendre/mechelen/maison/4120/",
        en: "/en/for-sale/mechelen/house/4120/",
        de: "/de/zu-verkaufen/mechelen/haus/4120/",
        "x-default": "/property/4120/",
        xx: "/ignored/",
      },
    };
    const alternates = pageAlternates({ id: "property.nl.sale", params: { id: "4120" }, data }, "", ENABLED);
    expect(alternates).toEqual({
      languages: [
        { language: "nl", path: "/nl/te-koop/mechelen/woning/4120/" },
        { language: "fr", path: "/fr/a-vendre/mechelen/maison/4120/" },
        { language: "en", path: "/en/for-sale/mechelen/house/4120/" },
      ],
      xDefault: "/property/4120/",
    });
  });

  it("translates thank-you pages with the two Dutch exceptions", () => {
    const alternates = pageAlternates(
      { id: "feedback.original", params: { form: "site-contact" }, data: null },
      "",
      ENABLED,
    );
    expect(alternates?.languages).toEqual([
      { language: "nl", path: "/nl/bedankt/we-helpen-u-graag-verder/" },
      { language: "fr", path: "/fr/merci/site-contact/" },
      { language: "en", path: "/en/thank-you/site-contact/" },
    ]);
    const fromDutch = pageAlternates(
      { id: "feedback.nl", params: { form: "gratis-schatting" }, data: null },
      "",
      ENABLED,
    );
    expect(fromDutch?.xDefault).toBe("/feedback/contact-demand/");
  });

  it("has no alternates for a page that does not exist; the switcher then offers home pages", () => {
    const missing = pageAlternates({ id: "not-found", params: { "*": "nope" }, data: null }, "", ENABLED);
    expect(missing).toBeNull();
    expect(switcherPath(missing, "fr")).toBe("/fr/");
    const unknownForm = pageAlternates(
      { id: "feedback.en", params: { form: "nope" }, data: null },
      "",
      ENABLED,
    );
    expect(unknownForm).toBeNull();
  });
});

describe("alternatesOfPaths", () => {
  it("gives a page with a fixed path per language each path, and the original as x-default", () => {
    expect(alternatesOfPaths(LEAD_PAGE_PATHS.newsletter)).toEqual({
      nl: LEAD_PAGE_PATHS.newsletter.nl,
      fr: LEAD_PAGE_PATHS.newsletter.fr,
      en: LEAD_PAGE_PATHS.newsletter.en,
      de: LEAD_PAGE_PATHS.newsletter.de,
      "x-default": LEAD_PAGE_PATHS.newsletter.original,
    });
  });
});
