import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  childMenuPath,
  articlePath,
  breadcrumbsOf,
  isExternalLink,
  parentPathOf,
  translateLink,
  type LinkTableEntry,
} from "./paths.ts";

describe("articlePath (spec §2)", () => {
  it.each([
    [["Nieuws", "Verkopen", "Wat is het EPC?"], "/nieuws/verkopen/wat-is-het-epc/"],
    [["Over ons", null, "Succesformule"], "/over-ons/succesformule/"],
    [[undefined, undefined, "Succesformule"], "/succesformule/"],
    [["Énergie & rénovation"], "/energie-renovation/"],
    [[], "/"],
    [["", "  ", "!!"], "/"],
  ] as const)("%j → %s", (names, path) => {
    expect(articlePath(...names)).toBe(path);
  });

  it("always gives a rooted path with a trailing slash and no empty segment", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        expect(articlePath(a, b, c)).toMatch(/^\/([a-z0-9-]+\/)*$/);
      }),
    );
  });
});

const table: LinkTableEntry[] = [
  { originalPath: "/", paths: { nl: "/nl/", fr: "/fr/", en: "/en/" } },
  {
    originalPath: "/for-sale/",
    paths: { nl: "/nl/te-koop/", fr: "/fr/a-vendre/", en: "/en/for-sale/" },
    breadcrumbs: [{ path: "/", label: "Home" }],
  },
  { originalPath: "/for-rent/", paths: { nl: "/nl/te-huur/", fr: "/fr/a-louer/", en: "/en/for-rent/" } },
  { originalPath: "/Disclaimer/", paths: { nl: "/nl/disclaimer/", fr: "/fr/avertissement/" } },
  {
    originalPath: "/projects/de-linde/",
    paths: { nl: "/nl/projecten/de-linde/" },
    externalLink: "https://delinde.be/",
  },
];

describe("translateLink (spec §2)", () => {
  it.each([
    ["/for-sale/", "nl", "/nl/te-koop/"],
    ["/for-sale", "fr", "/fr/a-vendre/"],
    ["/nl/te-koop/", "fr", "/fr/a-vendre/"],
    ["/fr/a-louer/", "en", "/en/for-rent/"],
    ["/for-sale/?city=Mechelen&type=1", "nl", "/nl/te-koop/?city=Mechelen&type=1"],
    ["/disclaimer/", "fr", "/fr/avertissement/"],
    // No English path: the original path.
    ["/Disclaimer/", "en", "/Disclaimer/"],
    // /for-sale/ and /for-rent/ are found by their last segment.
    ["/aanbod/te-koop/", "en", "/en/for-sale/"],
    ["/immo/a-louer", "nl", "/nl/te-huur/"],
    // A project path with an external link goes there.
    ["/nl/projecten/de-linde/", "nl", "https://delinde.be/"],
    // Unknown paths fall back to the home page.
    ["/does-not-exist/", "nl", "/nl/"],
    ["/nieuws/disclaimer/", "fr", "/fr/"],
    ["https://example.be/x", "nl", "https://example.be/x"],
  ])("%s in %s → %s", (path, language, translated) => {
    expect(translateLink(table, path, language)).toBe(translated);
  });

  it("falls back to / when the table has no home", () => {
    expect(translateLink([], "/for-sale/", "nl")).toBe("/");
  });

  it("always answers a rooted path or an external link", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("nl", "fr", "en", "de"), (path, language) => {
        const translated = translateLink(table, path, language);
        expect(translated.startsWith("/") || isExternalLink(translated)).toBe(true);
      }),
    );
  });

  it("gives the breadcrumbs of a known path", () => {
    expect(breadcrumbsOf(table, "/nl/te-koop/?page=2")).toEqual([{ path: "/", label: "Home" }]);
    expect(breadcrumbsOf(table, "/unknown/")).toEqual([]);
  });
});

describe("isExternalLink (spec §2)", () => {
  it.each([
    ["https://www.immoweb.be/", true],
    ["HTTP://example.be", true],
    ["  https://x.be", true],
    ["/nl/contact/", false],
    ["mailto:info@agency.be", false],
    ["//cdn.example.be/x", false],
    ["javascript:alert(1)", false],
    ["", false],
    [null, false],
  ] as const)("%j → %s", (href, external) => {
    expect(isExternalLink(href)).toBe(external);
  });

  it("does not count the site's own absolute links", () => {
    expect(isExternalLink("https://agency.be/nl/", "https://agency.be")).toBe(false);
    expect(isExternalLink("https://other.be/", "https://agency.be")).toBe(true);
    expect(isExternalLink("https://[bad/", "https://agency.be")).toBe(true);
  });
});

describe("parentPathOf (spec §2: a property's parent path is its first breadcrumb)", () => {
  it("takes the first breadcrumb", () => {
    expect(parentPathOf([{ path: "/nl/te-koop/" }, { path: "/nl/te-koop/mechelen/" }])).toBe("/nl/te-koop/");
    expect(parentPathOf(["/for-rent/"])).toBe("/for-rent/");
  });

  it("falls back to / without breadcrumbs", () => {
    expect(parentPathOf([])).toBe("/");
    expect(parentPathOf(null)).toBe("/");
    expect(parentPathOf([{ path: " " }])).toBe("/");
  });
});

describe("childMenuPath (spec §2: child menus are nested under the parent path)", () => {
  it.each([
    ["/over-ons/", "team/", "/over-ons/team/"],
    ["/over-ons", "team", "/over-ons/team/"],
    ["/nl/verkoopspecialist/", "./aanpak/?tab=2", "/nl/verkoopspecialist/aanpak/?tab=2"],
    ["/over-ons/", "/contact/", "/contact/"],
    ["/over-ons/", "https://example.org/x", "https://example.org/x"],
    ["/over-ons/", "", "/over-ons/"],
  ])("under %s, %s links to %s", (parent, child, href) => {
    expect(childMenuPath(parent, child)).toBe(href);
  });

  it("always starts a relative child with its parent's path", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\/[a-z-]{1,12}\/$/),
        fc.stringMatching(/^[a-z-]{1,12}\/?$/),
        (parent, child) => {
          const href = childMenuPath(parent, child);
          expect(href.startsWith(parent)).toBe(true);
          expect(href.endsWith("/")).toBe(true);
        },
      ),
    );
  });
});
