// The photo series of a listing or project: 6 to 20 pictures in the order an agent would shoot them.
// Each photo is an image key naming a scene the site renders on demand (app/features/media): the scene,
// the aspect ratio and a seed, e.g. "kitchen-4x3-2v8k1a3".
import type { LocalizedText, photos } from "../schema/listings.ts";
import type { ListingFacts } from "./listing-facts.ts";
import type { Random } from "./random.ts";

export type PhotoScene =
  | "facade"
  | "building"
  | "street"
  | "aerial"
  | "living"
  | "kitchen"
  | "bedroom"
  | "bathroom"
  | "hall"
  | "attic"
  | "garden"
  | "terrace"
  | "view"
  | "plot"
  | "garage"
  | "parking"
  | "shopfront"
  | "shop"
  | "warehouse"
  | "office"
  | "floorplan";

export const ORIGINAL_WIDTH = 1600;
const ASPECTS = [
  [3, 2],
  [4, 3],
  [16, 9],
] as const;

export const PHOTO_CAPTIONS: Record<PhotoScene, LocalizedText> = {
  facade: { nl: "Voorgevel", fr: "Façade", en: "Front view" },
  building: { nl: "Residentie", fr: "Résidence", en: "The building" },
  street: { nl: "Straatbeeld", fr: "La rue", en: "The street" },
  aerial: { nl: "Luchtfoto", fr: "Vue aérienne", en: "Aerial view" },
  living: { nl: "Leefruimte", fr: "Séjour", en: "Living room" },
  kitchen: { nl: "Keuken", fr: "Cuisine", en: "Kitchen" },
  bedroom: { nl: "Slaapkamer", fr: "Chambre", en: "Bedroom" },
  bathroom: { nl: "Badkamer", fr: "Salle de bains", en: "Bathroom" },
  hall: { nl: "Inkomhal", fr: "Hall d'entrée", en: "Entrance hall" },
  attic: { nl: "Zolder", fr: "Grenier", en: "Attic" },
  garden: { nl: "Tuin", fr: "Jardin", en: "Garden" },
  terrace: { nl: "Terras", fr: "Terrasse", en: "Terrace" },
  view: { nl: "Uitzicht", fr: "Vue", en: "View" },
  plot: { nl: "Perceel", fr: "Terrain", en: "The plot" },
  garage: { nl: "Garage", fr: "Garage", en: "Garage" },
  parking: { nl: "Parking", fr: "Parking", en: "Parking" },
  shopfront: { nl: "Etalage", fr: "Vitrine", en: "Shop front" },
  shop: { nl: "Winkelruimte", fr: "Surface commerciale", en: "Shop floor" },
  warehouse: { nl: "Magazijn", fr: "Entrepôt", en: "Warehouse" },
  office: { nl: "Kantoor", fr: "Bureau", en: "Office" },
  floorplan: { nl: "Grondplan", fr: "Plan", en: "Floor plan" },
};

