// The rate-limit counters every app server shares (lead forms, sign-in throttle, import API): one row per
// key, its meaning set by the caller (hits in a window, failures since the last one, tokens left), so that
// a limit holds for the site and not per process. Keys are hashed: no address or e-mail is stored.
import { doublePrecision, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    /** Hits in the window, failures remembered, or tokens left in the bucket. */
    count: doublePrecision("count").notNull(),
    /** When the window started, the last failure, or the bucket's last refill. */
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
    /** After this the row means nothing and is swept. */
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("rate_limit_counters_expires_at").on(table.expiresAt)],
);
