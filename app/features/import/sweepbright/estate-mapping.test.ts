import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ListingPayloadSchema } from "../listing-payload.ts";
import { descriptionHtml, type EstateDecision, estateDecision } from "./estate-mapping.ts";
import { estateExample } from "./testing/estate-example.ts";

const ID = "5f1c2e9a-7b44-4c1d-9a0e-3f6b8d2c1a77";
const estate = (overrides: Record<string, unknown> = {}) =>
  estateExample(ID, "https://images.example.invalid", overrides);
const LOCATION = { street: "Bruul", number: "44", postal_code: "2800", city: "Mechelen", country: "BE" };

function published(decision: EstateDecision) {
  if (decision.kind !== "publish") throw new Error(`expected a listing, got ${JSON.stringify(decision)}`);
  return decision;
}

function refusedPointers(decision: EstateDecision): string[] {
  if (decision.kind !== "refused") throw new Error(`expected a refusal, got ${decision.kind}`);
  return (decision.problem.errors ?? []).map((error) => error.pointer);
}

describe("estateDecision", () => {
  it("crm connector: a Flemish house carries its EPC, flood scores, planning items, asbestos, price, rooms, surfaces and texts", () => {
    const { payload, offMarket } = published(estateDecision(estate()));
    expect(offMarket).toBeUndefined();
    expect(payload).toMatchObject({
      reference: ID,
      goal: "sale",
      status: "available",
      typeId: 1,
      price: 389_000,
      publishPrice: true,
      address: { street: "Bruul", houseNumber: "44", zip: "2800", city: "Mechelen", countryId: 10 },
      rooms: { bedrooms: 3, bathrooms: 1, toilets: 2, floors: 2 },
      surfaces: { habitable: 148, ground: 190, garden: 62 },
      hasGarden: true,
      hasTerrace: false,
      energy: {
        score: 243,
        label: "C",
        certificateCode: "20230915-0002871-RES-1",
        totalKwhPerYear: 35_964,
        co2Emission: 48,
      },
      building: { constructionYear: 1932, renovationYear: 2018, hasCellar: true, isFurnished: false },
      financial: { cadastralIncome: 1185 },
      risks: {
        floodPScore: "B",
        floodGScore: "A",
        floodZone: { nl: "Niet gelegen in overstromingsgevoelig gebied" },
        buildingPermit: 1,
        preemptiveRight: 0,
        allotmentPermit: 0,
        summons: 0,
        areaApplication: { nl: "Woongebied", fr: "Zone d'habitat", en: "Residential area" },
        asbestosType: { nl: "Asbestattest aanwezig (AS-2024-118733)" },
      },
      managerEmail: "jan.peeters@dijlestadvastgoed.be",
      media: [{ kind: "video", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }],
    });
    expect(payload.building.orientationGarden).toEqual({ nl: "Zuidwest", fr: "Sud-ouest", en: "South-west" });
    expect(payload.energy.eLevel).toBeUndefined();
    expect(Object.keys(payload.texts).sort()).toEqual(["en", "fr", "nl"]);
    expect(payload.texts.nl?.descriptionHtml).toBe(
      "<p>Lichtrijke woning op wandelafstand van de Grote Markt.</p><p>Drie slaapkamers &amp; een zonnige tuin.</p>",
    );
    // Photos in SweepBright's order (ordinal), not the order of the array.
    expect(payload.photos.map((photo) => photo.url)).toEqual([
      "https://images.example.invalid/images/facade.jpg",
      "https://images.example.invalid/images/garden.jpg",
    ]);
  });

  it("crm connector: statuses: option and agreement are under option, sold and rented go off the market, lost and prospect are removed", () => {
    expect(published(estateDecision(estate({ status: "option" }))).payload.status).toBe("under_option");
    expect(published(estateDecision(estate({ status: "agreement" }))).payload.status).toBe("under_option");
    expect(published(estateDecision(estate({ status: "sold" }))).offMarket).toBe("sold");
    const rented = published(estateDecision(estate({ status: "rented", negotiation: "let" })));
    expect(rented).toMatchObject({ offMarket: "rented", payload: { goal: "rent" } });
    expect(estateDecision(estate({ status: "lost" }))).toEqual({ kind: "remove", reference: ID });
    expect(estateDecision(estate({ status: "prospect" }))).toEqual({ kind: "remove", reference: ID });
  });

  it("crm connector: a let's rent is shown per month, a studio is type 3, a hidden price and address stay hidden", () => {
    const { payload } = published(
      estateDecision(
        estate({
          negotiation: "let",
          rent_period: "week",
          price: { amount: 300, hidden: true },
          type: "apartment",
          sub_type: "studio",
          location: { ...LOCATION, hidden: true, box: 3 },
        }),
      ),
    );
    expect(payload).toMatchObject({ goal: "rent", price: 1300, publishPrice: false, typeId: 3 });
    expect(payload.address).toMatchObject({ publishAddress: false, boxNr: "3" });
  });

  it("crm connector: the older API's EPC at the top level is read, and an E-level is read from its text", () => {
    const { payload } = published(
      estateDecision(
        estate({
          legal: { energy: { e_level: "E60" } },
          epc_value: 98,
          epc_category: "a+",
          epc_reference: "20190101-0000001-RES-1",
        }),
      ),
    );
    expect(payload.energy).toMatchObject({
      score: 98,
      label: "A+",
      certificateCode: "20190101-0000001-RES-1",
      eLevel: 60,
    });
    expect(payload.risks.floodPScore).toBeUndefined();
  });

  it("crm connector: a field it reads of the wrong kind is refused by name; fields it does not read are let through", () => {
    expect(refusedPointers(estateDecision(estate({ bedrooms: "three" })))).toEqual(["/estate/bedrooms"]);
    const badScore = estate({ legal: { property_and_land: { flood_risk_plot_score: "E" } } });
    expect(refusedPointers(estateDecision(badScore))).toEqual([
      "/estate/legal/property_and_land/flood_risk_plot_score",
    ]);
    expect(estateDecision(estate({ brand_new_field: { anything: [1, 2] }, vendors: "x" })).kind).toBe(
      "publish",
    );
  });

  it("crm connector: what the site cannot show is refused with the reason: an unknown type, another country, a project, no title", () => {
    for (const type of ["castle", "constructor", "__proto__"]) {
      expect(refusedPointers(estateDecision(estate({ type })))).toEqual(["/estate/type"]);
    }
    const french = estate({ location: { ...LOCATION, country: "FR" } });
    expect(refusedPointers(estateDecision(french))).toEqual(["/estate/location/country"]);
    expect(refusedPointers(estateDecision(estate({ is_project: true })))).toEqual(["/estate/is_project"]);
    expect(refusedPointers(estateDecision(estate({ description_title: { nl: "" } })))).toEqual([
      "/listing/texts",
    ]);
    expect(refusedPointers(estateDecision(estate({ location: { city: "Mechelen" } })))).toContain(
      "/listing/address/zip",
    );
  });

  it("crm connector: descriptions are escaped, never taken as HTML", () => {
    expect(descriptionHtml("<script>alert(1)</script>\nline 2")).toBe(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt;<br>line 2</p>",
    );
    expect(descriptionHtml(undefined)).toBe("");
  });

  it("crm connector: malformed estates never throw: each is a refusal naming fields, a removal, or a payload the import accepts", () => {
    const keys = Object.keys(estate());
    const valid = (decision: EstateDecision) => {
      if (decision.kind === "publish")
        expect(ListingPayloadSchema.safeParse(decision.payload).success).toBe(true);
      if (decision.kind === "refused") {
        expect(decision.problem.status).toBe(422);
        expect(decision.problem.errors?.length).toBeGreaterThan(0);
      }
    };
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...keys, "legal", "location", "price"), fc.anything(), { maxKeys: 4 }),
        (changes) => valid(estateDecision(estate(changes))),
      ),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.anything(), (json) => valid(estateDecision(json))),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(
        fc.record({
          energy: fc.dictionary(
            fc.constantFrom("epc_value", "epc_category", "e_level", "co2_emissions"),
            fc.jsonValue(),
          ),
          regulations: fc.dictionary(
            fc.constantFrom("building_permit", "asbestos_certificate"),
            fc.jsonValue(),
          ),
          property_and_land: fc.dictionary(
            fc.constantFrom("flood_risk", "land_use_designation"),
            fc.jsonValue(),
          ),
        }),
        (legal) => valid(estateDecision(estate({ legal }))),
      ),
      { numRuns: 300 },
    );
  });
});
