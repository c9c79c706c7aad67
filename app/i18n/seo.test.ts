import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { dictionaryFor } from "./dictionary.ts";
import {
  agencyJsonLd,
  documentLinks,
  internationalPhone,
  jsonLdText,
  pageMeta,
  type SchemaAgency,
  type SeoSite,
} from "./seo.ts";

const site: SeoSite & { agency: SchemaAgency } = {
  origin: "https://www.example.be",
  language: "fr",
  enabledLanguages: ["nl", "fr", "en"],
  messages: dictionaryFor("fr"),
  logo: { src: "/brand/logo.svg" },
  agency: {
    name: "Dijlestad Vastgoed",
    legalName: "Dijlestad Vastgoed BV",
    vatNumber: "BE 0712.345.678",
    street: "Bruul 52",
    zip: "2800",
    city: "Mechelen",
    countryCode: "BE",
    phone: "015203040",
    email: "info@example.be",
    latitude: 51.02,
    longitude: 4.47,
    sameAs: [],
  },
};

const root = { id: "root", params: {}, loaderData: site };

function find(tags: MetaDescriptor[], test: (tag: Record<string, unknown>) => boolean) {
  return tags.filter((tag): tag is Record<string, unknown> => test(tag));
}

describe("pageMeta", () => {
  it("describes a screen from its page configuration, which comes in the screen's own data", () => {
    const forSale = {
      id: "forSale.fr",
      params: {},
      loaderData: {
        screenPage: { title: "À vendre", description: "Toute notre offre.", image: "/media/x/1360.jpg" },
      },
    };
    const tags = pageMeta({
      matches: [root, forSale],
      location: { pathname: "/fr/a-vendre/", search: "?city=Mechelen" },
    });
    expect(tags).toContainEqual({ title: "À vendre | Dijlestad Vastgoed" });
    expect(tags).toContainEqual({ name: "description", content: "Toute notre offre." });
    expect(tags).toContainEqual({ property: "og:image", content: "https://www.example.be/media/x/1360.jpg" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({ property: "og:locale", content: "fr_BE" });
  });

  it("lets a route override title and description and add JSON-LD", () => {
    const property = {
      id: "property.fr.sale",
      params: { id: "12" },
      loaderData: {
        alternates: { nl: "/nl/te-koop/a/b/12/", fr: "/fr/a-vendre/a/b/12/", "x-default": "/property/12/" },
      },
    };
    const tags = pageMeta(
      { matches: [root, property], location: { pathname: "/fr/a-vendre/a/b/12/", search: "" } },
      { title: "Maison à Malines", jsonLd: [{ "@type": "Offer" }] },
    );
    expect(tags).toContainEqual({ title: "Maison à Malines | Dijlestad Vastgoed" });
    expect(find(tags, (tag) => "script:ld+json" in tag)).toEqual([
      { "script:ld+json": { "@type": "Offer" } },
    ]);
  });

  it("keeps error pages out of search engines", () => {
    const tags = pageMeta({
      matches: [root],
      location: { pathname: "/fr/nulle-part/", search: "" },
      error: { status: 404, data: null },
    });
    expect(tags).toContainEqual({ title: "Page introuvable | Dijlestad Vastgoed" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, follow" });
  });

  it("describes the agency as a RealEstateAgent", () => {
    expect(agencyJsonLd(site)).toMatchObject({
      "@type": "RealEstateAgent",
      name: "Dijlestad Vastgoed",
      telephone: "+32 15203040",
      address: { postalCode: "2800", addressLocality: "Mechelen", addressCountry: "BE" },
    });
    expect(jsonLdText({ name: "</script><script>alert(1)</script>" })).not.toContain("<");
  });

  it("makes the canonical URL and absolute hreflang alternates of a page", () => {
    const links = documentLinks(
      {
        languages: [
          { language: "nl", path: "/nl/te-koop/?city=Mechelen" },
          { language: "fr", path: "/fr/a-vendre/?city=Mechelen" },
        ],
        xDefault: "/for-sale/?city=Mechelen",
      },
      site,
    );
    expect(links).toEqual({
      canonical: "https://www.example.be/fr/a-vendre/?city=Mechelen",
      alternates: [
        { hrefLang: "nl", href: "https://www.example.be/nl/te-koop/?city=Mechelen" },
        { hrefLang: "fr", href: "https://www.example.be/fr/a-vendre/?city=Mechelen" },
        { hrefLang: "x-default", href: "https://www.example.be/for-sale/?city=Mechelen" },
      ],
    });
    expect(documentLinks(null, site)).toEqual({ canonical: null, alternates: [] });
  });

  it("writes Belgian and Luxembourg numbers internationally", () => {
    expect(internationalPhone("015203040", "BE")).toBe("+32 15203040");
    expect(internationalPhone("+352 26 12 34", "LU")).toBe("+352261234");
    expect(internationalPhone("26123456", "LU")).toBe("+352 26123456");
  });
});
