// What an integration sends for one listing (spec §3, every field the site shows). The one source of both
// request validation and the OpenAPI document (openapi.ts): each object is strict, so a misspelt or
// unknown field is an error that names it rather than data silently dropped.
import { z } from "zod";
import { apiSchemas } from "./api-schemas.ts";

const text = (max: number) => z.string().trim().min(1).max(max);
const count = z.int().min(0).max(999);
const area = z.int().min(0).max(100_000_000);
const amount = z.int().min(0).max(2_000_000_000);
const money = z.number().min(0).max(2_000_000_000);
const isoDate = z.iso.date();
/** Viager and judicial-decision values: -1 empty, 0 no, 1 yes, 2 on request (spec §3). */
const triState = z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2)]);
const floodScore = z.enum(["A", "B", "C", "D"]);
const httpUrl = z.url({ protocol: /^https?$/ }).max(2_000);

export const LocalizedTextSchema = z
  .strictObject({ nl: text(20_000), fr: text(20_000), en: text(20_000), de: text(20_000) })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "give the text in at least one language")
  .meta({ description: "A text per site language (nl, fr, en; de prepared)." });

const localized = LocalizedTextSchema.optional();

/** The agency's own reference of a listing or project: letters, digits and . _ / - (e.g. "2024/03/0012a"). */
export const ReferenceSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/, "1 to 64 letters, digits and . _ / -, starting alphanumeric");

/** Where a listing or a project is; a project sends these fields at its top level. */
export const ADDRESS_FIELDS = {
  street: text(200).optional(),
  houseNumber: text(20).optional(),
  boxNr: text(20).optional(),
  zip: z.string().regex(/^[0-9]{4}$/, "a 4-digit Belgian or Luxembourg postal code"),
  city: text(100),
  /** Country 10 is Belgium, 50 Luxembourg (spec §9). */
  countryId: z.union([z.literal(10), z.literal(50)]).default(10),
  publishAddress: z.boolean().default(true),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
};

const AddressSchema = z.strictObject(ADDRESS_FIELDS);

const RoomsSchema = z
  .strictObject({
    bedrooms: count,
    bathrooms: count,
    showerRooms: count,
    toilets: count,
    garages: count,
    parkings: count,
    externalParkings: count,
    floors: count,
    extraRooms: count,
  })
  .partial();

const SurfacesSchema = z
  .strictObject({
    total: area,
    habitable: area,
    ground: area,
    living: area,
    terrace: area,
    garden: area,
    office: area,
    store: area,
    constructed: area,
    plotWidth: z.number().min(0).max(100_000),
    frontWidth: z.number().min(0).max(100_000),
  })
  .partial();

const EnergySchema = z
  .strictObject({
    /** EPC value, kWh/m² per year. */
    score: z.number().min(-1_000).max(10_000),
    label: z.string().regex(/^[A-Ia-i][+-]{0,2}$/, "an energy label such as A+, B or G"),
    totalKwhPerYear: z.number().min(0).max(100_000_000),
    co2Emission: z.number().min(0).max(100_000),
    eLevel: z.number().min(-1_000).max(10_000),
    certificateCode: text(100),
    expiryDate: isoDate,
    /** Luxembourg's energy passport gives a thermal insulation class beside the energy class. */
    insulationClass: z.string().regex(/^[A-Ia-i][+-]{0,2}$/),
  })
  .partial();

const BuildingSchema = z
  .strictObject({
    constructionYear: z.int().min(1000).max(2100),
    renovationYear: z.int().min(1000).max(2100),
    condition: LocalizedTextSchema,
    roofType: LocalizedTextSchema,
    roofMaterial: LocalizedTextSchema,
    roofCondition: LocalizedTextSchema,
    heating: LocalizedTextSchema,
    kitchen: LocalizedTextSchema,
    interiorComfort: LocalizedTextSchema,
    exteriorComfort: LocalizedTextSchema,
    windowGlazing: LocalizedTextSchema,
    windowFrame: LocalizedTextSchema,
    flooring: LocalizedTextSchema,
    orientationRear: LocalizedTextSchema,
    orientationTerrace: LocalizedTextSchema,
    orientationGarden: LocalizedTextSchema,
    hasLift: z.boolean(),
    hasCellar: z.boolean(),
    hasAttic: z.boolean(),
    isFurnished: z.boolean(),
    hasPool: z.boolean(),
  })
  .partial();

const FinancialSchema = z
  .strictObject({
    cadastralIncome: money,
    realEstateTax: money,
    monthlyRent: money,
    chargesRenter: money,
    chargesOwner: money,
  })
  .partial();

const RisksSchema = z
  .strictObject({
    asbestosType: LocalizedTextSchema,
    /** Date of the asbestos certificate. */
    asbestosDate: isoDate,
    floodZone: LocalizedTextSchema,
    riverbankZone: z.boolean(),
    floodGScore: floodScore,
    floodPScore: floodScore,
    buildingPermit: triState,
    allotmentPermit: triState,
    preemptiveRight: triState,
    summons: triState,
    judicialDecision: triState,
    /** Zoning designation, one of the five Flemish urban-planning items. */
    areaApplication: LocalizedTextSchema,
  })
  .partial();

const UtilitiesSchema = z
  .strictObject({
    gas: z.boolean(),
    water: z.boolean(),
    electricity: z.boolean(),
    drainConnection: z.boolean(),
  })
  .partial();

