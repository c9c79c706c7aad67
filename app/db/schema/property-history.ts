// A property's history as the agency records it for the owner (spec §3 owner statistics): the visits
// with their feedback, the agency's communications, and where the property is advertised.
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { VISIT_SOURCES, VISIT_STATUSES, VISIT_TYPES } from "../../domain/visit-history.ts";
import { properties } from "./listings.ts";

/** One viewing in the calendar of visits: date, type, contact, subject, comment, status, source. */
export const propertyVisits = pgTable(
  "property_visits",
  {
    id: uuid("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    visitAt: timestamp("visit_at", { withTimezone: true }).notNull(),
    type: text("type", { enum: VISIT_TYPES }).notNull(),
    /** How the agency names the visitor to the owner (often initials): the owner sees it as written. */
    contact: text("contact").notNull(),
    subject: text("subject").notNull(),
    /** The visitor's feedback. */
    comment: text("comment").notNull().default(""),
    status: text("status", { enum: VISIT_STATUSES }).notNull(),
    source: text("source", { enum: VISIT_SOURCES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("property_visits_property_idx").on(t.propertyId, t.visitAt)],
);

/** What the agency shares with the owner: a message, with a link to a document when there is one. */
export const ownerCommunications = pgTable(
  "owner_communications",
  {
    id: uuid("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    documentUrl: text("document_url"),
    documentLabel: text("document_label"),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("owner_communications_property_idx").on(t.propertyId, t.postedAt)],
);

/** Where the property is advertised besides this site (a portal, a social post): label and address. */
export const propertyMediaLinks = pgTable(
  "property_media_links",
  {
    id: uuid("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    url: text("url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("property_media_links_url_idx").on(t.propertyId, t.url)],
);
