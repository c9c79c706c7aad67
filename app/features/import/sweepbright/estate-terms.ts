// SweepBright sends some facts as codes (a flood zone, a zoning designation, an orientation); the import
// payload carries them as the texts the page shows, per language, as any CRM that writes its own words
// would send them. Listing data, like the demo data's vocabulary (app/db/seed/vocabulary.ts), not the
// site's interface texts: those live in the dictionaries.
import type { FLOOD_RISKS, LAND_USE_DESIGNATIONS, ORIENTATIONS } from "./estate-schema.ts";

export type Words = { nl: string; fr: string; en: string };

export const FLOOD_ZONE_WORDS: Record<(typeof FLOOD_RISKS)[number], Words> = {
  no_flood_risk_area: {
    nl: "Niet gelegen in overstromingsgevoelig gebied",
    fr: "Pas en zone inondable",
    en: "Not in a flood-prone area",
  },
  potential_flood_sensitive_area: {
    nl: "Gelegen in mogelijk overstromingsgevoelig gebied",
    fr: "En zone potentiellement inondable",
    en: "In a possibly flood-prone area",
  },
  effective_flood_sensitive_area: {
    nl: "Gelegen in effectief overstromingsgevoelig gebied",
    fr: "En zone effectivement inondable",
    en: "In an effectively flood-prone area",
  },
};

export const ZONING_WORDS: Record<(typeof LAND_USE_DESIGNATIONS)[number], Words> = {
  residential: { nl: "Woongebied", fr: "Zone d'habitat", en: "Residential area" },
  mixed_residential: { nl: "Gemengd woongebied", fr: "Zone d'habitat mixte", en: "Mixed residential area" },
  industrial: { nl: "Industriegebied", fr: "Zone industrielle", en: "Industrial area" },
  recreational: { nl: "Recreatiegebied", fr: "Zone de loisirs", en: "Recreational area" },
  park: { nl: "Parkgebied", fr: "Zone de parc", en: "Park area" },
  agricultural_area_with_scenic_value: {
    nl: "Landschappelijk waardevol agrarisch gebied",
    fr: "Zone agricole d'intérêt paysager",
    en: "Agricultural area of scenic value",
  },
  area_with_economical_activity: {
    nl: "Gebied voor economische activiteiten",
    fr: "Zone d'activité économique",
    en: "Area for economic activity",
  },
  area_for_leisure_accomodation: {
    nl: "Gebied voor verblijfsrecreatie",
    fr: "Zone de séjour récréatif",
    en: "Area for holiday accommodation",
  },
  forest_area: { nl: "Bosgebied", fr: "Zone forestière", en: "Forest area" },
  agricultural: { nl: "Agrarisch gebied", fr: "Zone agricole", en: "Agricultural area" },
  nature_area: { nl: "Natuurgebied", fr: "Zone naturelle", en: "Nature area" },
  natural_reserve: { nl: "Natuurreservaat", fr: "Réserve naturelle", en: "Nature reserve" },
  residential_area_with_cultural_historical_value: {
    nl: "Woongebied met cultureel-historische waarde",
    fr: "Zone d'habitat d'intérêt culturel et historique",
    en: "Residential area of cultural and historical value",
  },
  residential_area_with_a_rural_character: {
    nl: "Woongebied met landelijk karakter",
    fr: "Zone d'habitat à caractère rural",
    en: "Residential area of rural character",
  },
  residential_expansion_area: {
    nl: "Woonuitbreidingsgebied",
    fr: "Zone d'extension d'habitat",
    en: "Residential expansion area",
  },
  residential_park: { nl: "Woonpark", fr: "Parc résidentiel", en: "Residential park" },
  industrial_area_for_sme: {
    nl: "Gebied voor ambachtelijke bedrijven en kmo's",
    fr: "Zone d'artisanat et de PME",
    en: "Area for crafts and small businesses",
  },
  day_recreation_area: {
    nl: "Gebied voor dagrecreatie",
    fr: "Zone de récréation de jour",
    en: "Day recreation area",
  },
  other: { nl: "Andere bestemming", fr: "Autre affectation", en: "Other designation" },
};

export const ORIENTATION_WORDS: Record<(typeof ORIENTATIONS)[number], Words> = {
  N: { nl: "Noord", fr: "Nord", en: "North" },
  NE: { nl: "Noordoost", fr: "Nord-est", en: "North-east" },
  E: { nl: "Oost", fr: "Est", en: "East" },
  SE: { nl: "Zuidoost", fr: "Sud-est", en: "South-east" },
  S: { nl: "Zuid", fr: "Sud", en: "South" },
  SW: { nl: "Zuidwest", fr: "Sud-ouest", en: "South-west" },
  W: { nl: "West", fr: "Ouest", en: "West" },
  NW: { nl: "Noordwest", fr: "Nord-ouest", en: "North-west" },
};

/** The asbestos item as SweepBright states it: a certificate exists or not, and its reference. */
export function asbestosWords(hasCertificate: boolean, reference: string | undefined): Words {
  if (!hasCertificate) {
    return {
      nl: "Geen asbestattest",
      fr: "Pas d'attestation amiante",
      en: "No asbestos certificate",
    };
  }
  const ref = reference ? ` (${reference})` : "";
  return {
    nl: `Asbestattest aanwezig${ref}`,
    fr: `Attestation amiante disponible${ref}`,
    en: `Asbestos certificate available${ref}`,
  };
}
