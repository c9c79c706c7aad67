import { describe, expect, it } from "vitest";
import { dictionaryFor, type MessageKey } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import { type MessageParams, translate } from "../../i18n/translate.ts";
import { costEstimateView } from "./cost-estimate-view.ts";

function tFor(language: Language) {
  const dictionary = dictionaryFor(language);
  return (key: MessageKey, params?: MessageParams) => translate(dictionary, key, params);
}

const table = (estimate: ReturnType<typeof costEstimateView>, id: "own-home" | "other") => {
  const option = estimate?.options.find((candidate) => candidate.id === id);
  return option
    ? [...option.rows.map((row) => [row.label, row.value]), [option.total.label, option.total.value]]
    : [];
};

describe("buyer's cost estimate (quality.md registration duties)", () => {
  it("uses the Flemish rates: 2 % for the only own home, 12 % otherwise", () => {
    const estimate = costEstimateView({ price: 300_000, publishPrice: true }, "flanders", tFor("en"), "en");
    expect(table(estimate, "own-home")).toEqual([
      ["Asking price", "€ 300.000"],
      ["Registration duties (2%)", "€ 6.000"],
      ["Price + registration duties", "€ 306.000"],
    ]);
    expect(table(estimate, "other")).toEqual([
      ["Asking price", "€ 300.000"],
      ["Registration duties (12%)", "€ 36.000"],
      ["Price + registration duties", "€ 336.000"],
    ]);
    expect(estimate?.intro).toContain("Flanders");
    expect(estimate?.ratesDate).toBe("Rates as of 1-1-2025. Sources:");
    expect(estimate?.sources[0]?.url).toMatch(/^https:\/\//);
  });

  it("exempts the first € 200.000 of an only own home in Brussels up to € 600.000", () => {
    const estimate = costEstimateView({ price: 450_000, publishPrice: true }, "brussels", tFor("nl"), "nl");
    expect(table(estimate, "own-home")).toEqual([
      ["Vraagprijs", "€ 450.000"],
      ["Abattement: eerste € 200.000 vrijgesteld", "- € 200.000"],
      ["Registratierechten (12,5%)", "€ 31.250"],
      ["Prijs + registratierechten", "€ 481.250"],
    ]);
  });

  it("deducts the Bëllegen Akt credit in Luxembourg for a home the buyer lives in", () => {
    const estimate = costEstimateView({ price: 800_000, publishPrice: true }, "luxembourg", tFor("fr"), "fr");
    expect(table(estimate, "own-home")).toContainEqual([
      "Crédit d'impôt Bëllegen Akt (€ 30.000 par acheteur)",
      "- € 30.000",
    ]);
    expect(table(estimate, "own-home").at(-1)).toEqual(["Prix + droits d'enregistrement", "€ 826.000"]);
  });

  it("gives no estimate for a price on demand or an unknown region", () => {
    expect(
      costEstimateView({ price: 300_000, publishPrice: false }, "wallonia", tFor("en"), "en"),
    ).toBeNull();
    expect(costEstimateView({ price: 300_000, publishPrice: true }, "", tFor("en"), "en")).toBeNull();
  });
});
