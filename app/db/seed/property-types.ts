// The property types of the filter list (spec §3), in their order, with the ID vs WebID quirk kept:
// Industrieel has ID 7 and WebID 8, Kantoren 8 and 9, Garage/Parking 9 and 7.
import type { propertyTypes } from "../schema/listings.ts";

export const DEMO_PROPERTY_TYPES: (typeof propertyTypes.$inferInsert)[] = [
  { id: 1, webId: 1, showOrder: 0, names: { nl: "Huis", fr: "Maison", en: "House" } },
  { id: 2, webId: 2, showOrder: 1, names: { nl: "Appartement", fr: "Appartement", en: "Apartment" } },
  { id: 3, webId: 3, showOrder: 2, names: { nl: "Studio", fr: "Studio", en: "Studio" } },
  { id: 4, webId: 4, showOrder: 3, names: { nl: "Grond", fr: "Terrain", en: "Land" } },
  {
    id: 5,
    webId: 5,
    showOrder: 4,
    names: { nl: "Opbrengsteigendom", fr: "Immeuble de rapport", en: "Investment property" },
  },
  { id: 6, webId: 6, showOrder: 5, names: { nl: "Commercieel", fr: "Commerce", en: "Commercial" } },
  { id: 7, webId: 8, showOrder: 6, names: { nl: "Industrieel", fr: "Industriel", en: "Industrial" } },
  { id: 8, webId: 9, showOrder: 7, names: { nl: "Kantoren", fr: "Bureaux", en: "Offices" } },
  {
    id: 9,
    webId: 7,
    showOrder: 8,
    names: { nl: "Garage/Parking", fr: "Garage/Parking", en: "Garage/Parking" },
  },
].map((type) => ({ ...type, sale: true, rent: true }));

/** What a listing is, as the generator thinks of it; each kind belongs to one type. */
export type ListingKind =
  | "house"
  | "apartment"
  | "studio"
  | "land"
  | "yield"
  | "commercial"
  | "industrial"
  | "office"
  | "garage"
  | "parking";

export type KindVariant = {
  /** MainTypeName as the listing source sends it (spec §3). */
  mainTypeName: string;
  /** Category id; null for parking spaces (spec §3: "absent for parking-space items"). */
  webId: number | null;
  weight: number;
};

export const KIND_TYPES: Record<ListingKind, { typeId: number; variants: readonly KindVariant[] }> = {
  house: {
    typeId: 1,
    variants: [
      { mainTypeName: "Huis", webId: 1, weight: 8 },
      { mainTypeName: "Bel-étage", webId: 1, weight: 1 },
      { mainTypeName: "Bungalow", webId: 1, weight: 1 },
    ],
  },
  apartment: { typeId: 2, variants: [{ mainTypeName: "Appartement", webId: 2, weight: 1 }] },
  studio: { typeId: 3, variants: [{ mainTypeName: "Studio", webId: 3, weight: 1 }] },
  land: {
    typeId: 4,
    variants: [
      { mainTypeName: "Bouwgrond", webId: 4, weight: 5 },
      { mainTypeName: "Landbouwgrond", webId: 4, weight: 1 },
    ],
  },
  yield: { typeId: 5, variants: [{ mainTypeName: "Opbrengsteigendom", webId: 5, weight: 1 }] },
  commercial: { typeId: 6, variants: [{ mainTypeName: "Handelspand", webId: 6, weight: 1 }] },
  industrial: { typeId: 7, variants: [{ mainTypeName: "Industrieel", webId: 8, weight: 1 }] },
  office: { typeId: 8, variants: [{ mainTypeName: "Bureauruimte(s)", webId: 9, weight: 1 }] },
  garage: {
    typeId: 9,
    variants: [
      { mainTypeName: "Garagebox - binnen - gesloten", webId: 7, weight: 3 },
      { mainTypeName: "Garagebox - buiten", webId: 7, weight: 2 },
      { mainTypeName: "Parking / Garage", webId: 7, weight: 2 },
    ],
  },
  parking: {
    typeId: 9,
    variants: [
      { mainTypeName: "Staanplaats - binnen", webId: null, weight: 2 },
      { mainTypeName: "Staanplaats - buiten", webId: null, weight: 1 },
    ],
  },
};