function seriesFor(facts: ListingFacts): { required: PhotoScene[]; extra: PhotoScene[] } {
  const bedrooms = Math.min(facts.bedrooms ?? 1, 3);
  const repeat = (scene: PhotoScene, times: number): PhotoScene[] =>
    Array.from({ length: times }, () => scene);
  switch (facts.kind) {
    case "house":
      return {
        required: [
          "facade",
          "living",
          "kitchen",
          ...repeat("bedroom", bedrooms),
          "bathroom",
          ...(facts.hasGarden ? (["garden"] as const) : []),
        ],
        extra: [
          "living",
          ...(facts.hasTerrace ? (["terrace"] as const) : []),
          "hall",
          ...(facts.hasAttic ? (["attic"] as const) : []),
          ...(facts.garages > 0 ? (["garage"] as const) : []),
          "garden",
          "street",
          "aerial",
          "floorplan",
        ],
      };
    case "apartment":
      return {
        required: [
          ...(facts.hasTerrace && facts.id % 3 === 0
            ? (["terrace", "living"] as const)
            : (["living"] as const)),
          "kitchen",
          ...repeat("bedroom", bedrooms),
          "bathroom",
          "building",
        ],
        extra: [
          "living",
          ...(facts.hasTerrace ? (["terrace", "view"] as const) : []),
          ...(facts.hasGarden ? (["garden"] as const) : []),
          "hall",
          ...(facts.garages + facts.parkings > 0 ? (["parking"] as const) : []),
          "street",
          "floorplan",
        ],
      };
    case "studio":
      return {
        required: ["living", "kitchen", "bathroom", "building", "hall", "view"],
        extra: ["living", "floorplan", "street"],
      };
    case "land":
      return { required: ["plot", "plot", "aerial", "street", "plot", "aerial"], extra: ["plot", "view"] };
    case "yield":
      return {
        required: ["facade", "living", "kitchen", "bedroom", "bathroom", "street"],
        extra: [
          ...(facts.surfaceStore ? (["shopfront", "shop"] as const) : []),
          "living",
          "aerial",
          "floorplan",
        ],
      };
    case "commercial":
      return {
        required: ["shopfront", "shop", "shop", "street", "facade", "floorplan"],
        extra: ["shop", "hall", "aerial"],
      };
    case "industrial":
      return {
        required: ["warehouse", "warehouse", "office", "aerial", "parking", "street"],
        extra: ["warehouse", "office", "floorplan"],
      };
    case "office":
      return {
        required: ["building", "office", "office", "hall", "parking", "floorplan"],
        extra: ["office", "view", "street"],
      };
    case "garage":
      return { required: ["garage", "garage", "street", "building", "aerial", "parking"], extra: ["garage"] };
    case "parking":
      return {
        required: ["parking", "parking", "building", "street", "aerial", "garage"],
        extra: ["parking"],
      };
  }
}

export type PhotoRow = typeof photos.$inferInsert;

function aspectOf(random: Random, scene: PhotoScene, first: boolean): readonly [number, number] {
  if (scene === "floorplan") return [4, 3];
  if (first) return random.chance(0.85) ? [3, 2] : [4, 3];
  return random.weighted(ASPECTS.map((aspect, index) => [aspect, [6, 3, 1][index] ?? 1] as const));
}

/** Photo rows for `owner` (a property or a project); seeds derive from the owner's id, so keys are unique. */
export function photoRows(
  random: Random,
  scenes: readonly PhotoScene[],
  owner: { propertyId: number } | { projectId: number },
): PhotoRow[] {
  const ownerNumber = "propertyId" in owner ? owner.propertyId * 2 : owner.projectId * 2 + 1;
  return scenes.map((scene, position) => {
    const [w, h] = aspectOf(random, scene, position === 0);
    const seed = (ownerNumber * 32 + position).toString(36);
    return {
      ...owner,
      position,
      imageKey: `${scene}-${w}x${h}-${seed}`,
      width: ORIGINAL_WIDTH,
      height: Math.round((ORIGINAL_WIDTH * h) / w),
      caption: PHOTO_CAPTIONS[scene],
    };
  });
}

/** 6 to 20 scenes for a listing: the essentials first, then as many extras as this shoot had. */
export function listingScenes(random: Random, facts: ListingFacts): PhotoScene[] {
  const { required, extra } = seriesFor(facts);
  const wanted = random.int(Math.max(6, required.length), Math.min(20, required.length + extra.length + 2));
  const scenes = [...required];
  const pool = random.shuffle(extra);
  while (scenes.length < wanted && pool.length > 0) {
    const next = pool.shift();
    if (next) scenes.push(next);
  }
  // A second take of the main rooms when the extras run out.
  while (scenes.length < wanted) scenes.push(random.pick(required));
  // Some agents lead with the building rather than the living room.
  if (facts.kind === "apartment" && random.chance(0.35)) {
    const building = scenes.indexOf("building");
    if (building > 0) scenes.unshift(...scenes.splice(building, 1));
  }
  return scenes;
}
