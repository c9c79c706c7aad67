import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { slugify } from "./slug.ts";

describe("slugify (spec §2)", () => {
  it.each([
    ["Sint-Katelijne-Waver", "sint-katelijne-waver"],
    ["MECHELEN", "mechelen"],
    ["Ruime villa's & tuin!", "ruime-villas-tuin"],
    ["Liège", "liege"],
    ["Écaussinnes-d'Enghien", "ecaussinnes-denghien"],
    ["  Nieuw  project -- fase 2 ", "nieuw-project-fase-2"],
    ["Succesformule", "succesformule"],
    ["Wat is het EPC?", "wat-is-het-epc"],
    ["!!!", ""],
    ["", ""],
  ])("%j → %j", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it("gives nothing for no text", () => {
    expect(slugify(null)).toBe("");
    expect(slugify(undefined)).toBe("");
  });

  it("always gives a clean URL segment, stable when applied again", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});
