// Owner statistics (spec §3): views of each property's detail page, counted first-party on the server
// (ADR 0016). Only daily totals are kept; the per-visitor keys that make a reload count once a day live
// for the day they belong to and are deleted with its secret.
import { date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { properties } from "./listings.ts";

/** Views of a property's detail page per calendar day in Brussels. */
export const propertyDailyViews = pgTable(
  "property_daily_views",
  {
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] })],
);

/**
 * Who already counted today, as keyed hashes of (day, property, address, user agent) under the day's
 * secret: one row per visitor and property, so a second app server or a restart does not count again.
 * Rows of past days are deleted; without the day's secret a hash cannot be tied back to an address.
 */
export const propertyViewVisitors = pgTable(
  "property_view_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    propertyId: integer("property_id").notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.propertyId, t.visitor] })],
);

/** The secret of each day's visitor hashes, shared by the app servers; deleted when the day is over. */
export const viewDaySecrets = pgTable("view_day_secrets", {
  day: date("day", { mode: "string" }).primaryKey(),
  secret: text("secret").notNull(),
});
