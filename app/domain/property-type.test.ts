import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROPERTY_TYPES, typeById, typeByWebId, typeIconFor, webIdsOf } from "./property-type.ts";

describe("property types (spec §3)", () => {
  it("is listed in its show order, so the filter list can be drawn as it is", () => {
    const orders = PROPERTY_TYPES.map((type) => type.showOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it.each([
    [7, 8, "Industrieel"],
    [8, 9, "Kantoren"],
    [9, 7, "Garage/Parking"],
    [1, 1, "Huis"],
  ])("type ID %i has WebID %i (%s)", (id, webId, name) => {
    expect(typeById(id)?.webId).toBe(webId);
    expect(typeByWebId(webId)?.id).toBe(id);
    expect(typeByWebId(String(webId))?.name).toBe(name);
  });

  it("knows no type for unknown ids", () => {
    expect(typeById(10)).toBeUndefined();
    expect(typeById(null)).toBeUndefined();
    expect(typeByWebId("x")).toBeUndefined();
    expect(typeByWebId(undefined)).toBeUndefined();
  });

  it("maps IDs and WebIDs one to one", () => {
    expect(new Set(PROPERTY_TYPES.map((type) => type.webId)).size).toBe(9);
    for (const type of PROPERTY_TYPES) expect(typeByWebId(type.webId)).toBe(typeById(type.id));
  });
});

describe("typeIconFor (spec §3)", () => {
  it.each([
    [1, "house"],
    [2, "apartment"],
    [3, "studio"],
    [4, "land"],
    [5, "building"],
    [6, "commercial"],
    [7, "building"],
    [8, "apartment"],
    [null, "apartment"],
    [undefined, "apartment"],
  ] as const)("WebID %s shows the %s icon", (webId, icon) => {
    expect(typeIconFor(webId)).toBe(icon);
  });

  it("shares one icon between 5 and 7 and has an icon for any id", () => {
    expect(typeIconFor(5)).toBe(typeIconFor(7));
    const icons = new Set(["house", "apartment", "studio", "land", "building", "commercial"]);
    fc.assert(
      fc.property(fc.integer(), (webId) => {
        expect(icons.has(typeIconFor(webId))).toBe(true);
      }),
    );
  });
});

describe("webIdsOf", () => {
  it("reads the comma-separated WebIDs", () => {
    expect(webIdsOf("1,2, 5")).toEqual([1, 2, 5]);
    expect(webIdsOf("2,,2,x")).toEqual([2]);
    expect(webIdsOf("")).toEqual([]);
    expect(webIdsOf(null)).toEqual([]);
  });
});
