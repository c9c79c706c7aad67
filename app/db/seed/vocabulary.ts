// The descriptive values of the detail groups in the site's languages, as the listing source sends them.
import type { LocalizedText } from "../schema/listings.ts";

type Word = { nl: string; fr: string; en: string };

function words<K extends string>(table: Record<K, Word>): Record<K, LocalizedText> {
  return table;
}

export const CONDITIONS = words({
  new: { nl: "Nieuwbouw", fr: "Neuf", en: "New build" },
  excellent: { nl: "Uitstekend", fr: "Excellent", en: "Excellent" },
  renovated: { nl: "Gerenoveerd", fr: "Rénové", en: "Renovated" },
  good: { nl: "Goed", fr: "Bon", en: "Good" },
  to_refresh: { nl: "Op te frissen", fr: "À rafraîchir", en: "Needs refreshing" },
  to_renovate: { nl: "Te renoveren", fr: "À rénover", en: "To renovate" },
});
export type ConditionCode = keyof typeof CONDITIONS;

export const ROOF_TYPES = words({
  saddle: { nl: "Zadeldak", fr: "Toit à deux versants", en: "Gable roof" },
  hipped: { nl: "Schilddak", fr: "Toit en croupe", en: "Hipped roof" },
  flat: { nl: "Plat dak", fr: "Toit plat", en: "Flat roof" },
  mansard: { nl: "Mansardedak", fr: "Toit mansardé", en: "Mansard roof" },
});

export const ROOF_MATERIALS = words({
  tiles: { nl: "Keramische dakpannen", fr: "Tuiles en terre cuite", en: "Clay tiles" },
  slate: { nl: "Leien", fr: "Ardoises", en: "Slate" },
  epdm: { nl: "EPDM", fr: "EPDM", en: "EPDM" },
  bitumen: { nl: "Roofing", fr: "Roofing (bitume)", en: "Bitumen roofing" },
  zinc: { nl: "Zink", fr: "Zinc", en: "Zinc" },
});

export const ROOF_CONDITIONS = words({
  new: { nl: "Recent vernieuwd", fr: "Récemment renouvelée", en: "Recently renewed" },
  good: { nl: "Goed", fr: "Bon", en: "Good" },
  to_check: { nl: "Na te kijken", fr: "À vérifier", en: "Needs inspection" },
  to_renew: { nl: "Te vernieuwen", fr: "À renouveler", en: "To be renewed" },
});

export const HEATING = words({
  gas_condensing: {
    nl: "Gas (condensatieketel)",
    fr: "Gaz (chaudière à condensation)",
    en: "Gas (condensing boiler)",
  },
  gas: { nl: "Centrale verwarming op gas", fr: "Chauffage central au gaz", en: "Gas central heating" },
  heat_pump: { nl: "Warmtepomp", fr: "Pompe à chaleur", en: "Heat pump" },
  oil: { nl: "Stookolie", fr: "Mazout", en: "Heating oil" },
  electric: { nl: "Elektrisch", fr: "Électrique", en: "Electric" },
  collective: { nl: "Collectieve verwarming", fr: "Chauffage collectif", en: "Shared heating" },
});
export type HeatingCode = keyof typeof HEATING;

export const KITCHENS = words({
  fitted: { nl: "Volledig ingerichte keuken", fr: "Cuisine entièrement équipée", en: "Fully fitted kitchen" },
  open: { nl: "Open keuken met eiland", fr: "Cuisine ouverte avec îlot", en: "Open kitchen with island" },
  semi: { nl: "Half ingerichte keuken", fr: "Cuisine semi-équipée", en: "Partly fitted kitchen" },
  basic: { nl: "Eenvoudige keuken", fr: "Cuisine simple", en: "Basic kitchen" },
  kitchenette: { nl: "Kitchenette", fr: "Kitchenette", en: "Kitchenette" },
});

export const INTERIOR_COMFORT = words({
  high: { nl: "Hoogwaardige afwerking", fr: "Finitions haut de gamme", en: "High-end finish" },
  standard: { nl: "Standaard afwerking", fr: "Finitions standard", en: "Standard finish" },
  dated: { nl: "Gedateerde afwerking", fr: "Finitions datées", en: "Dated finish" },
});

export const EXTERIOR_COMFORT = words({
  landscaped: {
    nl: "Aangelegde tuin met terras",
    fr: "Jardin aménagé avec terrasse",
    en: "Landscaped garden with terrace",
  },
  low_maintenance: {
    nl: "Onderhoudsvriendelijke tuin",
    fr: "Jardin facile d'entretien",
    en: "Low-maintenance garden",
  },
  balcony: { nl: "Ruim terras", fr: "Grande terrasse", en: "Spacious terrace" },
  courtyard: { nl: "Stadskoer", fr: "Cour urbaine", en: "City courtyard" },
});

export const GLAZING = words({
  triple: { nl: "Driedubbele beglazing", fr: "Triple vitrage", en: "Triple glazing" },
  double_hr: {
    nl: "Dubbele beglazing (hoogrendement)",
    fr: "Double vitrage (haut rendement)",
    en: "High-efficiency double glazing",
  },
  double: { nl: "Dubbele beglazing", fr: "Double vitrage", en: "Double glazing" },
  single: { nl: "Enkele beglazing", fr: "Simple vitrage", en: "Single glazing" },
});

