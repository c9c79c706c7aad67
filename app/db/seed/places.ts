// The places of the demo listings: real postal codes, town centres, street names, and how many listings
// each holds. The counts of the larger towns are those of the agency's embedded sample (spec §9).

/** What the housing stock of a place looks like; it steers the mix of property types and the prices. */
export type PlaceProfile = "city" | "suburb" | "village" | "coast" | "brussels" | "wallonia" | "luxembourg";

export type DemoPlace = {
  /** As the listing source writes it: upper case (spec §3). */
  name: string;
  zip: string;
  countryId: 10 | 50;
  latitude: number;
  longitude: number;
  /** Half the width of the area listings are spread over, in degrees of latitude. */
  spread: number;
  profile: PlaceProfile;
  /** Price level against Mechelen (1). */
  priceLevel: number;
  sale: number;
  rent: number;
  streets: readonly string[];
};

const FLEMISH_STREETS = [
  "Kerkstraat",
  "Stationsstraat",
  "Dorpsstraat",
  "Molenstraat",
  "Schoolstraat",
  "Nieuwstraat",
  "Kapelstraat",
  "Beekstraat",
  "Bosstraat",
  "Veldstraat",
  "Lindenlaan",
  "Kastanjelaan",
  "Zonnebloemstraat",
  "Berkenlaan",
  "Pastorijstraat",
  "Hoogstraat",
];
const WALLOON_STREETS = [
  "Rue de la Station",
  "Rue de l'Église",
  "Avenue des Combattants",
  "Chaussée de Bruxelles",
  "Rue du Moulin",
  "Rue des Écoles",
  "Rue Haute",
  "Avenue Reine Astrid",
  "Rue du Village",
  "Place Communale",
];

// Listing counts of the first ten places are spec §9's; the others hold 1 to 6 each.
export const DEMO_PLACES: readonly DemoPlace[] = [
  {
    name: "MECHELEN",
    zip: "2800",
    countryId: 10,
    latitude: 51.0259,
    longitude: 4.4776,
    spread: 0.014,
    profile: "city",
    priceLevel: 1,
    sale: 195,
    rent: 1,
    streets: [
      "Bruul",
      "Koningin Astridlaan",
      "Adegemstraat",
      "Hanswijkstraat",
      "Tervuursesteenweg",
      "Liersesteenweg",
      "Battelsesteenweg",
      "Nekkerspoel",
      "Kerkhofweg",
      "Frederik de Merodestraat",
      "Guido Gezellelaan",
      "Leopoldstraat",
      "Hoogstraat",
      "Caputsteenstraat",
      "Zandpoortvest",
      "Vaartdijk",
      "Kruisbaan",
      "Hombeeksesteenweg",
      "Brusselsesteenweg",
      "Sint-Katelijnestraat",
      "Oude Brusselsestraat",
      "Nekkerspoel-Borcht",
      "Jubellaan",
      "Colomastraat",
    ],
  },
  {
    name: "BONHEIDEN",
    zip: "2820",
    countryId: 10,
    latitude: 51.0228,
    longitude: 4.542,
    spread: 0.012,
    profile: "suburb",
    priceLevel: 1.12,
    sale: 30,
    rent: 1,
    streets: [
      "Rijmenamseweg",
      "Putsesteenweg",
      "Dorp",
      "Boeksheide",
      "Grasheide",
      "Kapelstraat",
      "Mereldreef",
    ],
  },
  {
    name: "SINT-KATELIJNE-WAVER",
    zip: "2860",
    countryId: 10,
    latitude: 51.0667,
    longitude: 4.5333,
    spread: 0.014,
    profile: "suburb",
    priceLevel: 1.03,
    sale: 24,
    rent: 0,
    streets: [
      "Mechelsesteenweg",
      "Lemanstraat",
      "Pasbrug",
      "Stationsstraat",
      "Kempenarestraat",
      "Fortsesteenweg",
    ],
  },
  {
    name: "LIER",
    zip: "2500",
    countryId: 10,
    latitude: 51.1313,
    longitude: 4.57,
    spread: 0.012,
    profile: "city",
    priceLevel: 1.02,
    sale: 19,
    rent: 1,
    streets: [
      "Antwerpsestraat",
      "Kesselsesteenweg",
      "Mechelsestraat",
      "Berlarij",
      "Kloosterheide",
      "Ringlaan",
    ],
  },
  {
    name: "MUIZEN",
    zip: "2812",
    countryId: 10,
    latitude: 51.009,
    longitude: 4.515,
    spread: 0.007,
    profile: "suburb",
    priceLevel: 1.04,
    sale: 20,
    rent: 0,
    streets: [
      "Muizenhooiweg",
      "Leuvensesteenweg",
      "Zwartzustersvest",
      "Kerkstraat",
      "Spreeuwenhoek",
      "Pasbrugstraat",
    ],
  },
  {
    name: "DUFFEL",
    zip: "2570",
    countryId: 10,
    latitude: 51.0896,
    longitude: 4.4937,
    spread: 0.01,
    profile: "suburb",
    priceLevel: 0.98,
    sale: 15,
    rent: 0,
    streets: ["Mechelsestraat", "Kapelstraat", "Stationsstraat", "Lierbaan", "Hondsdonk", "Eksterstraat"],
  },
  {
    name: "WALEM",
    zip: "2801",
    countryId: 10,
    latitude: 51.0722,
    longitude: 4.456,
    spread: 0.006,
    profile: "village",
    priceLevel: 0.97,
    sale: 13,
    rent: 0,
    streets: ["Walemstraat", "Mechelsesteenweg", "Hanswijkdries", "Sint-Jozefstraat", "Heffenaarstraat"],
  },
  {
    name: "BLAASVELD",
    zip: "2830",
    countryId: 10,
    latitude: 51.058,
    longitude: 4.375,
    spread: 0.006,
    profile: "village",
    priceLevel: 0.92,
    sale: 10,
    rent: 0,
    streets: ["Blaasveldstraat", "Oude Baan", "Molenstraat", "Dendermondsesteenweg", "Breendonkstraat"],
  },
  {
    name: "STEENOKKERZEEL",
    zip: "1820",
    countryId: 10,
    latitude: 50.919,
    longitude: 4.51,
    spread: 0.01,
    profile: "suburb",
    priceLevel: 1.08,
    sale: 10,
    rent: 0,
    streets: ["Tervuursesteenweg", "Wilgenstraat", "Orchideeënlaan", "Haachtsesteenweg", "Stationsstraat"],
  },
  {
    name: "BLANKENBERGE",
    zip: "8370",
    countryId: 10,
    latitude: 51.3127,
    longitude: 3.132,
    spread: 0.007,
    profile: "coast",
    priceLevel: 1.05,
    sale: 9,
    rent: 0,
    streets: ["Zeedijk", "Kerkstraat", "Weststraat", "Langestraat", "Koning Albert I-laan", "Polderlaan"],
  },
  ...smallPlaces(),
];

