// The whole demo data set, built in memory from one seed: the same seed gives the same rows on every run
// (no clock, no I/O). seed.server.ts writes it to the database.
import type { cities, treeItems } from "../schema/listings.ts";
import { matterportLink, type MediaRow, vimeoLink, youtubeLink } from "./listing-attachments.ts";
import { chooseKind } from "./kind-weights.ts";
import { type ListingFacts, listingFacts } from "./listing-facts.ts";
import { cityKey, type ListingRole, listingRows, type ListingRows } from "./listing-rows.ts";
import { recordFileCodes, timeline } from "./listing-timeline.ts";
import { DEMO_MANAGERS } from "./managers.ts";
import { photoRows, type PhotoRow, type PhotoScene } from "./photos.ts";
import { COUNTRY_NAMES, DEMO_PLACES, type DemoPlace } from "./places.ts";
import {
  DEMO_PROJECTS,
  type ProjectPlan,
  projectRow,
  type ProjectRow,
  type ProjectUnitRow,
  type UnitPlan,
} from "./projects.ts";
import { DEMO_PROPERTY_TYPES, KIND_TYPES, type ListingKind } from "./property-types.ts";
import { createRandom, type Random } from "./random.ts";
import { goalOf } from "../../domain/listing-goal.ts";

export const DEMO_SEED = "immo-demo-1";

type CityRow = typeof cities.$inferInsert & { key: string };
type TreeItemRow = typeof treeItems.$inferInsert;

export type DemoData = {
  propertyTypes: typeof DEMO_PROPERTY_TYPES;
  cities: CityRow[];
  managers: typeof DEMO_MANAGERS;
  projects: ProjectRow[];
  listings: ListingRows[];
  media: MediaRow[];
  projectPhotos: PhotoRow[];
  projectUnits: ProjectUnitRow[];
  treeItems: TreeItemRow[];
};

// The three rentals of the sample (spec §9: rent has only three cities).
const RENTAL_KINDS: Record<string, ListingKind> = {
  MECHELEN: "apartment",
  BONHEIDEN: "house",
  LIER: "apartment",
};

type Slot = { place: DemoPlace; goal: 0 | 1; unit: { plan: ProjectPlan; unit: UnitPlan } | null };

function slots(random: Random): Slot[] {
  const placeOf = (name: string) => DEMO_PLACES.find((place) => place.name === name);
  const unitSlots: Slot[] = DEMO_PROJECTS.flatMap((plan) => {
    const place = placeOf(plan.city);
    if (!place) throw new Error(`Project ${plan.name} lies in an unknown place ${plan.city}`);
    return plan.units
      .filter((unit) => unit.listed)
      .map((unit) => ({ place, goal: 0 as const, unit: { plan, unit } }));
  });
  const regular: Slot[] = DEMO_PLACES.flatMap((place) => {
    const listedUnits = unitSlots.filter((slot) => slot.place === place).length;
    return [
      ...Array.from({ length: place.sale - listedUnits }, () => ({ place, goal: 0 as const, unit: null })),
      ...Array.from({ length: place.rent }, () => ({ place, goal: 1 as const, unit: null })),
    ];
  });
  const ordered = random.shuffle(regular);
  // New-build units came in recently: among the last few dozen listings.
  unitSlots.forEach((slot, index) => ordered.splice(ordered.length - 6 - index * 5, 0, slot));
  return ordered;
}

function statusOf(
  random: Random,
  facts: ListingFacts,
  age: number,
  slot: Slot,
): Pick<ListingRole, "status" | "marquee"> {
  if (slot.unit)
    return { status: slot.unit.unit.status === "under_option" ? "under_option" : "available", marquee: 0 };
  if (facts.goal === 1)
    return facts.place.name === "LIER"
      ? { status: "rented", marquee: 2 }
      : { status: "available", marquee: 0 };
  if (facts.kind === "commercial" && random.chance(0.35)) return { status: "available", marquee: 3 };
  // Older listings are more often sold (and kept online as references).
  if (random.chance(0.24 * Math.pow(age, 1.6))) return { status: "sold", marquee: 1 };
  if (random.chance(0.05)) return { status: "under_option", marquee: 0 };
  return { status: "available", marquee: 0 };
}

