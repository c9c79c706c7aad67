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

  it("spec §1: show German visitors the texts in the order every content text follows (the site's default, then nl, fr, en), never a raw key", () => {
    expect(dictionaryFor("de")).toEqual(dictionaryFor("nl"));
    expect(dictionaryFor("de", "fr")).toEqual(dictionaryFor("fr"));
    expect(dictionaryFor("de", "fr").PAGE_NOT_FOUND).toBe(dictionaryFor("fr").PAGE_NOT_FOUND);
    expect(dictionaryFor("fr", "nl")).toEqual(dictionaryFor("fr"));
  });

  it("fill placeholders and leave unknown ones visible", () => {
    const french = dictionaryFor("fr");
    expect(translate(french, "CONTACT_CALL_US", { phone: "015 20 30 40" })).toBe(
      "Appelez-nous au 015 20 30 40",
    );
    expect(translate(french, "CONTACT_CALL_US")).toBe("Appelez-nous au {phone}");
  });
});
