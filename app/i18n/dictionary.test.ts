import { describe, expect, it } from "vitest";
import { dictionaryFor } from "./dictionary.ts";
import { translate } from "./translate.ts";

describe("dictionaries", () => {
  it("have a text for every key in Dutch, French and English", () => {
    const keys = Object.keys(dictionaryFor("en"));
    expect(keys.length).toBeGreaterThan(100);
    for (const language of ["nl", "fr", "en"] as const) {
      const dictionary = Object.entries(dictionaryFor(language));
      expect(
        dictionary.map(([key]) => key),
        language,
      ).toEqual(keys);
      const empty = dictionary.filter(([, text]) => text.trim() === "").map(([key]) => key);
      expect(empty, language).toEqual([]);
    }
  });

  it("show German visitors English texts until German is written, never a raw key", () => {
    const german = dictionaryFor("de");
    const english = dictionaryFor("en");
    expect(german).toEqual(english);
    expect(german.PAGE_NOT_FOUND).toBe("Page not found");
  });

  it("fill placeholders and leave unknown ones visible", () => {
    const french = dictionaryFor("fr");
    expect(translate(french, "CONTACT_CALL_US", { phone: "015 20 30 40" })).toBe(
      "Appelez-nous au 015 20 30 40",
    );
    expect(translate(french, "CONTACT_CALL_US")).toBe("Appelez-nous au {phone}");
  });
});