/** Listings with a special role, chosen once every listing's facts are known. */
function specialRoles(all: readonly { facts: ListingFacts; role: ListingRole }[]): void {
  const forSale = all.filter(
    ({ facts, role }) => goalOf(facts.goal) === "sale" && role.status !== "sold" && !role.project,
  );
  const byPrice = [...forSale].sort((a, b) => b.facts.price - a.facts.price || a.facts.id - b.facts.id);
  // Price on demand for the top of the market and two professional properties.
  const onDemand = [
    ...byPrice.filter(({ facts }) => facts.kind === "house").slice(0, 3),
    ...byPrice.filter(({ facts }) => facts.kind === "industrial").slice(0, 1),
    ...byPrice.filter(({ facts }) => facts.kind === "office").slice(0, 1),
  ];
  for (const { role } of onDemand) role.publishPrice = false;
  // Two sales on a life annuity (spec §3 viager).
  const house = forSale.find(
    ({ facts }) => facts.kind === "house" && facts.place.profile === "village" && facts.bedrooms === 2,
  );
  const flat = forSale.find(
    ({ facts }) => facts.kind === "apartment" && facts.place.name === "MECHELEN" && facts.floorLevel === 1,
  );
  if (house) house.role.viager = { isViager: 1, ageA: 79, sexA: "f", ageB: 82, sexB: "m" };
  if (flat) flat.role.viager = { isViager: 1, ageA: 84, sexA: "f" };
  // A starting-from price on a few building plots of one allotment (spec §9: price unit 7).
  forSale
    .filter(({ facts }) => facts.variant.mainTypeName === "Bouwgrond")
    .slice(0, 3)
    .forEach(({ role }) => (role.startingFrom = true));
}

function mediaLinks(random: Random, all: readonly { facts: ListingFacts; role: ListingRole }[]): MediaRow[] {
  const candidates = all.filter(
    ({ facts, role }) => role.status !== "sold" && (facts.kind === "house" || facts.kind === "apartment"),
  );
  const chosen = random.shuffle(candidates).slice(0, 16);
  return chosen.flatMap(({ facts }, index) => {
    const stream = random.fork(`media-${facts.id}`);
    if (index < 8)
      return index < 3
        ? [youtubeLink(stream, facts.id), matterportLink(stream, facts.id)]
        : [youtubeLink(stream, facts.id)];
    if (index === 8) return [vimeoLink(stream, facts.id)];
    return [matterportLink(stream, facts.id)];
  });
}

function unitRows(plan: ProjectPlan, listedIds: ReadonlyMap<string, number>): ProjectUnitRow[] {
  return plan.units.map((unit) => ({
    projectId: plan.id,
    propertyId: listedIds.get(`${plan.id}/${unit.unit}`) ?? null,
    unit: unit.unit,
    floor: unit.floor,
    bedrooms: unit.bedrooms,
    surface: unit.surface,
    price: unit.price,
    status: unit.status,
  }));
}

const PROJECT_SCENES: Record<ProjectPlan["unitKind"], PhotoScene[]> = {
  apartment: [
    "building",
    "aerial",
    "living",
    "kitchen",
    "terrace",
    "view",
    "bedroom",
    "bathroom",
    "street",
    "floorplan",
  ],
  house: ["facade", "street", "garden", "living", "kitchen", "bedroom", "bathroom", "aerial", "floorplan"],
};

