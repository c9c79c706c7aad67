// Property types (spec §3): the filter list with ID, WebID and show order, and the type icons.

export type PropertyType = { id: number; webId: number; showOrder: number; name: string };

/** The nine types in show order, with their Dutch names; ID and WebID differ for three of them (spec §3). */
export const PROPERTY_TYPES: readonly PropertyType[] = [
  { id: 1, webId: 1, showOrder: 0, name: "Huis" },
  { id: 2, webId: 2, showOrder: 1, name: "Appartement" },
  { id: 3, webId: 3, showOrder: 2, name: "Studio" },
  { id: 4, webId: 4, showOrder: 3, name: "Grond" },
  { id: 5, webId: 5, showOrder: 4, name: "Opbrengsteigendom" },
  { id: 6, webId: 6, showOrder: 5, name: "Commercieel" },
  { id: 7, webId: 8, showOrder: 6, name: "Industrieel" },
  { id: 8, webId: 9, showOrder: 7, name: "Kantoren" },
  { id: 9, webId: 7, showOrder: 8, name: "Garage/Parking" },
];

export function typeById(id: number | null | undefined): PropertyType | undefined {
  return PROPERTY_TYPES.find((type) => type.id === id);
}

/** The type of a WebID, given as a number or as the text the type list carries (spec §3 "WebID (text)"). */
export function typeByWebId(webId: number | string | null | undefined): PropertyType | undefined {
  const number = typeof webId === "string" && /^\s*\d+\s*$/.test(webId) ? Number(webId) : webId;
  return PROPERTY_TYPES.find((type) => type.webId === number);
}

/** The ids in a listing's WebIDs text ("1,2, 5"), in order, without blanks or repeats. */
export function webIdsOf(text: string | null | undefined): number[] {
  if (typeof text !== "string") return [];
  const ids = text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
  return [...new Set(ids)];
}

export type PropertyTypeIcon = "house" | "apartment" | "studio" | "land" | "building" | "commercial";

// Icons exist for types 1 to 7; 5 and 7 share one; 2 is the default (spec §3).
const ICONS: Readonly<Record<number, PropertyTypeIcon>> = {
  1: "house",
  2: "apartment",
  3: "studio",
  4: "land",
  5: "building",
  6: "commercial",
  7: "building",
};

export const DEFAULT_TYPE_ICON: PropertyTypeIcon = "apartment";

/** The icon of a listing's WebID; any other or missing WebID gets the default icon (type 2). */
export function typeIconFor(webId: number | null | undefined): PropertyTypeIcon {
  return (typeof webId === "number" ? ICONS[webId] : undefined) ?? DEFAULT_TYPE_ICON;
}
