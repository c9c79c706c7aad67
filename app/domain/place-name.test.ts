import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { placeName } from "./place-name.ts";

describe("placeName (spec §5)", () => {
  it.each([
    ["SINT-KATELIJNE-WAVER", "Sint-Katelijne-Waver"],
    ["KAPELLE-OP-DEN-BOS", "Kapelle-op-den-Bos"],
    ["kapelle-op-den-bos", "Kapelle-op-den-Bos"],
    ["MECHELEN", "Mechelen"],
    ["mechelen", "Mechelen"],
    ["HEIST-OP-DEN-BERG", "Heist-op-den-Berg"],
    ["BRAINE-LE-COMTE", "Braine-le-Comte"],
    ["BRAINE-L'ALLEUD", "Braine-l'Alleud"],
    ["ESCH-SUR-ALZETTE", "Esch-sur-Alzette"],
    ["SINT-JOB-IN-'T-GOOR", "Sint-Job-in-'t-Goor"],
    ["'S-GRAVENWEZEL", "'s-Gravenwezel"],
    ["DE PANNE", "De Panne"],
    ["LA HULPE", "La Hulpe"],
    ["LEUZE-EN-HAINAUT", "Leuze-en-Hainaut"],
    ["  BLANKENBERGE  ", "Blankenberge"],
    ["MECHELEN (WALEM)", "Mechelen (Walem)"],
    ["ÉCAUSSINNES", "Écaussinnes"],
    ["L'ECLUSE", "L'Ecluse"],
    ["", ""],
  ])("%j → %j", (city, name) => {
    expect(placeName(city)).toBe(name);
  });

  it("gives nothing for no name", () => {
    expect(placeName(null)).toBe("");
  });

  it("only changes case, and starts with a capital", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z][A-Z' -]{0,30}$/), (city) => {
        const name = placeName(city);
        expect(name.toLowerCase()).toBe(city.trim().replace(/\s+/g, " ").toLowerCase());
        expect(name.charAt(0)).toMatch(/[A-Z']/);
        expect(placeName(name)).toBe(name);
      }),
    );
  });
});
