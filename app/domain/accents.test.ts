import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldForSearch, stripAccents } from "./accents.ts";

describe("stripAccents", () => {
  it.each([
    ["Liège", "Liege"],
    ["Écaussinnes", "Ecaussinnes"],
    ["Saint-Génois", "Saint-Genois"],
    ["Straße", "Strasse"],
    ["Œuvre Ærø", "OEuvre AEro"],
    ["MECHELEN", "MECHELEN"],
  ])("%s → %s", (text, stripped) => {
    expect(stripAccents(text)).toBe(stripped);
  });

  it("is idempotent and leaves no combining mark", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const stripped = stripAccents(text);
        expect(stripAccents(stripped)).toBe(stripped);
        expect(stripped.normalize("NFD")).not.toMatch(/\p{M}/u);
      }),
    );
  });
});

describe("foldForSearch", () => {
  it("meets case, accent and spacing variants", () => {
    expect(foldForSearch("  LIÈGE ")).toBe(foldForSearch("liege"));
    expect(foldForSearch("Sint  Truiden")).toBe("sint truiden");
  });
});
