// The import API (ADR 0018): integrations and their keys, the agency's own references for the listings
// and projects they send, the photos and video thumbnails waiting to be fetched, the originals fetched, and a
// log of every call.
import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ComplianceWarning } from "../../domain/ad-compliance.ts";
import { VIDEO_THUMBNAIL_QUALITIES } from "../../domain/video-thumbnail.ts";
import { WITHDRAWAL_REASONS } from "../../domain/withdrawal.ts";
import { projects, properties } from "./listings.ts";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

// Imported listings and projects get ids far above the demo generator's, so both can live side by side.
export const importedPropertyIds = pgSequence("imported_property_ids", { startWith: 50_000_000 });
export const importedProjectIds = pgSequence("imported_project_ids", { startWith: 50_000_000 });

/** An integration allowed to call the API; only the SHA-256 of its key is kept (the key is shown once). */
export const apiKeys = pgTable("api_keys", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull().unique(),
  /** The public part of the key, by which a call finds its row before the secret is compared. */
  keyId: text("key_id").notNull().unique(),
  secretHash: text("secret_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
});

/** Every call to the API, allowed or not: who, what, the answer's status and the references concerned. */
export const apiCallLog = pgTable(
  "api_call_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    apiKeyId: integer("api_key_id").references(() => apiKeys.id),
    clientAddress: text("client_address").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    status: smallint("status").notNull(),
    references: jsonb("references").$type<string[]>().notNull().default([]),
    durationMs: integer("duration_ms").notNull(),
  },
  (t) => [index("api_call_log_key_at_idx").on(t.apiKeyId, t.at)],
);

/** The agency's reference of each imported listing, with what the last import stored and found. */
export const importedListings = pgTable(
  "imported_listings",
  {
    reference: text("reference").primaryKey(),
    propertyId: integer("property_id").notNull(),
    /** SHA-256 of the last accepted payload: the same payload again changes nothing. */
    payloadHash: text("payload_hash").notNull(),
    /** SHA-256 of the photo list, so a changed text does not fetch every photo again. */
    photosHash: text("photos_hash").notNull(),
    complianceWarnings: jsonb("compliance_warnings").$type<ComplianceWarning[]>().notNull().default([]),
    withdrawn: text("withdrawn", { enum: WITHDRAWAL_REASONS }),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("imported_listings_property_idx").on(t.propertyId)],
);

export const importedProjects = pgTable("imported_projects", {
  reference: text("reference").primaryKey(),
  projectId: integer("project_id")
    .notNull()
    .unique()
    .references(() => projects.id, { onDelete: "cascade" }),
  payloadHash: text("payload_hash").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const PHOTO_FETCH_STATES = ["pending", "fetching", "stored", "failed"] as const;

/** A photo sent by URL, fetched in the background (app/features/import/photo-fetcher.server.ts). */
export const photoFetches = pgTable(
  "photo_fetches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    url: text("url").notNull(),
    caption: jsonb("caption").$type<Partial<Record<"nl" | "fr" | "en" | "de", string>>>(),
    state: text("state", { enum: PHOTO_FETCH_STATES }).notNull().default("pending"),
    attempts: smallint("attempts").notNull().default(0),
    error: text("error"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("photo_fetches_state_idx").on(t.state, t.id),
    index("photo_fetches_property_idx").on(t.propertyId),
  ],
);

/** Fetched photos as received (after checking), the source the image pipeline resizes and encodes. */
export const mediaOriginals = pgTable("media_originals", {
  imageKey: text("image_key").primaryKey(),
  contentType: text("content_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const VIDEO_THUMBNAIL_STATES = ["pending", "fetching", "stored", "failed"] as const;

/**
 * The still image of a YouTube or Vimeo video at one quality (app/domain/video-thumbnail.ts), fetched once
 * by the server and stored as an original (`imageKey`), so the consent placeholder shows our own copy.
 * Keyed by the video, not by a listing: a listing whose link changes names another row.
 */
export const videoThumbnails = pgTable(
  "video_thumbnails",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    videoKey: text("video_key").notNull(),
    quality: text("quality", { enum: VIDEO_THUMBNAIL_QUALITIES }).notNull(),
    state: text("state", { enum: VIDEO_THUMBNAIL_STATES }).notNull().default("pending"),
    attempts: smallint("attempts").notNull().default(0),
    error: text("error"),
    imageKey: text("image_key"),
    width: integer("width"),
    height: integer("height"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("video_thumbnails_video_quality_idx").on(t.videoKey, t.quality),
    index("video_thumbnails_state_idx").on(t.state, t.id),
  ],
);
