// The property types of the filter list (spec §3) as the demo stores them: the list itself, with its ID
// vs WebID quirk, lives in app/domain/property-type.ts; the demo adds each type's name in fr and en.
import { PROPERTY_TYPES } from "../../domain/property-type.ts";
import type { propertyTypes } from "../schema/listings.ts";

const OTHER_NAMES: Readonly<Record<number, { fr: string; en: string }>> = {
  1: { fr: "Maison", en: "House" },
  2: { fr: "Appartement", en: "Apartment" },
  3: { fr: "Studio", en: "Studio" },
  4: { fr: "Terrain", en: "Land" },
  5: { fr: "Immeuble de rapport", en: "Investment property" },
  6: { fr: "Commerce", en: "Commercial" },
  7: { fr: "Industriel", en: "Industrial" },
  8: { fr: "Bureaux", en: "Offices" },
  9: { fr: "Garage/Parking", en: "Garage/Parking" },
};

export const DEMO_PROPERTY_TYPES: (typeof propertyTypes.$inferInsert)[] = PROPERTY_TYPES.map(
  ({ id, webId, showOrder, name }) => ({
    id,
    webId,
    showOrder,
    names: { nl: name, ...(OTHER_NAMES[id] ?? { fr: name, en: name }) },
    sale: true,
    rent: true,
  }),
);

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
