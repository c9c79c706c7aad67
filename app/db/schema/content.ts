// Site configuration and editorial content: spec §1, §2 (menus, page configuration, home search block), §3.
import type { DisplayCondition } from "../../domain/display-condition.ts";
import type { VideoThumbnailQuality } from "../../domain/video-thumbnail.ts";
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import type { LocalizedText } from "./listings.ts";

/** A title or description that may be hidden: `public` is true or the text 'true' (spec §3). */
export type PublicText = { public: boolean | "true"; text: LocalizedText };

export type Banner = {
  type: "image" | "gallery" | "video";
  imageKey?: string;
  galleryImageKeys?: string[];
  galleryConfig?: { intervalMs: number; fade: boolean };
  videoUrl?: string;
  videoType?: string;
  title?: LocalizedText;
  description?: LocalizedText;
  showLogo: boolean;
  showLogoAtStart: boolean;
};

export type SearchBlockConfig = {
  logoImageKey?: string;
  title?: PublicText;
  descriptionFirst?: PublicText;
  descriptionSecond?: PublicText;
  showSearchInput: boolean;
  showSearchButton: boolean;
  showSearchCount: boolean;
  showCountProperty: boolean;
};

export type DisplayOptions = {
  showHomeMenu: boolean;
  showFreeEvaluation: boolean;
  /** Spec §9: the size of the video stills the consent placeholders show; "medium" when unset. */
  videoThumbnailQuality?: VideoThumbnailQuality;
};

export type SiteInformation = {
  name: string;
  legalName: string;
  vatNumber: string;
  biv: string;
  street: string;
  zip: string;
  city: string;
  countryCode: "BE" | "LU";
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  openingHours: LocalizedText;
  analytics: { googleTagManagerId?: string; googleAnalyticsId?: string; facebookPixelId?: string };
  socialLinks: { kind: string; url: string }[];
};

/** One row (id 1): the parts of the site configuration that are not lists. */
export const siteSettings = pgTable("site_settings", {
  id: smallint("id").primaryKey(),
  defaultLanguage: text("default_language").notNull(),
  logoImageKey: text("logo_image_key").notNull(),
  banner: jsonb("banner").$type<Banner>().notNull(),
  searchBlock: jsonb("search_block").$type<SearchBlockConfig>().notNull(),
  displayOptions: jsonb("display_options").$type<DisplayOptions>().notNull(),
  siteInformation: jsonb("site_information").$type<SiteInformation>().notNull(),
  copyright: jsonb("copyright").$type<LocalizedText>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  // Bumped by every back-office save: a save that read an older version is refused (no silent overwrite).
  version: integer("version").notNull().default(1),
});

export const languages = pgTable("languages", {
  code: text("code").primaryKey(),
  // Only languages flagged in use are offered (spec §2 language prefix).
  use: boolean("use").notNull(),
  sort: smallint("sort").notNull(),
});

export const menus = pgTable(
  "menus",
  {
    id: integer("id").primaryKey(),
    parentId: integer("parent_id"),
    // The screen or page this entry leads to, as an original (unprefixed) path: "/", "/for-sale/" …
    path: text("path").notNull(),
    status: text("status", { enum: ["Published", "Draft"] }).notNull(),
    sort: smallint("sort").notNull(),
    isHome: boolean("is_home").notNull().default(false),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    // Bumped by every back-office save: a save that read an older version is refused (no silent overwrite).
    version: integer("version").notNull().default(1),
  },
  (t) => [index("menus_parent_sort_idx").on(t.parentId, t.sort)],
);

export const headerLinks = pgTable("header_links", {
  id: integer("id").primaryKey(),
  status: text("status", { enum: ["Published", "Draft"] }).notNull(),
  sort: smallint("sort").notNull(),
  icon: text("icon").notNull(),
  label: jsonb("label").$type<LocalizedText>().notNull(),
  link: jsonb("link").$type<LocalizedText>().notNull(),
  color: text("color"),
  // Bumped by every back-office save: a save that read an older version is refused (no silent overwrite).
  version: integer("version").notNull().default(1),
});

export const footerColumns = pgTable("footer_columns", {
  id: integer("id").primaryKey(),
  sort: smallint("sort").notNull(),
  title: jsonb("title").$type<PublicText>().notNull(),
  introText: jsonb("intro_text").$type<PublicText>().notNull(),
  fullText: jsonb("full_text").$type<PublicText>().notNull(),
  imageKeys: jsonb("image_keys").$type<string[]>().notNull().default([]),
  col: jsonb("col").$type<{ sm: number; md: number; lg: number }>().notNull(),
  // Bumped by every back-office save: a save that read an older version is refused (no silent overwrite).
  version: integer("version").notNull().default(1),
});

export type PageModule = {
  position: number;
  relation: "property-list" | "article" | "contact" | "external";
  col: { sm: number; md: number; lg: number };
  maxItems?: number;
  perRow?: number;
  articleSlug?: string;
  view?: "card" | "plain";
  backgroundImageKey?: string;
  /** Shown only when these hold for the site's settings (spec §3 display conditions, §5). */
  conditions?: DisplayCondition[];
};

export type PageMetadata = {
  title: LocalizedText;
  description: LocalizedText;
  ogImageKey?: string;
};

/** Page configuration (spec §2, §3): title per language, SEO metadata, status, sort and modules. */
export const pages = pgTable("pages", {
  id: integer("id").primaryKey(),
  parentId: integer("parent_id"),
  name: text("name").notNull().unique(),
  path: text("path").notNull().unique(),
  status: text("status", { enum: ["Published", "Draft"] }).notNull(),
  sort: smallint("sort").notNull(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  metadata: jsonb("metadata").$type<PageMetadata>().notNull(),
  modules: jsonb("modules").$type<PageModule[]>().notNull().default([]),
  createDate: timestamp("create_date", { withTimezone: true }).notNull().defaultNow(),
  modifyDate: timestamp("modify_date", { withTimezone: true }).notNull().defaultNow(),
  // Bumped by every back-office save: a save that read an older version is refused (no silent overwrite).
  version: integer("version").notNull().default(1),
});

export const articles = pgTable("articles", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  category: text("category"),
  subCategory: text("sub_category"),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  bodyHtml: jsonb("body_html").$type<LocalizedText>().notNull(),
  imageKey: text("image_key"),
  status: text("status", { enum: ["Published", "Draft"] }).notNull(),
  sort: smallint("sort").notNull(),
  // Bumped by every back-office save: a save that read an older version is refused (no silent overwrite).
  version: integer("version").notNull().default(1),
});

export const testimonials = pgTable(
  "testimonials",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    comment: text("comment").notNull(),
    language: text("language").notNull(),
    website: text("website"),
    imageKey: text("image_key"),
    postedBy: text("posted_by"),
    // Shown only once the agency approves it.
    approved: boolean("approved").notNull().default(false),
    /** Raised by every back-office change: a save based on an older version is refused. */
    version: integer("version").notNull().default(1),
    date: timestamp("date", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("testimonials_approved_date_idx").on(t.approved, t.date)],
);
