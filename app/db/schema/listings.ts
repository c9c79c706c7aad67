// Listings: spec §3 (property summary and detail fields, property types, cities, projects, tree items).
import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** A text in every language of the site; missing languages fall back (see app/i18n). */
export type LocalizedText = Partial<Record<"nl" | "fr" | "en" | "de", string>>;

/** Viager and judicial-decision values: -1 empty, 0 no, 1 yes, 2 on request (spec §3). */
export type TriState = -1 | 0 | 1 | 2;

// Descriptive values come per language, as the listing source sends them for each site language.
export type BuildingDetails = {
  constructionYear?: number;
  renovationYear?: number;
  condition?: LocalizedText;
  roofType?: LocalizedText;
  roofMaterial?: LocalizedText;
  roofCondition?: LocalizedText;
  heating?: LocalizedText;
  kitchen?: LocalizedText;
  interiorComfort?: LocalizedText;
  exteriorComfort?: LocalizedText;
  windowGlazing?: LocalizedText;
  windowFrame?: LocalizedText;
  flooring?: LocalizedText;
  orientationRear?: LocalizedText;
  orientationTerrace?: LocalizedText;
  orientationGarden?: LocalizedText;
  hasLift?: boolean;
  hasCellar?: boolean;
  hasAttic?: boolean;
  isFurnished?: boolean;
  hasPool?: boolean;
};

export type FinancialDetails = {
  cadastralIncome?: number;
  realEstateTax?: number;
  monthlyRent?: number;
  chargesRenter?: number;
  chargesOwner?: number;
};

export type EnergyDetails = {
  totalKwhPerYear?: number;
  co2Emission?: number;
  eLevel?: number;
  certificateCode?: string;
  /** ISO date (yyyy-mm-dd) until which the certificate is valid. */
  expiryDate?: string;
  /** Luxembourg's energy passport: the thermal insulation class beside the energy class. */
  insulationClass?: string;
};

export type RiskDetails = {
  asbestosType?: LocalizedText;
  /** ISO date (yyyy-mm-dd) of the asbestos certificate. */
  asbestosDate?: string;
  floodZone?: LocalizedText;
  riverbankZone?: boolean;
  floodGScore?: "A" | "B" | "C" | "D";
  floodPScore?: "A" | "B" | "C" | "D";
  buildingPermit?: TriState;
  allotmentPermit?: TriState;
  preemptiveRight?: TriState;
  summons?: TriState;
  judicialDecision?: TriState;
  /** Zoning designation (bestemming), one of the five Flemish planning items. */
  areaApplication?: LocalizedText;
};

export type UtilityDetails = {
  gas?: boolean;
  water?: boolean;
  electricity?: boolean;
  drainConnection?: boolean;
};

export type AnnuityDetails = {
  isViager?: TriState;
  ageA?: number;
  sexA?: "m" | "f";
  ageB?: number;
  sexB?: "m" | "f";
};

export type CostDetails = {
  notaryFeeExclVat?: number;
  notaryFeeInclVat?: number;
  registrationRights?: number;
  vat?: number;
  constructionCost?: number;
  totalPrice?: number;
  parkingPrice?: number;
  garagePrice?: number;
};

export type RentalDetails = {
  deposit?: number;
  agencyCost?: number;
  inventoryCost?: number;
  contractType?: LocalizedText;
};

/** Scores from 0 (poor) to 10 (excellent) per category, one decimal. */
export type MobilityScores = Partial<
  Record<"publicTransport" | "education" | "shops" | "leisure" | "health" | "environment" | "nearby", number>
>;

export type PointOfInterestKind =
  | "public_transport"
  | "school"
  | "shop"
  | "supermarket"
  | "restaurant"
  | "sport"
  | "park"
  | "doctor"
  | "pharmacy"
  | "hospital"
  | "highway";

/** A place near the property: `kind` is a code the site translates; `name` is the place's own name. */
export type PointOfInterest = { kind: PointOfInterestKind; name: string; distanceMeters: number };

export const propertyTypes = pgTable("property_types", {
  // Type ID and WebID differ for three types (spec §3): Industrieel 7/8, Kantoren 8/9, Garage/Parking 9/7.
  id: integer("id").primaryKey(),
  webId: integer("web_id").notNull(),
  names: jsonb("names").$type<LocalizedText>().notNull(),
  showOrder: smallint("show_order").notNull(),
  sale: boolean("sale").notNull().default(true),
  rent: boolean("rent").notNull().default(true),
});

