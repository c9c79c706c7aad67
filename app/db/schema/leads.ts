// Leads: every visitor request of spec §1 and §3, stored with its consent, its marketing attribution and
// its outgoing e-mails in one transaction (a transactional outbox), before any e-mail is attempted.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
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
  uuid,
} from "drizzle-orm/pg-core";
import { ALERT_FREQUENCIES } from "../../domain/alert-frequency.ts";
import { projects, properties } from "./listings.ts";

/** Every public form that stores a lead; the first nine end on the thank-you pages of spec §2. */
export const LEAD_FORMS = [
  "site-contact",
  "contact-me",
  "contact-appointment",
  "contact-construction",
  "contact-demand",
  "demand-register",
  "send-to-friend",
  "sign-newsletter",
  "testimonial",
  "document-request",
  "rent-profile",
  "purchase-offer",
] as const;
export type LeadFormKind = (typeof LEAD_FORMS)[number];

export const LEAD_STATUSES = ["new", "in_progress", "done"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey(),
    form: text("form", { enum: LEAD_FORMS }).notNull(),
    // The per-render key of the form: a double click or a resubmitted page finds the first lead.
    submissionKey: text("submission_key").notNull().unique(),
    // Digest of the submitted values: tells a resubmission from another request with a reused key.
    payloadDigest: text("payload_digest").notNull(),
    language: text("language").notNull(),
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "set null" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    phone: text("phone"),
    /** The validated, allow-listed fields of the form (never a password). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** Where the agency is with the request (the back office's leads inbox). */
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    /** The agency's own note on the request; never shown to the visitor. */
    internalNote: text("internal_note"),
    /** Raised by every back-office change: a save based on an older version is refused. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt),
    index("leads_email_idx").on(t.email),
    index("leads_property_idx").on(t.propertyId),
  ],
);

/** What the visitor agreed to, when, and under which version of the privacy statement. */
export const leadConsents = pgTable(
  "lead_consents",
  {
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["privacy", "newsletter", "rental_conditions"] }).notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull(),
    statementVersion: text("statement_version").notNull(),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.kind] })],
);

/** Marketing attribution: where the visitor came from when they first landed on the site. */
export const leadAttributions = pgTable("lead_attributions", {
  leadId: uuid("lead_id")
    .primaryKey()
    .references(() => leads.id, { onDelete: "cascade" }),
  utmSource: text("utm_source"),
  utmMedium: text("utm_medium"),
  utmCampaign: text("utm_campaign"),
  utmTerm: text("utm_term"),
  utmContent: text("utm_content"),
  gclid: text("gclid"),
  fbclid: text("fbclid"),
  landingPage: text("landing_page"),
  referrer: text("referrer"),
});

export type OutboxAttachment = { filename: string; storedPath: string; contentType: string };

