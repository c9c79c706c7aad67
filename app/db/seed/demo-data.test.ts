import { describe, expect, it } from "vitest";
import { epcLabelDisplay, epcLabelFor } from "../../domain/epc.ts";
import { regionOf } from "../../domain/region.ts";
import { buildDemoData } from "./demo-data.ts";
import { goalOf } from "../../domain/listing-goal.ts";

const data = buildDemoData();
const listings = data.listings.map((listing) => listing.property);

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

describe("the demo data", () => {
  it("is the same for the same seed and differs for another seed", () => {
    expect(buildDemoData()).toEqual(data);
    const other = buildDemoData("another-seed");
    expect(other.listings.map((l) => l.property.price)).not.toEqual(listings.map((l) => l.price));
  });

  it("holds the per-city counts of the agency's sample (spec §9)", () => {
    const sale = countBy(
      listings.filter((l) => goalOf(l.goal) === "sale"),
      (l) => l.cityKey,
    );
    const rent = countBy(
      listings.filter((l) => goalOf(l.goal) === "rent"),
      (l) => l.cityKey,
    );
    const expected: [string, number, number][] = [
      ["2800|MECHELEN", 195, 1],
      ["2820|BONHEIDEN", 30, 1],
      ["2860|SINT-KATELIJNE-WAVER", 24, 0],
      ["2500|LIER", 19, 1],
      ["2812|MUIZEN", 20, 0],
      ["2570|DUFFEL", 15, 0],
      ["2801|WALEM", 13, 0],
      ["2830|BLAASVELD", 10, 0],
      ["1820|STEENOKKERZEEL", 10, 0],
      ["8370|BLANKENBERGE", 9, 0],
    ];
    for (const [city, forSale, forRent] of expected) {
      expect([city, sale.get(city) ?? 0, rent.get(city) ?? 0]).toEqual([city, forSale, forRent]);
    }
    const bigTowns = new Set(expected.map(([city]) => city));
    const smallTowns = [...countBy(listings, (l) => l.cityKey)].filter(([city]) => !bigTowns.has(city));
    expect(smallTowns.length).toBeGreaterThanOrEqual(30);
    for (const [, count] of smallTowns) expect(count).toBeGreaterThanOrEqual(1);
    for (const [, count] of smallTowns) expect(count).toBeLessThanOrEqual(6);
    expect([...rent.keys()].sort()).toEqual(["2500|LIER", "2800|MECHELEN", "2820|BONHEIDEN"]);
  });

  it("has listings in every region, so every energy scale has real examples", () => {
    const regions = countBy(listings, (l) => regionOf({ zip: l.zip, countryId: l.countryId }));
    for (const region of ["flanders", "brussels", "wallonia", "luxembourg"]) {
      expect(regions.get(region) ?? 0).toBeGreaterThanOrEqual(5);
    }
    const labelled = listings.filter((l) => l.epcLabelText !== null);
    for (const region of ["flanders", "brussels", "wallonia", "luxembourg"]) {
      const inRegion = labelled.filter((l) => regionOf({ zip: l.zip, countryId: l.countryId }) === region);
      expect(new Set(inRegion.map((l) => l.epcLabelText)).size).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives every EPC value the label of its region's scale", () => {
    for (const listing of listings) {
      if (listing.epcLabelText === null) continue;
      const region = regionOf({ zip: listing.zip, countryId: listing.countryId });
      const label = epcLabelFor(
        region,
        region === "luxembourg" ? null : listing.energyPerformance,
        listing.epcLabelText,
      );
      expect(label, `listing ${listing.id}`).not.toBeNull();
      if (label) expect(epcLabelDisplay(label)).toBe(listing.epcLabelText);
    }
  });

  it("lists newest first when sorted by ID descending, with RecordFile codes of year/month/sequence", () => {
    const byId = [...listings].sort((a, b) => b.id - a.id);
    for (let i = 1; i < byId.length; i++) {
      const newer = byId[i - 1]?.publishedAt;
      const older = byId[i]?.publishedAt;
      if (newer instanceof Date && older instanceof Date)
        expect(newer.getTime()).toBeGreaterThan(older.getTime());
    }
    for (const listing of listings)
      expect(listing.recordFile).toMatch(/^(?:V[KH]-)?20\d\d\/(?:0[1-9]|1[0-2])\/\d{4}[A-C]?$/);
    expect(listings.some((l) => /[A-C]$/.test(l.recordFile))).toBe(true);
    expect(listings.some((l) => l.recordFile.startsWith("VK-"))).toBe(true);
    expect(new Set(listings.map((l) => l.recordFile)).size).toBe(listings.length);
  });

  it("uses the property types of spec §3 with the ID vs WebID quirk", () => {
    const types = data.propertyTypes.map((t) => [t.id, t.webId, t.names.nl]);
    expect(types).toEqual([
      [1, 1, "Huis"],
      [2, 2, "Appartement"],
      [3, 3, "Studio"],
      [4, 4, "Grond"],
      [5, 5, "Opbrengsteigendom"],
      [6, 6, "Commercieel"],
      [7, 8, "Industrieel"],
      [8, 9, "Kantoren"],
      [9, 7, "Garage/Parking"],
    ]);
    expect(new Set(listings.map((l) => l.typeId))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    const names = new Set(listings.map((l) => l.mainTypeName));
    for (const name of [
      "Huis",
      "Appartement",
      "Garagebox - buiten",
      "Garagebox - binnen - gesloten",
      "Parking / Garage",
      "Staanplaats - buiten",
      "Staanplaats - binnen",
      "Bureauruimte(s)",
      "Landbouwgrond",
      "Bouwgrond",
      "Industrieel",
      "Bungalow",
      "Bel-étage",
    ]) {
      expect(names).toContain(name);
    }
    // Parking spaces have no category id (spec §3).
    for (const listing of listings.filter((l) => l.mainTypeName.startsWith("Staanplaats"))) {
      expect(listing.webId).toBeNull();
    }
  });

  it("has every availability and ribbon state, and marquee values 0 to 3", () => {
    expect(new Set(listings.map((l) => l.status))).toEqual(
      new Set(["available", "under_option", "sold", "rented"]),
    );
    expect(new Set(listings.map((l) => l.marquee))).toEqual(new Set([0, 1, 2, 3]));
    expect(listings.filter((l) => l.publishPrice === false).length).toBeGreaterThanOrEqual(3);
    expect(listings.some((l) => l.priceUnit === 7)).toBe(true);
  });

  it("fills every detail field of spec §3 on some listing", () => {
    const filled = (path: (l: (typeof listings)[number]) => unknown) =>
      listings.some((l) => {
        const value = path(l);
        return value !== undefined && value !== null && value !== "";
      });
    const fields: [string, (l: (typeof listings)[number]) => unknown][] = [
      ["bedrooms", (l) => l.bedrooms],
      ["bathrooms", (l) => l.bathrooms],
      ["showerRooms", (l) => l.showerRooms || null],
      ["toilets", (l) => l.toilets],
      ["garages", (l) => l.garages || null],
      ["parkings", (l) => l.parkings || null],
      ["externalParkings", (l) => l.externalParkings || null],
      ["floors", (l) => l.floors],
      ["extraRooms", (l) => l.extraRooms || null],
      ["surfaceTotal", (l) => l.surfaceTotal],
      ["surfaceHabitable", (l) => l.surfaceHabitable],
      ["surfaceGround", (l) => l.surfaceGround],
      ["surfaceLiving", (l) => l.surfaceLiving],
      ["surfaceTerrace", (l) => l.surfaceTerrace],
      ["surfaceGarden", (l) => l.surfaceGarden],
      ["surfaceOffice", (l) => l.surfaceOffice],
      ["surfaceStore", (l) => l.surfaceStore],
      ["surfaceConstructed", (l) => l.surfaceConstructed],
      ["plotWidth", (l) => l.plotWidth],
      ["frontWidth", (l) => l.frontWidth],
      ["facades", (l) => l.facades],
      ...(
        [
          "constructionYear",
          "renovationYear",
          "condition",
          "roofType",
          "roofMaterial",
          "roofCondition",
          "heating",
          "kitchen",
          "interiorComfort",
          "exteriorComfort",
          "windowGlazing",
          "windowFrame",
          "flooring",
          "orientationRear",
          "orientationTerrace",
          "orientationGarden",
          "hasLift",
          "hasCellar",
          "hasAttic",
          "isFurnished",
          "hasPool",
        ] as const
      ).map((key): [string, (l: (typeof listings)[number]) => unknown] => [
        key,
        (l) => (l.building?.[key] === false ? null : l.building?.[key]),
      ]),
      ...(["cadastralIncome", "realEstateTax", "monthlyRent", "chargesRenter", "chargesOwner"] as const).map(
        (key): [string, (l: (typeof listings)[number]) => unknown] => [key, (l) => l.financial?.[key]],
      ),
      ...(["totalKwhPerYear", "co2Emission", "eLevel", "certificateCode", "expiryDate"] as const).map(
        (key): [string, (l: (typeof listings)[number]) => unknown] => [key, (l) => l.energy?.[key]],
      ),
      ...(
        [
          "asbestosType",
          "asbestosDate",
          "floodZone",
          "riverbankZone",
          "floodGScore",
          "floodPScore",
          "buildingPermit",
          "allotmentPermit",
          "preemptiveRight",
          "summons",
          "judicialDecision",
          "areaApplication",
        ] as const
      ).map((key): [string, (l: (typeof listings)[number]) => unknown] => [
        key,
        (l) => (l.risks?.[key] === false ? null : l.risks?.[key]),
      ]),
      ...(["gas", "water", "electricity", "drainConnection"] as const).map(
        (key): [string, (l: (typeof listings)[number]) => unknown] => [key, (l) => l.utilities?.[key]],
      ),
      ...(["isViager", "ageA", "sexA", "ageB", "sexB"] as const).map(
        (key): [string, (l: (typeof listings)[number]) => unknown] => [key, (l) => l.annuity?.[key]],
      ),
      ...(
        [
          "notaryFeeExclVat",
          "notaryFeeInclVat",
          "registrationRights",
          "vat",
          "constructionCost",
          "totalPrice",
          "parkingPrice",
          "garagePrice",
        ] as const
      ).map((key): [string, (l: (typeof listings)[number]) => unknown] => [key, (l) => l.costs?.[key]]),
      ...(["deposit", "agencyCost", "inventoryCost", "contractType"] as const).map(
        (key): [string, (l: (typeof listings)[number]) => unknown] => [key, (l) => l.rental?.[key]],
      ),
      ...(
        ["publicTransport", "education", "shops", "leisure", "health", "environment", "nearby"] as const
      ).map((key): [string, (l: (typeof listings)[number]) => unknown] => [key, (l) => l.mobility?.[key]]),
      ["pointsOfInterest", (l) => (l.pointsOfInterest?.length ? l.pointsOfInterest : null)],
    ];
    const missing = fields.filter(([, path]) => !filled(path)).map(([name]) => name);
    expect(missing).toEqual([]);
    // A flood class D (quality.md: shown with the flood symbol) and the tri-state "on request".
    expect(listings.some((l) => l.risks?.floodPScore === "D" || l.risks?.floodGScore === "D")).toBe(true);
    expect(listings.some((l) => l.risks?.buildingPermit === 2 || l.risks?.summons === 2)).toBe(true);
    expect(data.listings.some((l) => l.documents.length > 0)).toBe(true);
    expect(data.media.some((m) => /youtu/.test(m.url))).toBe(true);
    expect(data.media.some((m) => m.url.includes("matterport.com"))).toBe(true);
  });

  it("writes texts in nl, fr and en from the facts, some as HTML from the CRM", () => {
    for (const listing of data.listings) {
      expect(listing.texts.map((t) => t.language)).toEqual(["nl", "fr", "en"]);
      for (const text of listing.texts) {
        expect(text.typeDescription.length).toBeGreaterThan(5);
        expect(text.descriptionHtml).not.toMatch(/undefined|NaN|null|lorem|\{|\}/i);
      }
    }
    const html = data.listings.flatMap((l) => l.texts).map((t) => t.descriptionHtml);
    expect(html.some((text) => text.includes("<ul><li>") && text.includes("&eacute;"))).toBe(true);
    expect(html.some((text) => text.includes("<br>"))).toBe(true);
    expect(html.some((text) => !text.includes("<"))).toBe(true);
    // Varied: many distinct headlines, not one template.
    expect(new Set(html).size).toBe(html.length);
    expect(new Set(data.listings.map((l) => l.texts[0]?.typeDescription)).size).toBeGreaterThan(60);
  });

  it("gives every listing and project 6 to 20 photos with unique image keys", () => {
    for (const listing of data.listings) {
      expect(listing.photos.length).toBeGreaterThanOrEqual(6);
      expect(listing.photos.length).toBeLessThanOrEqual(20);
      expect(listing.photos.map((p) => p.position)).toEqual(listing.photos.map((_, i) => i));
    }
    const projectIds = new Set(data.projectPhotos.map((p) => p.projectId));
    expect(projectIds.size).toBe(data.projects.length);
    const keys = [...data.listings.flatMap((l) => l.photos), ...data.projectPhotos].map((p) => p.imageKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z]+-\d+x\d+-[a-z0-9]+$/);
  });

  it("links project units and their listings both ways, with one project sold out", () => {
    const listed = data.projectUnits.filter((unit) => unit.propertyId !== null);
    expect(listed.length).toBeGreaterThanOrEqual(4);
    for (const unit of listed) {
      const property = listings.find((l) => l.id === unit.propertyId);
      expect(property?.projectId).toBe(unit.projectId);
      expect(property?.price).toBe(unit.price);
    }
    const soldOut = data.projects.filter((project) =>
      data.projectUnits
        .filter((unit) => unit.projectId === project.id)
        .every((unit) => unit.status === "sold"),
    );
    expect(soldOut).toHaveLength(1);
  });

  it("places listings near their town with real postal codes", () => {
    for (const listing of listings) {
      const city = data.cities.find((c) => c.key === listing.cityKey);
      expect(city).toBeDefined();
      if (!city || listing.latitude == null || listing.longitude == null) continue;
      expect(Math.abs(listing.latitude - city.latitude)).toBeLessThan(0.05);
      expect(Math.abs(listing.longitude - city.longitude)).toBeLessThan(0.08);
      expect(listing.zip).toMatch(/^\d{4}$/);
    }
    expect(listings.filter((l) => l.countryId === 50).length).toBeGreaterThanOrEqual(5);
    expect(data.managers.every((m) => /^\d+$/.test(m.phone))).toBe(true);
    expect(data.managers.length).toBeGreaterThanOrEqual(4);
  });
});