export const cities = pgTable(
  "cities",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    zip: text("zip").notNull(),
    // Accent-stripped, lower-case name for search (spec §3 "accent-stripped search name").
    searchName: text("search_name").notNull(),
    countryId: integer("country_id").notNull(),
    countryName: text("country_name").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
  },
  (t) => [
    uniqueIndex("cities_zip_name_idx").on(t.zip, t.name),
    index("cities_search_name_trgm_idx").using("gin", sql`${t.searchName} gin_trgm_ops`),
  ],
);

export const agencyManagers = pgTable("agency_managers", {
  id: integer("id").primaryKey(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  role: jsonb("role").$type<LocalizedText>().notNull(),
  photoKey: text("photo_key"),
});

export const projects = pgTable(
  "projects",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    publicAddress: boolean("public_address").notNull().default(true),
    street: text("street"),
    houseNumber: text("house_number"),
    boxNr: text("box_nr"),
    zip: text("zip").notNull(),
    city: text("city").notNull(),
    countryId: integer("country_id").notNull().default(10),
    countryName: text("country_name").notNull().default("België"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    description: jsonb("description").$type<LocalizedText>().notNull(),
    delivery: jsonb("delivery").$type<LocalizedText>(),
    externalUrl: text("external_url"),
    managerId: integer("manager_id").references(() => agencyManagers.id),
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("projects_published_idx").on(t.published, t.id)],
);

export const properties = pgTable(
  "properties",
  {
    id: integer("id").primaryKey(),
    // Goal: 0 for sale, otherwise for rent (spec §3).
    goal: smallint("goal").notNull(),
    // available | under_option | sold | rented: drives the detail page's availability (spec §4).
    status: text("status", { enum: ["available", "under_option", "sold", "rented"] })
      .notNull()
      .default("available"),
    // Ribbon as sent by the listing source, 0 to 3 (spec §3, §4).
    marquee: smallint("marquee").notNull().default(0),
    typeId: integer("type_id")
      .notNull()
      .references(() => propertyTypes.id),
    // Category id; absent for parking-space items (spec §3).
    webId: integer("web_id"),
    webIds: text("web_ids").notNull().default(""),
    mainTypeName: text("main_type_name").notNull(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    city: text("city").notNull(),
    zip: text("zip").notNull(),
    countryId: integer("country_id").notNull().default(10),
    countryName: text("country_name").notNull().default("België"),
    publishAddress: boolean("publish_address").notNull().default(true),
    street: text("street"),
    houseNumber: text("house_number"),
    boxNr: text("box_nr"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    recordFile: text("record_file").notNull(),
    price: integer("price"),
    publishPrice: boolean("publish_price").notNull().default(true),
    // Price unit 7 means "starting from" (spec §9).
    priceUnit: smallint("price_unit"),
    priceUnitText: text("price_unit_text"),
    bedrooms: smallint("bedrooms"),
    bathrooms: smallint("bathrooms"),
    showerRooms: smallint("shower_rooms"),
    toilets: smallint("toilets"),
    garages: smallint("garages"),
    parkings: smallint("parkings"),
    externalParkings: smallint("external_parkings"),
    floors: smallint("floors"),
    extraRooms: smallint("extra_rooms"),
    surfaceTotal: integer("surface_total"),
    surfaceHabitable: integer("surface_habitable"),
    surfaceGround: integer("surface_ground"),
    surfaceLiving: integer("surface_living"),
    surfaceTerrace: integer("surface_terrace"),
    surfaceGarden: integer("surface_garden"),
    surfaceOffice: integer("surface_office"),
    surfaceStore: integer("surface_store"),
    surfaceConstructed: integer("surface_constructed"),
    plotWidth: doublePrecision("plot_width"),
    frontWidth: doublePrecision("front_width"),
    // 4 open, 3 half-open, 2 closed (spec §3).
    facades: smallint("facades"),
    hasGarden: boolean("has_garden").notNull().default(false),
    hasTerrace: boolean("has_terrace").notNull().default(false),
    energyPerformance: doublePrecision("energy_performance"),
    epcLabelText: text("epc_label_text"),
    building: jsonb("building").$type<BuildingDetails>().notNull().default({}),
    financial: jsonb("financial").$type<FinancialDetails>().notNull().default({}),
    energy: jsonb("energy").$type<EnergyDetails>().notNull().default({}),
    risks: jsonb("risks").$type<RiskDetails>().notNull().default({}),
    utilities: jsonb("utilities").$type<UtilityDetails>().notNull().default({}),
    annuity: jsonb("annuity").$type<AnnuityDetails>().notNull().default({}),
    costs: jsonb("costs").$type<CostDetails>().notNull().default({}),
    rental: jsonb("rental").$type<RentalDetails>().notNull().default({}),
    mobility: jsonb("mobility").$type<MobilityScores>().notNull().default({}),
    pointsOfInterest: jsonb("points_of_interest").$type<PointOfInterest[]>().notNull().default([]),
    managerId: integer("manager_id").references(() => agencyManagers.id),
    projectId: integer("project_id").references(() => projects.id),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Staff may take a listing off the public site without withdrawing it (back office): every public
    // read asks for published rows only.
    published: boolean("published").notNull().default(true),
    // Raised by every write of the back office or the import, so two edits of one listing cannot
    // silently overwrite each other (the form sends the version it showed).
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("properties_goal_id_idx").on(t.goal, t.id),
    index("properties_goal_price_idx").on(t.goal, t.price),
    index("properties_goal_city_idx").on(t.goal, t.cityId),
    index("properties_goal_zip_idx").on(t.goal, t.zip),
    index("properties_goal_type_idx").on(t.goal, t.typeId),
    index("properties_goal_bedrooms_idx").on(t.goal, t.bedrooms),
    index("properties_goal_published_idx").on(t.goal, t.publishedAt),
    index("properties_goal_epc_idx").on(t.goal, t.epcLabelText),
    index("properties_project_idx").on(t.projectId),
    // List pages (issue 4): newest first with every filter column after the key, so a count or a filtered
    // page is read from this index alone, never from the wide rows, as the list grows to 100,000.
    index("properties_listing_cover_idx").on(
      t.goal,
      // NULLS FIRST as PostgreSQL orders DESC by default, so `order by published_at desc, id desc` uses it.
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.cityId,
      t.zip,
      t.typeId,
      t.price,
      t.publishPrice,
      t.bedrooms,
      t.hasGarden,
      t.hasTerrace,
      t.garages,
      t.parkings,
      t.epcLabelText,
      t.city,
      t.published,
    ),
    // Sorting the list by town pages through this index instead of sorting every listing.
    index("properties_goal_city_name_idx").on(t.goal, t.city, t.id.desc().nullsFirst()),
  ],
);

/** Texts per language: the short headline (TypeDescription) and the description as sent (HTML). */
export const propertyTexts = pgTable(
  "property_texts",
  {
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    typeDescription: text("type_description").notNull(),
    descriptionHtml: text("description_html").notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.language] })],
);

