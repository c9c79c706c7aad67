// A SweepBright estate onto the site's import payload (ADR 0025 holds the table and what cannot be carried).
// Pure and total: for any JSON value it answers a payload that ListingPayloadSchema accepted, a removal, or
// a problem naming the estate's bad fields; it never throws.
import type { z } from "zod";
import { ListingPayloadSchema, type ListingPayload, MAX_PHOTOS } from "../listing-payload.ts";
import { fieldErrors, type Problem, problem } from "../problem.ts";
import { type Estate, type EstateSize, EstateSchema } from "./estate-schema.ts";
import { asbestosWords, FLOOD_ZONE_WORDS, ORIENTATION_WORDS, ZONING_WORDS } from "./estate-terms.ts";

export type EstateDecision =
  /** Store the listing; `offMarket` then marks it sold or rented (its page stays with the notice). */
  | { kind: "publish"; payload: ListingPayload; offMarket?: "sold" | "rented" }
  /** The estate is not for the site (lost, or back to prospect): withdraw it as removed. */
  | { kind: "remove"; reference: string }
  | { kind: "refused"; problem: Problem };

const LANGUAGES = ["nl", "fr", "en", "de"] as const;

const TYPE_IDS: ReadonlyMap<string, number> = new Map([
  ["house", 1],
  ["land", 4],
  ["commercial", 6],
  ["industrial", 7],
  ["office", 8],
  ["parking", 9],
]);

/** SweepBright's type (and, for studios, sub-type) onto the site's type list (spec §3). */
function typeIdOf(estate: Estate): number | undefined {
  if (estate.type === "apartment") return estate.sub_type === "studio" ? 3 : 2;
  return TYPE_IDS.get(estate.type);
}

const SQUARE_METRES: Record<NonNullable<EstateSize["unit"]>, number> = {
  sq_m: 1,
  are: 100,
  ha: 10_000,
  sq_ft: 0.092_903_04,
  acre: 4_046.856_422_4,
};

function squareMetres(size: EstateSize | null | undefined): number | undefined {
  if (size?.size === undefined) return undefined;
  return Math.round(size.size * SQUARE_METRES[size.unit ?? "sq_m"]);
}

function roomArea(estate: Estate, type: string): number | undefined {
  const room = estate.rooms?.find((candidate) => candidate.type === type && candidate.size !== undefined);
  return room ? squareMetres({ size: room.size, unit: room.unit }) : undefined;
}

