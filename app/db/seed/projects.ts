// New-build projects and their units. Some units are listings of their own (property.projectId and
// project_units.propertyId); one project is sold out.
import type { LocalizedText, projectUnits, projects } from "../schema/listings.ts";

export type UnitPlan = {
  unit: string;
  floor: number;
  bedrooms: number;
  surface: number;
  price: number;
  status: "available" | "under_option" | "sold";
  /** Listed on the site as a property of its own. */
  listed: boolean;
};

export type ProjectPlan = Omit<typeof projects.$inferInsert, "description" | "delivery"> & {
  id: number;
  description: LocalizedText;
  delivery: LocalizedText;
  unitKind: "apartment" | "house";
  units: UnitPlan[];
};

function apartments(
  building: string,
  floors: number,
  perFloor: readonly [bedrooms: number, surface: number, price: number][],
  sold: ReadonlySet<string>,
  option: ReadonlySet<string>,
  listed: ReadonlySet<string>,
): UnitPlan[] {
  const units: UnitPlan[] = [];
  for (let floor = 0; floor < floors; floor++) {
    perFloor.forEach(([bedrooms, surface, price], index) => {
      const unit = `${building}.${floor}.${index + 1}`;
      units.push({
        unit,
        floor,
        bedrooms,
        surface,
        // Higher floors sell for a little more.
        price: price + floor * 6_000,
        status: sold.has(unit) ? "sold" : option.has(unit) ? "under_option" : "available",
        listed: listed.has(unit),
      });
    });
  }
  return units;
}

export const DEMO_PROJECTS: ProjectPlan[] = [
  {
    id: 101,
    name: "Residentie Dijlezicht",
    street: "Vaartdijk",
    houseNumber: "12",
    zip: "2800",
    city: "MECHELEN",
    latitude: 51.0349,
    longitude: 4.4862,
    managerId: 4,
    externalUrl: "https://www.dijlezicht.example/",
    description: {
      nl: "<p>Residentie Dijlezicht telt 12 energiezuinige appartementen aan de Vaartkom, op wandelafstand van de Grote Markt en het station. Elk appartement heeft een ruim terras met zicht op het water.</p><p>Bijna-energieneutraal (BEN), warmtepomp, zonnepanelen en ondergrondse parking.</p>",
      fr: "<p>La Résidence Dijlezicht compte 12 appartements basse énergie au bord du Vaartkom, à distance de marche de la Grand-Place et de la gare. Chaque appartement dispose d'une grande terrasse avec vue sur l'eau.</p><p>Quasi zéro énergie (Q-ZEN), pompe à chaleur, panneaux solaires et parking souterrain.</p>",
      en: "<p>Residentie Dijlezicht has 12 energy-efficient apartments on the Vaartkom, within walking distance of the main square and the station. Every apartment has a large terrace overlooking the water.</p><p>Nearly zero-energy (NZEB), heat pump, solar panels and underground parking.</p>",
    },
    delivery: { nl: "Voorjaar 2027", fr: "Printemps 2027", en: "Spring 2027" },
    unitKind: "apartment",
    units: apartments(
      "A",
      4,
      [
        [1, 62, 249_000],
        [2, 88, 329_000],
        [3, 112, 419_000],
      ],
      new Set(["A.0.1", "A.1.2", "A.2.2", "A.3.3", "A.0.3"]),
      new Set(["A.1.1", "A.2.3"]),
      new Set(["A.1.3", "A.2.1", "A.3.1", "A.3.2"]),
    ),
  },
  {
    id: 102,
    name: "Hof ter Heide",
    street: "Boeksheide",
    houseNumber: "40",
    zip: "2820",
    city: "BONHEIDEN",
    latitude: 51.0301,
    longitude: 4.5566,
    managerId: 4,
    description: {
      nl: "<p>Zes halfopen nieuwbouwwoningen in een groene verkaveling aan de rand van Bonheiden. Ruime tuinen, carport en een doordachte indeling met drie of vier slaapkamers.</p>",
      fr: "<p>Six maisons neuves 3 façades dans un lotissement verdoyant en bordure de Bonheiden. Grands jardins, carport et un aménagement réfléchi avec trois ou quatre chambres.</p>",
      en: "<p>Six new semi-detached houses in a green development on the edge of Bonheiden. Large gardens, a carport and a well-thought-out layout with three or four bedrooms.</p>",
    },
    delivery: { nl: "Eind 2026", fr: "Fin 2026", en: "End of 2026" },
    unitKind: "house",
    units: [
      { unit: "Lot 1", floor: 0, bedrooms: 3, surface: 164, price: 459_000, status: "sold", listed: false },
      { unit: "Lot 2", floor: 0, bedrooms: 3, surface: 164, price: 449_000, status: "sold", listed: false },
      {
        unit: "Lot 3",
        floor: 0,
        bedrooms: 3,
        surface: 168,
        price: 455_000,
        status: "available",
        listed: true,
      },
      {
        unit: "Lot 4",
        floor: 0,
        bedrooms: 4,
        surface: 188,
        price: 519_000,
        status: "available",
        listed: true,
      },
      {
        unit: "Lot 5",
        floor: 0,
        bedrooms: 4,
        surface: 190,
        price: 525_000,
        status: "under_option",
        listed: false,
      },
      {
        unit: "Lot 6",
        floor: 0,
        bedrooms: 3,
        surface: 166,
        price: 465_000,
        status: "available",
        listed: false,
      },
    ],
  },
  {
    id: 103,
    name: "Residentie Zeezicht",
    street: "Zeedijk",
    houseNumber: "150",
    zip: "8370",
    city: "BLANKENBERGE",
    latitude: 51.3149,
    longitude: 3.1301,
    managerId: 1,
    description: {
      nl: "<p>Kleinschalige residentie met acht appartementen op de Zeedijk, alle met frontaal zeezicht. Volledig verkocht.</p>",
      fr: "<p>Petite résidence de huit appartements sur la digue, tous avec vue frontale sur mer. Entièrement vendue.</p>",
      en: "<p>A small residence of eight apartments on the promenade, all with a front sea view. Sold out.</p>",
    },
    delivery: { nl: "Opgeleverd in 2025", fr: "Livrée en 2025", en: "Completed in 2025" },
    unitKind: "apartment",
    units: apartments(
      "Z",
      4,
      [
        [2, 84, 395_000],
        [3, 104, 489_000],
      ],
      new Set(["Z.0.1", "Z.0.2", "Z.1.1", "Z.1.2", "Z.2.1", "Z.2.2", "Z.3.1", "Z.3.2"]),
      new Set(),
      new Set(),
    ),
  },
];

export type ProjectRow = typeof projects.$inferInsert;
export type ProjectUnitRow = typeof projectUnits.$inferInsert;

export function projectRow(plan: ProjectPlan): ProjectRow {
  const { unitKind: _kind, units: _units, ...row } = plan;
  return {
    ...row,
    countryId: 10,
    countryName: "België",
    published: true,
    createdAt: new Date("2025-03-01T09:00:00Z"),
  };
}
