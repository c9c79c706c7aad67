// Fixed phrases of the descriptions: heating systems, property nouns with their articles, and where a
// place lies, in the three site languages.
import type { LocalizedText } from "../schema/listings.ts";
import type { ListingFacts } from "./listing-facts.ts";
import { type Phrase, phrase } from "./phrases.ts";
import type { HeatingCode } from "./vocabulary.ts";

export const HEATING_INLINE: Record<HeatingCode, Phrase> = {
  gas_condensing: phrase(
    "centrale verwarming op gas met condensatieketel",
    "chauffage central au gaz avec chaudière à condensation",
    "gas central heating with a condensing boiler",
  ),
  gas: phrase("centrale verwarming op aardgas", "chauffage central au gaz", "gas central heating"),
  heat_pump: phrase(
    "een lucht-waterwarmtepomp met vloerverwarming",
    "une pompe à chaleur air-eau avec chauffage au sol",
    "an air-to-water heat pump with underfloor heating",
  ),
  oil: phrase("centrale verwarming op stookolie", "chauffage central au mazout", "oil-fired central heating"),
  electric: phrase("elektrische verwarming", "chauffage électrique", "electric heating"),
  collective: phrase(
    "collectieve verwarming met individuele bemetering",
    "chauffage collectif avec compteurs individuels",
    "shared heating with individual metering",
  ),
};

export function lowerFirst(text: string | undefined): string {
  return text ? text.charAt(0).toLowerCase() + text.slice(1) : "";
}

export function oriented(orientation: LocalizedText | undefined): Phrase {
  if (!orientation?.nl || !orientation.fr || !orientation.en) return phrase("", "", "");
  return phrase(
    `${orientation.nl.toLowerCase()}gerichte `,
    ` orienté ${orientation.fr.toLowerCase()}`,
    `${orientation.en.toLowerCase()}-facing `,
  );
}

// "this house" with the right article and gender in each language.
export const KIND_NOUNS: Record<ListingFacts["kind"], Phrase> = {
  house: phrase("deze woning", "cette maison", "this house"),
  apartment: phrase("dit appartement", "cet appartement", "this apartment"),
  studio: phrase("deze studio", "ce studio", "this studio"),
  land: phrase("deze grond", "ce terrain", "this plot"),
  yield: phrase("dit opbrengsteigendom", "cet immeuble de rapport", "this investment property"),
  commercial: phrase("dit handelspand", "cette surface commerciale", "this retail property"),
  industrial: phrase("dit bedrijfsgebouw", "ce bâtiment industriel", "this industrial building"),
  office: phrase("deze kantoorruimte", "ces bureaux", "this office space"),
  garage: phrase("deze garagebox", "ce box de garage", "this garage box"),
  parking: phrase("deze staanplaats", "cet emplacement de parking", "this parking space"),
};

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const LOCATIONS: Record<ListingFacts["place"]["profile"], (place: string) => Phrase> = {
  city: (place) =>
    phrase(
      `Centraal gelegen in ${place}, op wandelafstand van de Grote Markt, het station en alle winkels.`,
      `Situé au centre de ${place}, à distance de marche de la Grand-Place, de la gare et des commerces.`,
      `Centrally located in ${place}, within walking distance of the main square, the station and all shops.`,
    ),
  suburb: (place) =>
    phrase(
      `Rustig gelegen in een residentiële wijk van ${place}, vlak bij scholen, winkels en invalswegen.`,
      `Au calme dans un quartier résidentiel de ${place}, proche des écoles, des commerces et des grands axes.`,
      `Quietly located in a residential area of ${place}, close to schools, shops and main roads.`,
    ),
  village: (place) =>
    phrase(
      `Gelegen in het groene ${place}, op enkele minuten van de dorpskern.`,
      `Dans le cadre verdoyant de ${place}, à quelques minutes du centre du village.`,
      `In leafy ${place}, a few minutes from the village centre.`,
    ),
  coast: (place) =>
    phrase(
      `Op enkele stappen van het strand, de dijk en het centrum van ${place}.`,
      `À quelques pas de la plage, de la digue et du centre de ${place}.`,
      `A short walk from the beach, the promenade and the centre of ${place}.`,
    ),
  brussels: (place) =>
    phrase(
      `In een gegeerde wijk van ${place}, vlak bij tram, metro en winkels.`,
      `Dans un quartier prisé de ${place}, à proximité du tram, du métro et des commerces.`,
      `In a sought-after part of ${place}, close to trams, the metro and shops.`,
    ),
  wallonia: (place) =>
    phrase(
      `In een rustige, groene omgeving in ${place}, dicht bij alle voorzieningen.`,
      `Dans un environnement calme et verdoyant à ${place}, proche de toutes les commodités.`,
      `In a quiet, green setting in ${place}, close to all amenities.`,
    ),
  luxembourg: (place) =>
    phrase(
      `Ideaal gelegen in ${place}, vlak bij het openbaar vervoer en de hoofdwegen naar Luxemburg-Stad.`,
      `Idéalement situé à ${place}, proche des transports en commun et des grands axes vers Luxembourg-Ville.`,
      `Ideally located in ${place}, close to public transport and the main roads into Luxembourg City.`,
    ),
};
