// The shape of an estate as SweepBright's website API answers it (GET /estates/{id}, ADR 0025), as far as
// the connector reads it. Objects are loose: SweepBright adds fields over time and sends many the site has
// no use for (vendors, buyers, mandate, …), and those must not refuse an estate. What the mapping reads is
// checked strictly: a field of the wrong type or an unknown value is an error naming that field.
import { z } from "zod";

/** SweepBright's estate ids (UUIDs in practice): also the listing's reference on this site. */
export const ESTATE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** Every status the website API sends; the mapping decides what each means for the page. */
export const ESTATE_STATUSES = [
  "available",
  "option",
  "bid",
  "under_contract",
  "agreement",
  "sold",
  "rented",
  "prospect",
  "lost",
] as const;

export const FLOOD_RISKS = [
  "no_flood_risk_area",
  "potential_flood_sensitive_area",
  "effective_flood_sensitive_area",
] as const;

export const LAND_USE_DESIGNATIONS = [
  "residential",
  "mixed_residential",
  "industrial",
  "recreational",
  "park",
  "agricultural_area_with_scenic_value",
  "area_with_economical_activity",
  "area_for_leisure_accomodation",
  "forest_area",
  "agricultural",
  "nature_area",
  "natural_reserve",
  "residential_area_with_cultural_historical_value",
  "residential_area_with_a_rural_character",
  "residential_expansion_area",
  "residential_park",
  "industrial_area_for_sme",
  "day_recreation_area",
  "other",
] as const;

export const ORIENTATIONS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"] as const;

export const SIZE_UNITS = ["sq_m", "are", "ha", "sq_ft", "acre"] as const;

/** SweepBright writes an empty value as null, as a missing field or as "": all three read as absent. */
function optional<T extends z.ZodType>(schema: T) {
  return z
    .union([schema, z.literal("")])
    .nullish()
    .transform((value): z.output<T> | undefined => (value === "" || value == null ? undefined : value));
}

const text = (max: number) => optional(z.string().trim().max(max));
const count = optional(z.int().min(0).max(999));
const year = optional(z.int().min(1000).max(2100));
const amount = optional(z.number().min(0).max(2_000_000_000));
const floodScore = optional(z.enum(["A", "B", "C", "D"]));
const webUrl = optional(z.url({ protocol: /^https?$/ }).max(2_000));

/** A yes/no item of the legal section: SweepBright sends booleans, 1/0 or "1"/"0". */
const yesNo = optional(z.union([z.boolean(), z.literal(0), z.literal(1), z.literal("0"), z.literal("1")]));

/** A text per language; languages the site does not show are let through and not read. */
const languageTexts = (max: number) =>
  z
    .looseObject({ nl: text(max), fr: text(max), en: text(max), de: text(max) })
    .nullish()
    .transform((value) => ({ nl: value?.nl, fr: value?.fr, en: value?.en, de: value?.de }));

const SizeSchema = z.looseObject({
  size: optional(z.number().min(0).max(100_000_000)),
  unit: optional(z.enum(SIZE_UNITS)),
});

const EnergySchema = z.looseObject({
  epc_value: optional(z.number().min(-1_000).max(10_000)),
  epc_category: text(4).pipe(
    z
      .string()
      .regex(/^[A-Ia-i][+-]{0,2}$/, "an energy label such as A+, B or G")
      .optional(),
  ),
  epc_reference: text(100),
  total_epc_value: optional(z.number().min(0).max(100_000_000)),
  co2_emissions: optional(z.number().min(0).max(100_000)),
  /** Flemish E-level: "E60", or a number. */
  e_level: optional(z.union([z.number().min(-1_000).max(10_000), z.string().regex(/^E?-?\d{1,4}$/)])),
});

const RegulationsSchema = z.looseObject({
  building_permit: yesNo,
  priority_purchase_right: yesNo,
  subdivision_authorisation: yesNo,
  urban_planning_breach: yesNo,
  asbestos_certificate: yesNo,
  asbestos_certificate_reference: text(100),
});

