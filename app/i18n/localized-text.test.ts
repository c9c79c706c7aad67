import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages.ts";
import { fallbackLanguages, localizedText, rowInLanguage } from "./localized-text.ts";

describe("text with language fallback (spec §1)", () => {
  it("looks in the visitor's language, the site's default, then nl, fr, en, de", () => {
    expect(fallbackLanguages("en")).toEqual(["en", "nl", "fr", "de"]);
    expect(fallbackLanguages("de", "fr")).toEqual(["de", "fr", "nl", "en"]);
    expect(fallbackLanguages("nl", "nl")).toEqual(["nl", "fr", "en", "de"]);
  });

  it("skips missing and blank texts, and gives an empty text only when no language has one", () => {
    expect(localizedText({ nl: "Huis", en: "House" }, "en")).toBe("House");
    expect(localizedText({ nl: "Huis", en: " " }, "en")).toBe("Huis");
    expect(localizedText({ fr: "Maison", en: "House" }, "de", "en")).toBe("House");
    expect(localizedText({ fr: "Maison", en: "House" }, "de")).toBe("Maison");
    expect(localizedText({}, "nl")).toBe("");
    expect(localizedText(null, "nl")).toBe("");
  });

  it("picks the row of a per-language list by the same order as a text", () => {
    const texts = [
      { language: "fr", typeDescription: "Maison" },
      { language: "nl", typeDescription: "Woning" },
    ];
    expect(rowInLanguage(texts, "en")?.typeDescription).toBe("Woning");
    expect(rowInLanguage(texts, "fr")?.typeDescription).toBe("Maison");
    expect(rowInLanguage([], "fr")).toBeUndefined();
  });

  it("never shows an empty text when some language has one", () => {
    const language = fc.constantFrom(...LANGUAGES);
    fc.assert(
      fc.property(
        fc.dictionary(
          language,
          fc.string({ minLength: 1 }).filter((value) => value.trim() !== ""),
        ),
        language,
        fc.option(language, { nil: undefined }),
        (text, visitor, siteDefault) => {
          const shown = localizedText(text, visitor, siteDefault);
          expect(shown !== "").toBe(Object.keys(text).length > 0);
          if (text[visitor]) expect(shown).toBe(text[visitor]);
        },
      ),
    );
  });
});
