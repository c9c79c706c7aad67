import { describe, expect, it } from "vitest";
import { dictionaryFor } from "./dictionary.ts";
import type { Language } from "./languages.ts";
import { translate } from "./translate.ts";

const text = (language: Language, key: Parameters<typeof translate>[1], params: Record<string, number>) =>
  translate(dictionaryFor(language), key, params, language);

describe("plural forms (spec §9 texts with counts: '[1 resultaten]', '1 suggesties')", () => {
  it("says one result and one suggestion in the singular, in nl, fr and en", () => {
    expect(text("nl", "LISTINGS_PAGE_TITLE", { page: 1, pages: 1, total: 1 })).toBe(
      "Pagina 1 van 1 [1 resultaat]",
    );
    expect(text("nl", "LISTINGS_PAGE_TITLE", { page: 1, pages: 3, total: 61 })).toBe(
      "Pagina 1 van 3 [61 resultaten]",
    );
    expect(text("nl", "SEARCH_SUGGESTION_COUNT", { count: 1 })).toBe("1 suggestie beschikbaar");
    expect(text("fr", "SEARCH_SUGGESTION_COUNT", { count: 1 })).toBe("1 suggestion disponible");
    expect(text("en", "SEARCH_SUGGESTION_COUNT", { count: 2 })).toBe("2 suggestions available");
    expect(text("en", "LISTINGS_BEDROOMS", { count: 1 })).toBe("1 bedroom");
  });

  it("follows each language's rule for zero: singular in French, plural in Dutch and English", () => {
    expect(text("fr", "LISTINGS_PAGE_TITLE", { page: 1, pages: 1, total: 0 })).toBe(
      "Page 1 sur 1 [0 résultat]",
    );
    expect(text("nl", "LISTINGS_PAGE_TITLE", { page: 1, pages: 1, total: 0 })).toBe(
      "Pagina 1 van 1 [0 resultaten]",
    );
    expect(text("en", "SEARCH_SUGGESTION_COUNT", { count: 0 })).toBe("0 suggestions available");
  });

  it("agrees the verb too, and keeps other placeholders inside a form", () => {
    expect(text("nl", "LISTINGS_MAP_UNLOCATED", { count: 1 })).toBe(
      "1 pand zonder gekende ligging staat niet op de kaart.",
    );
    expect(text("fr", "PROJECT_UNITS_AVAILABLE", { available: 1, total: 8 })).toBe(
      "1 unité disponible sur 8",
    );
    expect(
      translate({ SHELL_HOME: "{n, plural, one {# x {name}} other {# xs {name}}}" }, "SHELL_HOME", {
        n: 2,
        name: "a",
      }),
    ).toBe("2 xs a");
  });

  it("takes the general form for a value that is not a plain number, and leaves a missing one as written", () => {
    const dictionary = { SHELL_HOME: "{n, plural, one {# item} other {# items}}" };
    expect(translate(dictionary, "SHELL_HOME", { n: "1.200" }, "nl")).toBe("1.200 items");
    expect(translate(dictionary, "SHELL_HOME", { other: 1 }, "nl")).toBe(
      "{n, plural, one {# item} other {# items}}",
    );
  });

  it("every plural text of every dictionary has an 'other' form", () => {
    for (const language of ["nl", "fr", "en"] as const) {
      for (const [key, value] of Object.entries(dictionaryFor(language))) {
        for (const [plural] of value.matchAll(/\{\w+, plural,/g)) {
          expect(value, `${language} ${key}`).toMatch(/other \{/);
          expect(plural).toBeTruthy();
        }
      }
    }
  });
});
