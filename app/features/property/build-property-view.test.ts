import { describe, expect, it } from "vitest";
import { dictionaryFor, type MessageKey } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import { type MessageParams, translate } from "../../i18n/translate.ts";
import { buildPropertyView } from "./build-property-view.ts";
import type { PropertyRecord } from "./property-record.server.ts";
import { bareProperty, type PropertyRow } from "./property-row.fixture.ts";

function context(language: Language) {
  const dictionary = dictionaryFor(language);
  return {
    language,
    t: (key: MessageKey, params?: MessageParams) => translate(dictionary, key, params),
    tiles: { url: "http://127.0.0.1:9/{z}/{x}/{y}.png", attribution: "tiles", provider: "tiles" },
    currentYear: 2026,
    projectHref: (project: { id: number }) => `/nl/nieuwbouw/x/${project.id}/`,
  };
}

function record(property: Partial<PropertyRow>, texts: PropertyRecord["texts"] = []): PropertyRecord {
  return {
    property: bareProperty(property),
    texts,
    photos: [],
    documents: [],
    media: [],
    manager: null,
    project: null,
  };
}

const dutchOnly = [
  {
    language: "nl",
    typeDescription: "Halfopen woning met tuin",
    descriptionHtml: '<p>Ruime woning<script>alert(1)</script> <a href="javascript:alert(1)">hier</a></p>',
  },
];

describe("property view", () => {
  it("draws the type icon of the property's WebID, the apartment icon without one (spec §3)", () => {
    expect(buildPropertyView(record({ webId: 1 }), context("nl")).typeIcon).toBe("house");
    expect(buildPropertyView(record({ webId: 5 }), context("nl")).typeIcon).toBe("building");
    expect(buildPropertyView(record({ webId: null }), context("nl")).typeIcon).toBe("apartment");
  });

  it("shows the description in another language with a visible note, sanitized", () => {
    const view = buildPropertyView(record({}, dutchOnly), context("fr"));
    expect(view.title).toBe("Halfopen woning met tuin");
    expect(view.description?.language).toBe("nl");
    expect(view.description?.fallbackNote).toBe(
      "Cette description n'est pas disponible en français ; voici la version en néerlandais.",
    );
    expect(view.description?.html).toContain("Ruime woning");
    expect(view.description?.html).not.toMatch(/<script|javascript:/i);
  });

  it("adds no note when the description is in the visitor's language", () => {
    expect(buildPropertyView(record({}, dutchOnly), context("nl")).description?.fallbackNote).toBeNull();
  });

  it("takes the EPC label from the property's region, whatever the language", () => {
    const brussels = record({ zip: "1050", energyPerformance: 150 });
    const flanders = record({ zip: "2800", energyPerformance: 150 });
    for (const language of ["nl", "fr", "en"] as const) {
      expect(buildPropertyView(brussels, context(language)).energy).toMatchObject({
        region: "brussels",
        labelText: "C-",
      });
      expect(buildPropertyView(flanders, context(language)).energy).toMatchObject({
        region: "flanders",
        labelText: "B",
      });
    }
  });

  it("gives the renovation notice for a Flemish E or F label only", () => {
    expect(
      buildPropertyView(record({ zip: "2800", energyPerformance: 450 }), context("en")).energy
        .renovationNotice,
    ).toMatch(/within 5 years/);
    expect(
      buildPropertyView(record({ zip: "5000", energyPerformance: 380 }), context("en")).energy
        .renovationNotice,
    ).toBeNull();
  });

  it("keeps a private address private: postal code and place only, a rough location, no street view", () => {
    const view = buildPropertyView(
      record({
        publishAddress: false,
        street: "Bruul",
        houseNumber: "52",
        latitude: 51.02631,
        longitude: 4.47871,
      }),
      context("en"),
    );
    expect(view.address).toBe("2800 Mechelen");
    expect(view.location).toMatchObject({ latitude: 51.03, longitude: 4.48, streetViewUrl: null });
  });

  it("shows a published address with its box number, and a street-view link at the exact spot", () => {
    const view = buildPropertyView(
      record({ street: "Bruul", houseNumber: "52", boxNr: "3", latitude: 51.02631, longitude: 4.47871 }),
      context("nl"),
    );
    expect(view.address).toBe("Bruul 52/3, 2800 Mechelen");
    expect(view.location?.streetViewUrl).toContain("viewpoint=51.02631,4.47871");
  });

  it("spec §9: names Luxembourg after the address and in structured data, never Belgium", () => {
    const strassen = record({ zip: "8010", city: "STRASSEN", countryId: 50, countryName: "Luxemburg" });
    expect(buildPropertyView(strassen, context("fr")).address).toBe("8010 Strassen, Luxembourg");
    expect(buildPropertyView(strassen, context("nl")).country).toBe("LU");
    expect(buildPropertyView(record({}), context("nl"))).toMatchObject({
      address: "2800 Mechelen",
      country: "BE",
    });
  });

  it("shows a starting-from price, a monthly rent and a price on demand as the visitor reads them", () => {
    expect(buildPropertyView(record({ price: 289000, priceUnit: 7 }), context("nl")).price).toBe(
      "Vanaf € 289.000",
    );
    expect(buildPropertyView(record({ goal: 1, price: 950 }), context("fr")).price).toBe("€ 950 par mois");
    expect(buildPropertyView(record({ publishPrice: false }), context("en")).price).toBe("Price on request");
  });
});
