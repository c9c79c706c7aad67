// Places near a listing, named as locals would name them.
import { placeName } from "../../domain/place-name.ts";
import type { PointOfInterest, PointOfInterestKind } from "../schema/listings.ts";
import type { ListingFacts } from "./listing-facts.ts";
import type { Random } from "./random.ts";

const SUPERMARKETS = ["Delhaize", "Colruyt", "Carrefour Market", "Aldi", "Lidl", "Albert Heijn", "Okay"];
const SCHOOLS = [
  "Basisschool De Regenboog",
  "Vrije Basisschool Sint-Jozef",
  "Gemeentelijke Basisschool",
  "Atheneum",
  "Sint-Ursula-Instituut",
];
const FRENCH_SCHOOLS = [
  "École communale",
  "Athénée royal",
  "Institut Saint-Joseph",
  "École fondamentale libre",
];
const HOSPITALS: Record<string, string> = {
  MECHELEN: "AZ Sint-Maarten",
  BONHEIDEN: "Imeldaziekenhuis",
  LIER: "Heilig Hartziekenhuis",
  ANTWERPEN: "ZNA Stuivenberg",
  LEUVEN: "UZ Leuven Gasthuisberg",
  BLANKENBERGE: "AZ Sint-Jan (campus Brugge)",
};
const HIGHWAYS: Record<string, string> = {
  MECHELEN: "E19 oprit Mechelen-Zuid",
  "SINT-KATELIJNE-WAVER": "E19 oprit Mechelen-Noord",
  DUFFEL: "E19 oprit Kontich",
  BONHEIDEN: "R6 / N15",
  LIER: "N10 richting E313",
  STEENOKKERZEEL: "R0 / A201",
};

export function pointsOfInterest(random: Random, facts: ListingFacts): PointOfInterest[] {
  if (facts.kind === "parking" || facts.kind === "garage") return [];
  const place = placeName(facts.place.name);
  const french = facts.region === "wallonia" || facts.region === "luxembourg";
  const near = (min: number, max: number) => random.int(min, max) * 10;
  const candidates: [PointOfInterestKind, string, number][] = [
    ["public_transport", french ? `Gare de ${place}` : `Station ${place}`, near(40, 260)],
    ["public_transport", french ? "Arrêt de bus" : "Bushalte De Lijn", near(5, 40)],
    ["school", random.pick(french ? FRENCH_SCHOOLS : SCHOOLS), near(20, 140)],
    ["supermarket", random.pick(SUPERMARKETS), near(30, 200)],
    ["pharmacy", french ? "Pharmacie du Centre" : `Apotheek ${place}`, near(20, 150)],
    ["doctor", french ? "Cabinet médical" : "Huisartsenpraktijk", near(20, 180)],
    [
      "park",
      french ? "Parc communal" : random.pick(["Stadspark", "Gemeentepark", "Speelbos"]),
      near(15, 160),
    ],
    ["sport", french ? "Centre sportif" : `Sportcentrum ${place}`, near(40, 300)],
    [
      "restaurant",
      random.pick(["Brasserie De Markt", "Bistro Het Pleintje", "Pizzeria Da Marco", "Le Petit Bistrot"]),
      near(10, 120),
    ],
  ];
  const hospital = HOSPITALS[facts.place.name];
  if (hospital) candidates.push(["hospital", hospital, near(60, 450)]);
  const highway = HIGHWAYS[facts.place.name];
  if (highway) candidates.push(["highway", highway, near(100, 600)]);
  const count = random.int(4, 7);
  return random
    .shuffle(candidates)
    .slice(0, count)
    .map(([kind, name, distanceMeters]) => ({ kind, name, distanceMeters }))
    .sort((a, b) => a.distanceMeters - b.distanceMeters);
}
