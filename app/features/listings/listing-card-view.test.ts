import { describe, expect, it } from "vitest";
import { dictionaryFor } from "../../i18n/dictionary.ts";
import { translate } from "../../i18n/translate.ts";
import type { T } from "../../i18n/use-t.ts";
import { cardPicture } from "./card-picture.ts";
import { listingCardView } from "./listing-card-view.ts";
import type { ListingSummary } from "./listings.server.ts";

const tIn =
  (language: "nl" | "fr" | "en"): T =>
  (key, params) =>
    translate(dictionaryFor(language), key, params);

const house: ListingSummary = {
  id: 4120,
  goal: 0,
  status: "available",
  marquee: 0,
  typeId: 1,
  webId: 1,
  typeName: "Huis",
  typeDescription: "Ruime halfopen woning met tuin",
  city: "SINT-KATELIJNE-WAVER",
  zip: "2860",
  countryId: 10,
  countryName: "België",
  price: 325000,
  publishPrice: true,
  priceUnit: null,
  bedrooms: 3,
  surface: 1180,
  energyPerformance: 180,
  epcLabelText: null,
  photo: { imageKey: "p-4120-1", width: 1600, height: 1067 },
};

describe("listingCardView", () => {
  it("spec §9: names a country other than Belgium after the place, in the visitor's language", () => {
    const strassen = { ...house, city: "STRASSEN", zip: "8010", countryId: 50, countryName: "Luxemburg" };
    expect(listingCardView(strassen, "nl", tIn("nl")).place).toBe("Strassen, Luxemburg");
    expect(listingCardView(strassen, "fr", tIn("fr")).place).toBe("Strassen, Luxembourg");
    expect(listingCardView(house, "fr", tIn("fr")).place).toBe("Sint-Katelijne-Waver");
  });

  it("shows the place title-cased, the price in euro and the facts, linking to the Dutch detail path", () => {
    const card = listingCardView(house, "nl", tIn("nl"));
    expect(card).toMatchObject({
      href: "/nl/te-koop/sint-katelijne-waver/ruime-halfopen-woning-met-tuin/4120/",
      place: "Sint-Katelijne-Waver",
      price: "€ 325.000",
      facts: ["3 slaapkamers", "1.180 m²"],
      ribbon: null,
    });
  });

  it("draws the type icon of the listing's WebID, the apartment icon without one (spec §3)", () => {
    expect(listingCardView(house, "nl", tIn("nl")).typeIcon).toBe("house");
    expect(listingCardView({ ...house, webId: 7 }, "nl", tIn("nl")).typeIcon).toBe("building");
    expect(listingCardView({ ...house, webId: null }, "nl", tIn("nl")).typeIcon).toBe("apartment");
  });

  it("labels the EPC by the property's region, not by the language (Flanders 180 is B)", () => {
    expect(listingCardView(house, "fr", tIn("fr")).epc?.text).toBe("B");
    // The same value in Wallonia is C (170-255) and in Brussels D (171-190).
    expect(listingCardView({ ...house, zip: "4000" }, "fr", tIn("fr")).epc?.text).toBe("C");
    expect(listingCardView({ ...house, zip: "1000" }, "fr", tIn("fr")).epc?.text).toBe("D");
  });

  it("says price on demand or starting from, and a monthly rent for a rental", () => {
    expect(listingCardView({ ...house, publishPrice: false }, "en", tIn("en")).price).toBe("Price on demand");
    expect(listingCardView({ ...house, priceUnit: 7 }, "fr", tIn("fr")).price).toBe("À partir de € 325.000");
    expect(listingCardView({ ...house, goal: 1, price: 950 }, "nl", tIn("nl")).price).toBe("€ 950 / maand");
  });

  it("shows the marquee ribbon, and under option when there is none", () => {
    expect(listingCardView({ ...house, marquee: 1 }, "nl", tIn("nl")).ribbon).toBe("Verkocht");
    expect(listingCardView({ ...house, marquee: 3 }, "fr", tIn("fr")).ribbon).toBe("À remettre");
    expect(listingCardView({ ...house, status: "under_option" }, "en", tIn("en")).ribbon).toBe(
      "Under option",
    );
  });

  it("offers the photo at the listing thumbnail width with larger ones in the srcset, with its proportions", () => {
    const photo = listingCardView(house, "nl", tIn("nl")).picture;
    const picture = photo ? cardPicture(photo) : null;
    expect(picture).toMatchObject({ width: 250, height: 167, src: "/media/p-4120-1/250.jpg" });
    expect(picture?.srcSet).toBe(
      "/media/p-4120-1/250.jpg 250w, /media/p-4120-1/400.jpg 400w, /media/p-4120-1/600.jpg 600w",
    );
    expect(picture?.sources.map((source) => source.type)).toEqual(["image/webp"]);
    expect(listingCardView({ ...house, photo: null }, "nl", tIn("nl")).picture).toBeNull();
  });

  it("light pages 1: a card's data names its photo once; the card builds the srcsets", () => {
    const data = JSON.stringify(listingCardView(house, "nl", tIn("nl")));
    expect(data).not.toContain("/media/");
    expect(data.split("p-4120-1").length - 1).toBe(1);
  });
});