function place(
  name: string,
  zip: string,
  latitude: number,
  longitude: number,
  profile: PlaceProfile,
  priceLevel: number,
  sale: number,
  streets: readonly string[] = FLEMISH_STREETS,
  countryId: 10 | 50 = 10,
): DemoPlace {
  return {
    name,
    zip,
    countryId,
    latitude,
    longitude,
    spread: 0.008,
    profile,
    priceLevel,
    sale,
    rent: 0,
    streets,
  };
}

function smallPlaces(): DemoPlace[] {
  const brussels = [
    "Louizalaan",
    "Baljuwstraat",
    "Waterloosesteenweg",
    "Tervurenlaan",
    "Kortenberglaan",
    "Vleurgatsesteenweg",
    "Brugmannlaan",
  ];
  const luxembourg = [
    "Route d'Arlon",
    "Boulevard Royal",
    "Avenue de la Gare",
    "Rue de Strassen",
    "Rue de Luxembourg",
    "Avenue de la Liberté",
  ];
  return [
    // Around Mechelen.
    place("HEFFEN", "2801", 51.05, 4.42, "village", 0.95, 3),
    place("HOMBEEK", "2811", 51.017, 4.426, "village", 0.96, 4),
    place("LEEST", "2811", 51.035, 4.414, "village", 0.95, 2),
    place("RUMST", "2840", 51.079, 4.422, "suburb", 0.94, 5),
    place("WILLEBROEK", "2830", 51.0603, 4.36, "suburb", 0.88, 6),
    place("KAPELLE-OP-DEN-BOS", "1880", 51.011, 4.362, "village", 0.93, 3),
    place("KEERBERGEN", "3140", 51.003, 4.635, "suburb", 1.25, 4),
    place("PUTTE", "2580", 51.057, 4.632, "village", 0.97, 5),
    place("HAACHT", "3150", 50.977, 4.638, "village", 0.99, 2),
    place("BOORTMEERBEEK", "3190", 50.98, 4.574, "village", 1.02, 3),
    place("ZEMST", "1980", 50.983, 4.461, "suburb", 1.0, 4),
    place("HOFSTADE", "1981", 50.99, 4.498, "village", 1.01, 2),
    place("ELEWIJT", "1982", 50.962, 4.494, "village", 0.99, 2),
    place("VILVOORDE", "1800", 50.928, 4.429, "city", 0.96, 3),
    place("KAMPENHOUT", "1910", 50.942, 4.553, "village", 1.03, 2),
    place("BERLAAR", "2590", 51.117, 4.658, "village", 0.95, 3),
    place("HEIST-OP-DEN-BERG", "2220", 51.076, 4.728, "suburb", 0.93, 4),
    place("NIJLEN", "2560", 51.161, 4.67, "village", 0.94, 2),
    place("KONTICH", "2550", 51.134, 4.445, "suburb", 1.06, 3),
    place("BOECHOUT", "2530", 51.16, 4.492, "suburb", 1.08, 1),
    // Antwerp.
    place("ANTWERPEN", "2000", 51.2194, 4.4025, "city", 1.1, 4, [
      "Meir",
      "Kammenstraat",
      "Oudaan",
      "Sint-Andriesstraat",
      "Nationalestraat",
      "Lange Gasthuisstraat",
    ]),
    place("BERCHEM", "2600", 51.192, 4.43, "city", 1.02, 3),
    place("WILRIJK", "2610", 51.168, 4.395, "suburb", 1.0, 2),
    place("MORTSEL", "2640", 51.17, 4.457, "suburb", 1.04, 2),
    place("EDEGEM", "2650", 51.156, 4.445, "suburb", 1.1, 2),
    // The coast and Leuven.
    place("KNOKKE-HEIST", "8300", 51.349, 3.265, "coast", 1.6, 2, [
      "Zeedijk",
      "Kustlaan",
      "Lippenslaan",
      "Dumortierlaan",
    ]),
    place("DE HAAN", "8420", 51.273, 3.033, "coast", 1.15, 2, ["Zeedijk", "Leopoldlaan", "Koninklijk Plein"]),
    place("OOSTENDE", "8400", 51.23, 2.92, "coast", 0.95, 1, ["Zeedijk", "Kapellestraat", "Leopold II-laan"]),
    place("LEUVEN", "3000", 50.8798, 4.7005, "city", 1.22, 2, [
      "Naamsestraat",
      "Tiensestraat",
      "Brusselsestraat",
    ]),
    // Brussels (1000-1299).
    place("BRUSSEL", "1000", 50.8467, 4.3525, "brussels", 1.2, 2, brussels),
    place("ELSENE", "1050", 50.833, 4.366, "brussels", 1.3, 2, brussels),
    place("ETTERBEEK", "1040", 50.836, 4.389, "brussels", 1.2, 1, brussels),
    place("SCHAARBEEK", "1030", 50.867, 4.377, "brussels", 1.0, 1, brussels),
    place("UKKEL", "1180", 50.802, 4.337, "brussels", 1.45, 2, brussels),
    place("SINT-PIETERS-WOLUWE", "1150", 50.837, 4.429, "brussels", 1.5, 1, brussels),
    place("JETTE", "1090", 50.877, 4.326, "brussels", 1.0, 1, brussels),
    // Wallonia.
    place("WAVRE", "1300", 50.717, 4.601, "wallonia", 1.0, 2, WALLOON_STREETS),
    place("OTTIGNIES-LOUVAIN-LA-NEUVE", "1340", 50.668, 4.612, "wallonia", 1.05, 1, WALLOON_STREETS),
    place("NIVELLES", "1400", 50.598, 4.328, "wallonia", 0.92, 1, WALLOON_STREETS),
    place("WATERLOO", "1410", 50.715, 4.399, "wallonia", 1.3, 2, WALLOON_STREETS),
    place("NAMUR", "5000", 50.4669, 4.8675, "wallonia", 0.85, 2, WALLOON_STREETS),
    place("LIÈGE", "4000", 50.6326, 5.5797, "wallonia", 0.72, 1, WALLOON_STREETS),
    place("MONS", "7000", 50.454, 3.952, "wallonia", 0.68, 1, WALLOON_STREETS),
    place("DURBUY", "6940", 50.353, 5.456, "wallonia", 0.8, 1, WALLOON_STREETS),
    place("ARLON", "6700", 49.683, 5.816, "wallonia", 0.9, 1, WALLOON_STREETS),
    // Luxembourg (country 50): its postal codes overlap Belgian ranges, so the country decides the region.
    place("LUXEMBOURG", "2449", 49.6116, 6.1319, "luxembourg", 2.6, 3, luxembourg, 50),
    place("STRASSEN", "8010", 49.62, 6.073, "luxembourg", 2.4, 1, luxembourg, 50),
    place("BERTRANGE", "8080", 49.611, 6.05, "luxembourg", 2.3, 1, luxembourg, 50),
    place("ESCH-SUR-ALZETTE", "4011", 49.4958, 5.9806, "luxembourg", 1.8, 1, luxembourg, 50),
  ];
}

export const COUNTRY_NAMES: Record<10 | 50, string> = { 10: "België", 50: "Luxemburg" };
