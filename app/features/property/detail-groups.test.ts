import { describe, expect, it } from "vitest";
import { dictionaryFor, type MessageKey } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import { type MessageParams, translate } from "../../i18n/translate.ts";
import { detailGroups } from "./detail-groups.ts";
import { bareProperty } from "./property-row.fixture.ts";

function tFor(language: Language) {
  const dictionary = dictionaryFor(language);
  return (key: MessageKey, params?: MessageParams) => translate(dictionary, key, params);
}

const rowsOf = (groups: ReturnType<typeof detailGroups>, id: string) =>
  Object.fromEntries(
    (groups.find((group) => group.id === id)?.rows ?? []).map((row) => [row.label, row.value]),
  );

describe("detail groups (spec §3)", () => {
  it("leaves out every group and row without data", () => {
    const groups = detailGroups(bareProperty({ bedrooms: 3 }), tFor("en"), "en", []);
    expect(groups.map((group) => group.id)).toEqual(["rooms"]);
    expect(groups[0]?.rows).toEqual([{ label: "Bedrooms", value: "3" }]);
  });

  it("shows surfaces with their unit and facades in words, in the visitor's language", () => {
    const property = bareProperty({ surfaceHabitable: 1450, plotWidth: 7.5, facades: 3 });
    expect(rowsOf(detailGroups(property, tFor("nl"), "nl", []), "rooms")).toEqual({
      "Bewoonbare oppervlakte": "1.450 m²",
      Perceelbreedte: "7,5 m",
      Gevels: "Halfopen bebouwing (3 gevels)",
    });
    expect(rowsOf(detailGroups(property, tFor("en"), "en", []), "rooms")).toMatchObject({
      "Living area": "1.450 m²",
      Facades: "Semi-detached (3 facades)",
    });
  });

  it("reads descriptive values in the visitor's language, else in Dutch", () => {
    const property = bareProperty({
      building: { heating: { nl: "Gas", fr: "Gaz" }, condition: { nl: "Instapklaar" }, hasLift: false },
    });
    expect(rowsOf(detailGroups(property, tFor("fr"), "fr", []), "building")).toEqual({
      Chauffage: "Gaz",
      État: "Instapklaar",
      Ascenseur: "Non",
    });
  });

  it("answers the planning items as no, yes or on request, and leaves out the empty value -1", () => {
    const property = bareProperty({
      risks: { buildingPermit: 1, summons: 0, preemptiveRight: 2, allotmentPermit: -1, judicialDecision: 0 },
    });
    expect(rowsOf(detailGroups(property, tFor("en"), "en", []), "risks")).toEqual({
      "Building permit": "Yes",
      "Summons or enforcement action": "No",
      "Pre-emption right": "On request",
      "Judicial decision": "No",
    });
  });

  it("marks a flood score of class D with the flood symbol", () => {
    const property = bareProperty({ risks: { floodPScore: "D", floodGScore: "B" } });
    const risks = detailGroups(property, tFor("en"), "en", []).find((group) => group.id === "risks");
    expect(risks?.rows).toEqual([
      { label: "P-score (plot)", value: "D", mark: "flood" },
      { label: "G-score (building)", value: "B" },
    ]);
  });

  it("gives a rental a deposit of 3 months' rent when the listing does not state one (spec §9)", () => {
    const property = bareProperty({ goal: 1, price: 950, rental: { contractType: { en: "9-year lease" } } });
    expect(rowsOf(detailGroups(property, tFor("en"), "en", []), "rental")).toEqual({
      Deposit: "€ 2.850 (3 months' rent)",
      "Lease type": "9-year lease",
    });
    expect(rowsOf(detailGroups(property, tFor("en"), "en", []), "financial")).toEqual({
      "Monthly rent": "€ 950",
    });
  });

  it("shows no rental terms on a property for sale, and the price on demand when it is hidden", () => {
    const property = bareProperty({ publishPrice: false, rental: { deposit: 3000 } });
    const groups = detailGroups(property, tFor("nl"), "nl", []);
    expect(groups.map((group) => group.id)).toEqual(["financial"]);
    expect(rowsOf(groups, "financial")).toEqual({ Prijs: "Prijs op aanvraag" });
  });

  it("describes the annuitants of a viager by age and sex", () => {
    const property = bareProperty({ annuity: { isViager: 1, ageA: 78, sexA: "f", ageB: 81, sexB: "m" } });
    expect(rowsOf(detailGroups(property, tFor("fr"), "fr", []), "annuity")).toEqual({
      "Vente en viager": "Oui",
      "Crédirentier 1": "78 ans, Femme",
      "Crédirentier 2": "81 ans, Homme",
    });
  });
});