/**
 * Outgoing e-mails, written with their lead. The worker claims a message with a lease, so a process
 * that dies mid-delivery leaves it to the next one; a message that keeps failing stays queued.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    kind: text("kind", {
      // A confirmation_request carries a signed link the visitor must follow (a visit, a subscription):
      // these are the only e-mails an unconfirmed address gets, and they are counted per address.
      enum: [
        "agency_notification",
        "visitor_confirmation",
        "confirmation_request",
        "friend_recommendation",
        "documents",
        // A password reset or invitation link (app/features/accounts/account-mail.server.ts).
        "account_link",
        "search_alert",
      ],
    }).notNull(),
    recipient: text("recipient").notNull(),
    replyTo: text("reply_to"),
    language: text("language").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default([]),
    status: text("status", { enum: ["queued", "delivered"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    transport: text("transport", { enum: ["smtp", "file"] }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("outbox_messages_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index("outbox_messages_lead_idx").on(t.leadId),
    index("outbox_messages_recipient_idx").on(t.recipient, t.kind, t.createdAt),
  ],
);

/** A search alert of the demand register ("keep me informed", spec §3). */
export const searchAlerts = pgTable(
  "search_alerts",
  {
    id: uuid("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    language: text("language").notNull(),
    goal: text("goal", { enum: ["buy", "rent"] }).notNull(),
    typeIds: jsonb("type_ids").$type<number[]>().notNull(),
    zips: jsonb("zips").$type<string[]>().notNull().default([]),
    towns: jsonb("towns").$type<string[]>().notNull().default([]),
    /** The towns folded for comparison (`foldForSearch`), matched against `cities.search_name`. */
    townKeys: jsonb("town_keys").$type<string[]>().notNull().default([]),
    /** A circle on the map (domain/search-area.ts): its centre and radius, all three set or none. */
    areaLatitude: doublePrecision("area_latitude"),
    areaLongitude: doublePrecision("area_longitude"),
    areaRadiusKm: smallint("area_radius_km"),
    minPrice: integer("min_price"),
    maxPrice: integer("max_price"),
    minBedrooms: smallint("min_bedrooms"),
    maxBedrooms: smallint("max_bedrooms"),
    minBathrooms: smallint("min_bathrooms"),
    minGarages: smallint("min_garages"),
    minParkings: smallint("min_parkings"),
    terrace: boolean("terrace").notNull().default(false),
    garden: boolean("garden").notNull().default(false),
    passwordHash: text("password_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the visitor followed the e-mail's confirmation link; an unconfirmed alert sends nothing. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    frequency: text("frequency", { enum: ALERT_FREQUENCIES }).notNull().default("instant"),
    /** Set while the subscriber paused the alert from the manage page; a paused alert matches nothing. */
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    /** When the alert's last e-mail was queued: a digest is due a day or a week after it. */
    lastMailedAt: timestamp("last_mailed_at", { withTimezone: true }),
  },
  (t) => [
    // An address's alerts whatever the case it was typed in: the manage page and the searcher's account.
    index("search_alerts_email_lower_idx").on(sql`lower(${t.email})`),
    // Matching a listing reads only active alerts, found by zip code or town (search-alerts/).
    index("search_alerts_active_idx")
      .on(t.confirmedAt)
      .where(sql`${t.confirmedAt} IS NOT NULL AND ${t.unsubscribedAt} IS NULL AND ${t.pausedAt} IS NULL`),
    index("search_alerts_zips_idx")
      .using("gin", sql`${t.zips} jsonb_path_ops`)
      .where(sql`${t.confirmedAt} IS NOT NULL AND ${t.unsubscribedAt} IS NULL AND ${t.pausedAt} IS NULL`),
    index("search_alerts_town_keys_idx")
      .using("gin", sql`${t.townKeys} jsonb_path_ops`)
      .where(sql`${t.confirmedAt} IS NOT NULL AND ${t.unsubscribedAt} IS NULL AND ${t.pausedAt} IS NULL`),
    // Alerts with a map area, found by their centre's latitude before any distance is computed.
    index("search_alerts_area_idx")
      .on(t.areaLatitude)
      .where(
        sql`${t.confirmedAt} IS NOT NULL AND ${t.unsubscribedAt} IS NULL AND ${t.pausedAt} IS NULL AND ${t.areaLatitude} IS NOT NULL`,
      ),
    check(
      "search_alerts_area_whole",
      sql`(${t.areaLatitude} IS NULL) = (${t.areaLongitude} IS NULL) AND (${t.areaLatitude} IS NULL) = (${t.areaRadiusKm} IS NULL)`,
    ),
  ],
);

/**
 * One row per address. Subscribed means confirmed and not unsubscribed; a new sign-up only asks for a
 * confirmation again (`confirmationRequestedAt`, bound into the link), it never undoes an unsubscribe.
 */
export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: uuid("id").primaryKey(),
  email: text("email").notNull().unique(),
  language: text("language").notNull(),
  leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
  subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
  confirmationRequestedAt: timestamp("confirmation_requested_at", { withTimezone: true }),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
});

/**
 * Online visit appointments (spec §4): one confirmed visit per property and time slot. A booking is
 * pending until the visitor (or the agency) confirms it; meanwhile it may hold its slot until
 * `holdUntil` (null: it holds nothing), and its confirmation link works until `confirmBy`.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    slotDate: date("slot_date", { mode: "string" }).notNull(),
    slotCode: text("slot_code").notNull(),
    status: text("status", { enum: ["pending", "confirmed", "cancelled"] })
      .notNull()
      .default("pending"),
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    confirmBy: timestamp("confirm_by", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("appointments_slot_idx")
      .on(t.propertyId, t.slotDate, t.slotCode)
      .where(sql`${t.status} = 'confirmed'`),
    index("appointments_pending_idx")
      .on(t.propertyId, t.slotDate)
      .where(sql`${t.status} = 'pending'`),
    index("appointments_lead_idx").on(t.leadId),
  ],
);

/** Document requests (spec §4): a visitor asks once per property; a second ask is answered, not stored. */
export const documentRequests = pgTable(
  "document_requests",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("document_requests_property_email_idx").on(t.propertyId, t.email)],
);

/** A CV sent with the site contact form, stored outside the web root under a generated name. */
export const cvUploads = pgTable("cv_uploads", {
  leadId: uuid("lead_id")
    .primaryKey()
    .references(() => leads.id, { onDelete: "cascade" }),
  storedName: text("stored_name").notNull().unique(),
  originalName: text("original_name").notNull(),
  contentType: text("content_type").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
});

/** Keys the site generates once and shares across app servers (form tickets, unsubscribe links). */
export const siteSecrets = pgTable("site_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
