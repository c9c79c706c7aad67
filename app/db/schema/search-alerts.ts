// Search alerts that are sent (ADR 0019): the changes of listings a database trigger records, whoever
// writes them; the matches waiting for an alert's next e-mail; what each alert was last told about each
// listing; and the app's scheduled jobs, claimed with a row lock so one app server runs each at a time.
import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { searchAlerts } from "./leads.ts";
import { properties } from "./listings.ts";

export const PROPERTY_CHANGE_KINDS = ["created", "price_changed", "status_changed"] as const;
export type PropertyChangeKind = (typeof PROPERTY_CHANGE_KINDS)[number];

/**
 * Written by the `properties_record_change` trigger (not by the app): a listing created, or its price or
 * status changed, while at least one confirmed alert exists. The matching job consumes and deletes rows.
 */
export const propertyChanges = pgTable(
  "property_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer("property_id").notNull(),
    kind: text("kind", { enum: PROPERTY_CHANGE_KINDS }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("property_changes_property_idx").on(t.propertyId)],
);

/** The alert and the listing a row is about; both rows' deletion takes it along. */
function alertAndListing() {
  return {
    alertId: uuid("alert_id")
      .notNull()
      .references(() => searchAlerts.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
  };
}

/** A listing found for an alert and not yet mailed: the alert's next e-mail (at once or digest) has it. */
export const alertMatches = pgTable(
  "alert_matches",
  {
    ...alertAndListing(),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.propertyId] })],
);

/**
 * What an alert's subscriber was last mailed about a listing (its price and status then): the listing is
 * mailed again only when its price is lower or its status differs.
 */
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    ...alertAndListing(),
    price: integer("price"),
    status: text("status").notNull(),
    mailedAt: timestamp("mailed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.propertyId] }),
    index("alert_deliveries_property_idx").on(t.propertyId),
  ],
);

/** A job of the app's scheduler: whichever app server locks the row first, once due, runs it. */
export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  runs: integer("runs").notNull().default(0),
});