function triState(value: boolean | 0 | 1 | "0" | "1" | undefined): 0 | 1 | undefined {
  if (value === undefined) return undefined;
  return value === true || value === 1 || value === "1" ? 1 : 0;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** SweepBright's descriptions are plain text: escaped, blank lines as paragraphs, line breaks kept. */
export function descriptionHtml(plain: string | undefined): string {
  if (!plain) return "";
  return plain
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(
      (paragraph) => `<p>${paragraph.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c).replace(/\n/g, "<br>")}</p>`,
    )
    .join("");
}

function texts(estate: Estate) {
  const entries = LANGUAGES.flatMap((language) => {
    const title = estate.description_title[language];
    return title
      ? [[language, { title, descriptionHtml: descriptionHtml(estate.description[language]) }]]
      : [];
  });
  return Object.fromEntries(entries);
}

/** A monthly amount for a let: the site shows rents per month (spec §3). */
function monthlyRent(amount: number, period: Estate["rent_period"]): number {
  const perMonth = { day: 365 / 12, week: 52 / 12, month: 1, year: 1 / 12 };
  return Math.round(amount * perMonth[period ?? "month"]);
}

function energyOf(estate: Estate) {
  const energy = estate.legal?.energy;
  const eLevel = energy?.e_level;
  return {
    score: energy?.epc_value ?? estate.epc_value,
    label: (energy?.epc_category ?? estate.epc_category)?.toUpperCase(),
    certificateCode: energy?.epc_reference ?? estate.epc_reference,
    totalKwhPerYear: energy?.total_epc_value,
    co2Emission: energy?.co2_emissions,
    eLevel: typeof eLevel === "string" ? Number(eLevel.replace(/^E/, "")) : eLevel,
  };
}

function risksOf(estate: Estate) {
  const regulations = estate.legal?.regulations;
  const land = estate.legal?.property_and_land;
  const asbestos = triState(regulations?.asbestos_certificate);
  return {
    floodPScore: land?.flood_risk_plot_score,
    floodGScore: land?.flood_risk_building_score,
    floodZone: land?.flood_risk ? FLOOD_ZONE_WORDS[land.flood_risk] : undefined,
    buildingPermit: triState(regulations?.building_permit),
    preemptiveRight: triState(regulations?.priority_purchase_right),
    allotmentPermit: triState(regulations?.subdivision_authorisation),
    summons: triState(regulations?.urban_planning_breach),
    areaApplication: land?.land_use_designation ? ZONING_WORDS[land.land_use_designation] : undefined,
    asbestosType:
      asbestos === undefined
        ? undefined
        : asbestosWords(asbestos === 1, regulations?.asbestos_certificate_reference),
  };
}

function photosOf(estate: Estate) {
  return [...(estate.images ?? [])]
    .map((image, index) => ({ image, index }))
    .sort((a, b) => (a.image.ordinal ?? a.index) - (b.image.ordinal ?? b.index) || a.index - b.index)
    .slice(0, MAX_PHOTOS)
    .map(({ image }) => ({ url: image.url }));
}

function mediaOf(estate: Estate) {
  return [
    ...(estate.video_url ? [{ kind: "video", url: estate.video_url }] : []),
    ...(estate.virtual_tour_url ? [{ kind: "virtual_tour", url: estate.virtual_tour_url }] : []),
  ];
}

/** The import payload for an estate, before the import's own schema checks it. */
function listingOf(estate: Estate, typeId: number | undefined) {
  const { location } = estate;
  const amenities = new Set(estate.amenities ?? []);
  const amount = estate.price?.amount;
  const rent = estate.negotiation === "let";
  const orientation = (code: Estate["garden_orientation"]) => (code ? ORIENTATION_WORDS[code] : undefined);
  return {
    reference: estate.id,
    goal: rent ? "rent" : "sale",
    status: ["option", "bid", "under_contract", "agreement"].includes(estate.status)
      ? "under_option"
      : "available",
    typeId,
    address: {
      street: location.street,
      houseNumber: location.number,
      boxNr: location.box || undefined,
      zip: location.postal_code,
      city: location.city,
      countryId: location.country === "LU" ? 50 : 10,
      publishAddress: location.hidden !== true,
      latitude: location.geo?.latitude,
      longitude: location.geo?.longitude,
    },
    price:
      amount === undefined ? undefined : rent ? monthlyRent(amount, estate.rent_period) : Math.round(amount),
    publishPrice: estate.price?.hidden !== true,
    rooms: {
      bedrooms: estate.bedrooms,
      bathrooms: estate.bathrooms,
      toilets: estate.toilets,
      floors: estate.floors,
    },
    surfaces: {
      habitable: squareMetres(estate.sizes?.liveable_area) ?? squareMetres(estate.sizes?.net_area),
      total: squareMetres(estate.sizes?.gross_area),
      ground: squareMetres(estate.sizes?.plot_area),
      garden: roomArea(estate, "garden"),
      terrace: roomArea(estate, "terrace"),
    },
    hasGarden: amenities.has("garden"),
    hasTerrace: amenities.has("terrace"),
    energy: energyOf(estate),
    building: {
      constructionYear: estate.building?.construction?.year,
      renovationYear: estate.building?.renovation?.year,
      orientationGarden: orientation(estate.garden_orientation),
      orientationTerrace: orientation(estate.terrace_orientation),
      hasLift: amenities.has("lift") || amenities.has("elevator") || undefined,
      hasCellar: amenities.has("basement") || undefined,
      hasAttic: amenities.has("attic") || undefined,
      hasPool: amenities.has("pool") || undefined,
      isFurnished: estate.features?.comfort?.furnished,
    },
    financial: {
      cadastralIncome: estate.legal?.property_and_land?.cadastral_income ?? estate.cadastral_income,
    },
    risks: risksOf(estate),
    texts: texts(estate),
    photos: photosOf(estate),
    media: mediaOf(estate),
    managerEmail: estate.negotiator?.email,
  };
}

/** Drops the keys whose value is undefined, at every depth: the payload's objects are strict. */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, child]) => child !== undefined)
      .map(([key, child]) => [key, withoutUndefined(child)]),
  );
}

function refused(title: string, error: z.ZodError, prefix: string): EstateDecision {
  const errors = fieldErrors(error, [prefix]);
  return { kind: "refused", problem: problem("invalid-body", 422, title, errors) };
}

export function estateDecision(json: unknown): EstateDecision {
  const parsed = EstateSchema.safeParse(json);
  if (!parsed.success) return refused("The estate SweepBright sent cannot be read", parsed.error, "estate");
  const estate = parsed.data;
  if (estate.status === "lost" || estate.status === "prospect")
    return { kind: "remove", reference: estate.id };
  if (estate.is_project === true) {
    return {
      kind: "refused",
      problem: problem("invalid-body", 422, "Projects are not imported from SweepBright", [
        { pointer: "/estate/is_project", detail: "a project; its units are imported one by one as estates" },
      ]),
    };
  }
  const typeId = typeIdOf(estate);
  const country = estate.location.country ?? "BE";
  const unfit = [
    ...(typeId === undefined
      ? [{ pointer: "/estate/type", detail: `the type "${estate.type}" has no counterpart on this site` }]
      : []),
    ...(country === "BE" || country === "LU"
      ? []
      : [
          { pointer: "/estate/location/country", detail: "the site shows estates in Belgium and Luxembourg" },
        ]),
  ];
  if (unfit.length > 0) {
    return {
      kind: "refused",
      problem: problem("invalid-body", 422, "The estate does not fit this site", unfit),
    };
  }
  const payload = ListingPayloadSchema.safeParse(withoutUndefined(listingOf(estate, typeId)));
  if (!payload.success) {
    return refused("The estate cannot be carried as a listing of this site", payload.error, "listing");
  }
  const offMarket = estate.status === "sold" || estate.status === "rented" ? estate.status : undefined;
  return { kind: "publish", payload: payload.data, ...(offMarket ? { offMarket } : {}) };
}