function treeItemRows(): TreeItemRow[] {
  const rows: TreeItemRow[] = [];
  for (const type of DEMO_PROPERTY_TYPES) {
    rows.push({
      id: 100 + type.id,
      parentId: null,
      name: type.names.nl ?? String(type.id),
      webId: type.webId,
    });
  }
  let childId = 1000;
  for (const { typeId, variants } of Object.values(KIND_TYPES)) {
    for (const variant of variants) {
      rows.push({ id: ++childId, parentId: 100 + typeId, name: variant.mainTypeName, webId: variant.webId });
    }
  }
  return rows;
}

export function buildDemoData(seed: string = DEMO_SEED): DemoData {
  const random = createRandom(seed);
  const ordered = slots(random.fork("slots"));
  const entries = timeline(random.fork("timeline"), ordered.length);
  const codes = recordFileCodes(
    random.fork("record-files"),
    entries.map((entry, index) => ({ publishedAt: entry.publishedAt, goal: ordered[index]?.goal ?? 0 })),
  );

  const drafts = ordered.map((slot, index) => {
    const entry = entries[index];
    if (!entry) throw new Error("timeline shorter than the listings");
    const stream = random.fork(`listing-${entry.id}`);
    const kind = slot.unit
      ? slot.unit.plan.unitKind
      : slot.goal === 1
        ? (RENTAL_KINDS[slot.place.name] ?? "apartment")
        : chooseKind(stream.fork("kind"), slot.place.profile);
    const facts = listingFacts(stream.fork("facts"), {
      id: entry.id,
      goal: slot.goal,
      kind,
      place: slot.place,
      newBuild: slot.unit !== null,
    });
    if (slot.unit) {
      facts.bedrooms = slot.unit.unit.bedrooms;
      facts.surfaceHabitable = slot.unit.unit.surface;
      facts.surfaceLiving = Math.round(slot.unit.unit.surface * 0.36);
      facts.price = slot.unit.unit.price;
      facts.floorLevel = slot.unit.plan.unitKind === "apartment" ? slot.unit.unit.floor : null;
    }
    const age = 1 - index / ordered.length;
    const role: ListingRole = {
      publishedAt: entry.publishedAt,
      recordFile: codes[index] ?? "",
      ...statusOf(stream.fork("status"), facts, age, slot),
      publishPrice: true,
      startingFrom: slot.unit?.plan.unitKind === "house",
      viager: null,
      project: slot.unit ? { id: slot.unit.plan.id, name: slot.unit.plan.name } : null,
    };
    return { facts, role, stream, slot };
  });
  specialRoles(drafts);

  const listings = drafts.map(({ facts, role, stream }) => listingRows(stream.fork("rows"), facts, role));
  const listedIds = new Map(
    drafts.flatMap(({ facts, slot }) =>
      slot.unit ? [[`${slot.unit.plan.id}/${slot.unit.unit.unit}`, facts.id] as const] : [],
    ),
  );
  const usedPlaces = new Map(DEMO_PLACES.map((place) => [cityKey(place), place]));

  return {
    propertyTypes: DEMO_PROPERTY_TYPES,
    cities: [...usedPlaces.entries()].map(([key, place]) => ({
      key,
      name: place.name,
      zip: place.zip,
      searchName: place.name
        .normalize("NFD")
        .replace(/\p{Diacritic}/gu, "")
        .toLowerCase(),
      countryId: place.countryId,
      countryName: COUNTRY_NAMES[place.countryId],
      latitude: place.latitude,
      longitude: place.longitude,
    })),
    managers: DEMO_MANAGERS,
    projects: DEMO_PROJECTS.map(projectRow),
    listings,
    media: mediaLinks(random.fork("media"), drafts),
    projectPhotos: DEMO_PROJECTS.flatMap((plan) =>
      photoRows(random.fork(`project-photos-${plan.id}`), PROJECT_SCENES[plan.unitKind], {
        projectId: plan.id,
      }),
    ),
    projectUnits: DEMO_PROJECTS.flatMap((plan) => unitRows(plan, listedIds)),
    treeItems: treeItemRows(),
  };
}
