import { describe, expect, it } from "vitest";
import type { TreeItem } from "../../domain/tree.ts";
import { subtypeOptions } from "./listing-subtypes.ts";

// Main types with their category WebIDs, and sub-types named as listings' MainTypeName (spec §3).
const ITEMS: TreeItem[] = [
  { id: 101, parentId: null, name: "Huis", webId: 1 },
  { id: 102, parentId: null, name: "Appartement", webId: 2 },
  { id: 109, parentId: null, name: "Garage/Parking", webId: 7 },
  { id: 1001, parentId: 101, name: "Huis", webId: 1 },
  { id: 1002, parentId: 101, name: "Bungalow", webId: 1 },
  { id: 1003, parentId: 101, name: "Bel-étage", webId: 1 },
  { id: 1004, parentId: 102, name: "Appartement", webId: 2 },
  { id: 1005, parentId: 109, name: "Staanplaats - buiten", webId: null },
  { id: 1006, parentId: 109, name: "garagebox - buiten", webId: 7 },
];

describe("spec §3 tree items: the sub-type filter's options", () => {
  it("spec §3 tree items: the children of the type's node, by label as the tree sort orders children (§5)", () => {
    expect(subtypeOptions(ITEMS, 1)).toEqual([
      { id: 1003, name: "Bel-étage" },
      { id: 1002, name: "Bungalow" },
      { id: 1001, name: "Huis" },
    ]);
    // Case ignored, a sub-type without a WebID kept.
    expect(subtypeOptions(ITEMS, 7).map((option) => option.name)).toEqual([
      "garagebox - buiten",
      "Staanplaats - buiten",
    ]);
  });

  it("spec §3 tree items: no options for a type with one sub-type or without a node", () => {
    expect(subtypeOptions(ITEMS, 2)).toEqual([]);
    expect(subtypeOptions(ITEMS, 99)).toEqual([]);
    expect(subtypeOptions([], 1)).toEqual([]);
  });

  it("spec §3 tree items: a sub-type's own WebID does not make it a main type", () => {
    // 1005 has no WebID and 1006 shares its parent's: only top-level nodes are main types.
    expect(subtypeOptions(ITEMS, 7).map((option) => option.id)).not.toContain(109);
  });
});