const AnnuitySchema = z
  .strictObject({
    isViager: triState,
    ageA: z.int().min(0).max(130),
    sexA: z.enum(["m", "f"]),
    ageB: z.int().min(0).max(130),
    sexB: z.enum(["m", "f"]),
  })
  .partial();

const CostsSchema = z
  .strictObject({
    notaryFeeExclVat: money,
    notaryFeeInclVat: money,
    registrationRights: money,
    vat: money,
    constructionCost: money,
    totalPrice: money,
    parkingPrice: money,
    garagePrice: money,
  })
  .partial();

const RentalSchema = z
  .strictObject({
    deposit: money,
    agencyCost: money,
    inventoryCost: money,
    contractType: LocalizedTextSchema,
  })
  .partial();

const score = z.number().min(0).max(10);
const MobilitySchema = z
  .strictObject({
    publicTransport: score,
    education: score,
    shops: score,
    leisure: score,
    health: score,
    environment: score,
    nearby: score,
  })
  .partial();

const PointOfInterestSchema = z.strictObject({
  kind: z.enum([
    "public_transport",
    "school",
    "shop",
    "supermarket",
    "restaurant",
    "sport",
    "park",
    "doctor",
    "pharmacy",
    "hospital",
    "highway",
  ]),
  name: text(200),
  distanceMeters: z.int().min(0).max(1_000_000),
});

/** Photos a listing may have; each is fetched in the background and shown once stored. */
export const MAX_PHOTOS = 60;

export const PhotoSchema = z
  .strictObject({ url: httpUrl, caption: localized })
  .meta({ description: "Fetched in the background: JPEG, PNG, WebP or AVIF, at most 15 MB." });

const DocumentSchema = z.strictObject({
  kind: z.enum(["epc", "asbestos", "electrical", "soil", "planning", "syndic", "floor_plan", "other"]),
  title: LocalizedTextSchema,
  fileName: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/, "a plain file name"),
  sizeBytes: z.int().min(0).max(100_000_000),
});

const MediaLinkSchema = z.strictObject({ kind: z.enum(["video", "virtual_tour"]), url: httpUrl });

const TextsSchema = z
  .strictObject({
    nl: z.strictObject({ title: text(300), descriptionHtml: z.string().max(100_000) }),
    fr: z.strictObject({ title: text(300), descriptionHtml: z.string().max(100_000) }),
    en: z.strictObject({ title: text(300), descriptionHtml: z.string().max(100_000) }),
    de: z.strictObject({ title: text(300), descriptionHtml: z.string().max(100_000) }),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "give the texts in at least one language");

export const ListingPayloadSchema = z
  .strictObject({
    reference: ReferenceSchema,
    goal: z.enum(["sale", "rent"]),
    status: z.enum(["available", "under_option"]).default("available"),
    /** Ribbon 0 to 3 (spec §3). */
    marquee: z.int().min(0).max(3).default(0),
    /** Property type ID of the filter list (spec §3): 1 house … 9 garage/parking. */
    typeId: z.int().min(1).max(9),
    /** Category ids (spec §3 WebIDs). */
    webIds: z.array(z.int().min(1).max(99)).max(20).default([]),
    /** The type label shown (spec §3 MainTypeName); the type's Dutch name when absent. */
    mainTypeName: text(80).optional(),
    address: AddressSchema,
    price: amount.optional(),
    publishPrice: z.boolean().default(true),
    /** Price unit 7 means "starting from" (spec §9). */
    priceUnit: z.int().min(0).max(99).optional(),
    priceUnitText: text(80).optional(),
    rooms: RoomsSchema.default({}),
    surfaces: SurfacesSchema.default({}),
    /** 4 open, 3 half-open, 2 closed (spec §3). */
    facades: z.int().min(2).max(4).optional(),
    hasGarden: z.boolean().default(false),
    hasTerrace: z.boolean().default(false),
    energy: EnergySchema.default({}),
    building: BuildingSchema.default({}),
    financial: FinancialSchema.default({}),
    risks: RisksSchema.default({}),
    utilities: UtilitiesSchema.default({}),
    annuity: AnnuitySchema.default({}),
    costs: CostsSchema.default({}),
    rental: RentalSchema.default({}),
    mobility: MobilitySchema.default({}),
    pointsOfInterest: z.array(PointOfInterestSchema).max(100).default([]),
    texts: TextsSchema,
    photos: z.array(PhotoSchema).max(MAX_PHOTOS).default([]),
    documents: z.array(DocumentSchema).max(50).default([]),
    media: z.array(MediaLinkSchema).max(20).default([]),
    /** The agency manager shown on the page, by e-mail address; unknown addresses show none. */
    managerEmail: z.email().max(254).optional(),
    /** The project (POST /api/v1/projects) this listing is a unit of. */
    projectReference: ReferenceSchema.optional(),
  })
  .meta({ description: "One listing, created or replaced by its reference." });

export type ListingPayload = z.output<typeof ListingPayloadSchema>;

apiSchemas.add(LocalizedTextSchema, { id: "LocalizedText" });
apiSchemas.add(ReferenceSchema, { id: "Reference" });
apiSchemas.add(PhotoSchema, { id: "Photo" });
apiSchemas.add(ListingPayloadSchema, { id: "Listing" });
