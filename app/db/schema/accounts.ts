// People who sign in (owners and agency staff), their sessions, their one-time password links, which
// properties an owner owns, and the audit log of every change staff make (ADR 0015).
import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { properties } from "./listings.ts";

export const ACCOUNT_ROLES = ["owner", "searcher", "agent", "admin"] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/**
 * One person who may sign in. The e-mail address is unique whatever its case (the unique index is on
 * lower(email)); `passwordHash` is null until the invitation link has been used.
 */
export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    displayName: text("display_name").notNull(),
    language: text("language").notNull(),
    role: text("role", { enum: ACCOUNT_ROLES }).notNull(),
    /** Argon2id in the PHC string format (app/features/accounts/password-hash.server.ts). */
    passwordHash: text("password_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    // Raised by each staff change of the account (its role), so two admins cannot overwrite each other.
    version: integer("version").notNull().default(1),
  },
  (table) => [uniqueIndex("accounts_email_lower_idx").on(sql`lower(${table.email})`)],
);

/**
 * A signed-in browser. Only the SHA-256 of the session id is stored, so a copy of this table signs no one
 * in. A session ends at `idleExpiresAt` (moved on while it is used) or `absoluteExpiresAt`, whichever
 * comes first.
 */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    idleExpiresAt: timestamp("idle_expires_at", { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp("absolute_expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_account_idx").on(table.accountId)],
);

export const PASSWORD_TOKEN_PURPOSES = ["reset", "invitation"] as const;
export type PasswordTokenPurpose = (typeof PASSWORD_TOKEN_PURPOSES)[number];

/** A mailed link that sets a password: stored as the SHA-256 of its token, used at most once. */
export const passwordTokens = pgTable(
  "password_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: PASSWORD_TOKEN_PURPOSES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("password_tokens_account_idx").on(table.accountId)],
);

/** Which properties an owner owns: an owner may own several, a property may have co-owners. */
export const propertyOwners = pgTable(
  "property_owners",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.propertyId] }),
    index("property_owners_property_idx").on(table.propertyId),
  ],
);

/**
 * Who did what to which subject, and when. No personal data beyond the actor's id: the subject is a
 * kind and an id (an account's id, a property's id), never an address or a name.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid("actor_id").references(() => accounts.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    subjectKind: text("subject_kind").notNull(),
    subjectId: text("subject_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("audit_log_subject_idx").on(table.subjectKind, table.subjectId)],
);
