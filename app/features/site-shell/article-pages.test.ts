import { describe, expect, it } from "vitest";
import { articlePageAt, articlePages } from "./article-pages.ts";

const rows = [
  {
    id: 7,
    slug: "epc-label",
    category: "Advies & tips",
    subCategory: "Verkopen",
    title: { nl: "Het EPC-label", fr: "Le certificat PEB", en: "" },
  },
  { id: 8, slug: "success-formula", category: null, subCategory: null, title: { nl: "Succes" } },
  { id: 9, slug: "blank", category: " !! ", subCategory: null, title: { nl: "Leeg" } },
];

describe("spec §2 article paths: articles with a page of their own", () => {
  const pages = articlePages(rows, ["nl", "fr", "en"], "nl");

  it("gives only an article with a category a page (a page block has none)", () => {
    expect(pages.map((page) => page.id)).toEqual([7]);
  });

  it("builds category / sub-category / title per language, slugified, the title falling back in one order", () => {
    expect(pages[0]?.paths).toEqual([
      { language: "nl", path: "/nl/advies-tips/verkopen/het-epc-label/" },
      { language: "fr", path: "/fr/advies-tips/verkopen/le-certificat-peb/" },
      // No English title: the default language's title names it.
      { language: "en", path: "/en/advies-tips/verkopen/het-epc-label/" },
    ]);
    expect(pages[0]?.originalPath).toBe("/advies-tips/verkopen/epc-label/");
  });

  it("finds the page and the language of a path, and nothing for other paths", () => {
    expect(articlePageAt(pages, "/fr/advies-tips/verkopen/le-certificat-peb/")?.language).toBe("fr");
    expect(articlePageAt(pages, "/advies-tips/verkopen/epc-label/")?.language).toBe("original");
    expect(articlePageAt(pages, "/fr/advies-tips/verkopen/het-epc-label/")).toBeNull();
    expect(articlePageAt(pages, "/nl/advies-tips/")).toBeNull();
  });
});