/** Photos of a property or a project; `imageKey` names the original in the media store. */
export const photos = pgTable(
  "photos",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "cascade" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    imageKey: text("image_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    caption: jsonb("caption").$type<LocalizedText>(),
  },
  (t) => [
    index("photos_property_idx").on(t.propertyId, t.position),
    index("photos_project_idx").on(t.projectId, t.position),
  ],
);

export const propertyDocuments = pgTable(
  "property_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    fileName: text("file_name").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
  },
  (t) => [index("property_documents_property_idx").on(t.propertyId)],
);

/** Video and virtual-tour links; recognised and embedded by app/domain/video-url.ts. */
export const propertyMedia = pgTable(
  "property_media",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["video", "virtual_tour"] }).notNull(),
    url: text("url").notNull(),
  },
  (t) => [index("property_media_property_idx").on(t.propertyId)],
);

export const projectUnits = pgTable(
  "project_units",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    propertyId: integer("property_id").references(() => properties.id),
    unit: text("unit").notNull(),
    floor: smallint("floor"),
    bedrooms: smallint("bedrooms"),
    surface: integer("surface"),
    price: integer("price"),
    status: text("status", { enum: ["available", "under_option", "sold"] })
      .notNull()
      .default("available"),
  },
  (t) => [index("project_units_project_idx").on(t.projectId)],
);

export const treeItems = pgTable("tree_items", {
  id: integer("id").primaryKey(),
  parentId: integer("parent_id"),
  name: text("name").notNull(),
  webId: integer("web_id"),
});