const PropertyAndLandSchema = z.looseObject({
  cadastral_income: amount,
  flood_risk: optional(z.enum(FLOOD_RISKS)),
  /** The Flemish G-score (gebouw): the building's flood risk. */
  flood_risk_building_score: floodScore,
  /** The Flemish P-score (perceel): the plot's flood risk. */
  flood_risk_plot_score: floodScore,
  land_use_designation: optional(z.enum(LAND_USE_DESIGNATIONS)),
});

const LocationSchema = z.looseObject({
  street: text(200),
  number: text(20),
  box: optional(z.union([z.string().trim().max(20), z.int().min(0).max(99_999).transform(String)])),
  postal_code: text(10),
  city: text(100),
  country: text(2),
  hidden: optional(z.boolean()),
  geo: z
    .looseObject({
      latitude: optional(z.number().min(-90).max(90)),
      longitude: optional(z.number().min(-180).max(180)),
    })
    .nullish(),
});

const ImageSchema = z.looseObject({
  url: z.url({ protocol: /^https?$/ }).max(2_000),
  ordinal: optional(z.int().min(0).max(100_000)),
});

const nested = <T extends z.ZodType>(schema: T) => schema.nullish();

export const EstateSchema = z.looseObject({
  id: z.string().regex(ESTATE_ID, "an estate id of letters, digits, _ and -"),
  is_project: optional(z.boolean()),
  project_id: text(64),
  type: z.string().trim().min(1).max(50),
  sub_type: text(50),
  negotiation: z.enum(["sale", "let"]),
  status: z.enum(ESTATE_STATUSES),
  rent_period: optional(z.enum(["day", "week", "month", "year"])),
  description_title: languageTexts(300),
  // Bounded so that the escaped HTML stays within the payload's 100,000 characters.
  description: languageTexts(15_000),
  location: LocationSchema,
  price: nested(z.looseObject({ amount, hidden: optional(z.boolean()) })),
  bedrooms: count,
  bathrooms: count,
  toilets: count,
  floors: count,
  sizes: nested(
    z.looseObject({
      liveable_area: nested(SizeSchema),
      net_area: nested(SizeSchema),
      gross_area: nested(SizeSchema),
      plot_area: nested(SizeSchema),
    }),
  ),
  rooms: nested(
    z.array(
      z.looseObject({
        type: text(50),
        size: optional(z.number().min(0)),
        unit: optional(z.enum(SIZE_UNITS)),
      }),
    ),
  ),
  amenities: nested(z.array(z.string().max(50)).max(100)),
  features: nested(z.looseObject({ comfort: nested(z.looseObject({ furnished: optional(z.boolean()) })) })),
  building: nested(
    z.looseObject({
      construction: nested(z.looseObject({ year })),
      renovation: nested(z.looseObject({ year })),
    }),
  ),
  garden_orientation: optional(z.enum(ORIENTATIONS)),
  terrace_orientation: optional(z.enum(ORIENTATIONS)),
  // Older versions of the API send the EPC and the cadastral income at the top level.
  epc_value: EnergySchema.shape.epc_value,
  epc_category: EnergySchema.shape.epc_category,
  epc_reference: EnergySchema.shape.epc_reference,
  cadastral_income: amount,
  legal: nested(
    z.looseObject({
      energy: nested(EnergySchema),
      regulations: nested(RegulationsSchema),
      property_and_land: nested(PropertyAndLandSchema),
    }),
  ),
  images: nested(z.array(ImageSchema).max(500)),
  video_url: webUrl,
  virtual_tour_url: webUrl,
  negotiator: nested(z.looseObject({ email: optional(z.email().max(254)) })),
});

export type Estate = z.output<typeof EstateSchema>;
export type EstateSize = z.output<typeof SizeSchema>;