export const FRAMES = words({
  aluminium: { nl: "Aluminium", fr: "Aluminium", en: "Aluminium" },
  pvc: { nl: "PVC", fr: "PVC", en: "PVC" },
  wood: { nl: "Hout", fr: "Bois", en: "Wood" },
});

export const FLOORING = words({
  parquet: { nl: "Parket", fr: "Parquet", en: "Parquet" },
  tiles: { nl: "Keramische tegels", fr: "Carrelage", en: "Ceramic tiles" },
  laminate: { nl: "Laminaat", fr: "Stratifié", en: "Laminate" },
  concrete: { nl: "Gepolierde betonvloer", fr: "Béton poli", en: "Polished concrete" },
  natural_stone: { nl: "Natuursteen", fr: "Pierre naturelle", en: "Natural stone" },
});

export const ORIENTATIONS = words({
  north: { nl: "Noord", fr: "Nord", en: "North" },
  north_east: { nl: "Noordoost", fr: "Nord-est", en: "North-east" },
  east: { nl: "Oost", fr: "Est", en: "East" },
  south_east: { nl: "Zuidoost", fr: "Sud-est", en: "South-east" },
  south: { nl: "Zuid", fr: "Sud", en: "South" },
  south_west: { nl: "Zuidwest", fr: "Sud-ouest", en: "South-west" },
  west: { nl: "West", fr: "Ouest", en: "West" },
  north_west: { nl: "Noordwest", fr: "Nord-ouest", en: "North-west" },
});
export type OrientationCode = keyof typeof ORIENTATIONS;

export const ASBESTOS = words({
  safe: { nl: "Asbestveilig", fr: "Sûr en matière d'amiante", en: "Asbestos-safe" },
  bonded: {
    nl: "Niet asbestveilig: hechtgebonden asbest (golfplaten bijgebouw)",
    fr: "Pas sûr en matière d'amiante : amiante lié (plaques ondulées de l'annexe)",
    en: "Not asbestos-safe: bonded asbestos (corrugated sheets of the outbuilding)",
  },
  pipes: {
    nl: "Niet asbestveilig: asbesthoudende leidingisolatie in de kelder",
    fr: "Pas sûr en matière d'amiante : isolation de conduites en cave",
    en: "Not asbestos-safe: pipe insulation in the cellar",
  },
});

export const FLOOD_ZONES = words({
  none: {
    nl: "Niet gelegen in overstromingsgevoelig gebied",
    fr: "Pas en zone inondable",
    en: "Not in a flood-prone area",
  },
  possible: {
    nl: "Gelegen in mogelijk overstromingsgevoelig gebied",
    fr: "En zone potentiellement inondable",
    en: "In a possibly flood-prone area",
  },
  effective: {
    nl: "Gelegen in effectief overstromingsgevoelig gebied",
    fr: "En zone effectivement inondable",
    en: "In an effectively flood-prone area",
  },
});

export const ZONING = words({
  residential: { nl: "Woongebied", fr: "Zone d'habitat", en: "Residential area" },
  residential_rural: {
    nl: "Woongebied met landelijk karakter",
    fr: "Zone d'habitat à caractère rural",
    en: "Residential area of rural character",
  },
  agricultural: { nl: "Agrarisch gebied", fr: "Zone agricole", en: "Agricultural area" },
  industrial: { nl: "Industriegebied", fr: "Zone industrielle", en: "Industrial area" },
  mixed: {
    nl: "Woongebied met handelsfunctie",
    fr: "Zone mixte d'habitat et de commerce",
    en: "Mixed residential and retail area",
  },
});

export const CONTRACT_TYPES = words({
  main_residence_9: {
    nl: "Woninghuurovereenkomst hoofdverblijfplaats (9 jaar)",
    fr: "Bail de résidence principale (9 ans)",
    en: "Main residence lease (9 years)",
  },
  short_3: {
    nl: "Kortlopende huurovereenkomst (3 jaar)",
    fr: "Bail de courte durée (3 ans)",
    en: "Short-term lease (3 years)",
  },
});

export const DOCUMENT_TITLES = words({
  epc: { nl: "EPC-certificaat", fr: "Certificat PEB", en: "Energy performance certificate" },
  asbestos: { nl: "Asbestattest", fr: "Attestation amiante", en: "Asbestos certificate" },
  electrical: {
    nl: "Keuringsverslag elektriciteit",
    fr: "Rapport de contrôle électrique",
    en: "Electrical inspection report",
  },
  soil: { nl: "Bodemattest", fr: "Attestation du sol", en: "Soil certificate" },
  planning: {
    nl: "Stedenbouwkundig uittreksel",
    fr: "Renseignements urbanistiques",
    en: "Planning information extract",
  },
  floor_plan: { nl: "Grondplannen", fr: "Plans", en: "Floor plans" },
  syndic: {
    nl: "Info syndicus (art. 3.94)",
    fr: "Informations du syndic (art. 3.94)",
    en: "Building manager information (art. 3.94)",
  },
});
export type DocumentKind = keyof typeof DOCUMENT_TITLES;
