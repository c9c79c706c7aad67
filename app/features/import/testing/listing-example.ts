// A complete, valid listing as an integration sends it (a Flemish house for sale that shows every item
// the ad rules ask for), for tests and the import benchmark. Towns are ones the demo data knows.

export function listingExample(
  reference: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    reference,
    goal: "sale",
    typeId: 1,
    address: {
      street: "Bruul",
      houseNumber: "12",
      zip: "2800",
      city: "Mechelen",
      latitude: 51.027,
      longitude: 4.478,
    },
    price: 425_000,
    rooms: { bedrooms: 3, bathrooms: 1, toilets: 2, garages: 1 },
    surfaces: { habitable: 165, ground: 240, garden: 80 },
    facades: 3,
    hasGarden: true,
    energy: { score: 182, label: "B", certificateCode: "20240312-0001234-RES-1", totalKwhPerYear: 30_030 },
    building: { constructionYear: 1965, renovationYear: 2019, heating: { nl: "Gas", fr: "Gaz", en: "Gas" } },
    risks: {
      floodPScore: "A",
      floodGScore: "A",
      buildingPermit: 1,
      areaApplication: { nl: "Woongebied", fr: "Zone d'habitat", en: "Residential area" },
      summons: 0,
      preemptiveRight: 0,
      allotmentPermit: 0,
      asbestosDate: "2024-02-01",
    },
    texts: {
      nl: {
        title: "Ruime gezinswoning met tuin",
        descriptionHtml: "<p>Instapklare woning vlak bij het centrum.</p>",
      },
      fr: {
        title: "Maison familiale spacieuse avec jardin",
        descriptionHtml: "<p>Maison prête à habiter.</p>",
      },
    },
    documents: [{ kind: "epc", title: { nl: "EPC-certificaat" }, fileName: "epc.pdf", sizeBytes: 120_000 }],
    media: [{ kind: "video", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }],
    managerEmail: "jan.peeters@dijlestadvastgoed.be",
    ...overrides,
  };
}
