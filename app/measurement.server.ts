// The measurement tags of the site configuration (spec §3 site information `analytics`, §7): which
// identifiers are usable, where their scripts load from, and the hosts the Content-Security-Policy must
// allow for them. The script origins are settings (GOOGLE_TAG_ORIGIN, META_PIXEL_ORIGIN) so that a test can
// point them at a stand-in on loopback; in production they stay unset and Google's and Meta's are used.
import { z } from "zod";
import { decodeConsent, type Measurement, type MeasurementIds, tagsAllowed } from "./domain/consent.ts";
import { isPreviewPath } from "./domain/page-behaviour.ts";
import { FACEBOOK_PIXEL_ID, GOOGLE_ANALYTICS_ID, GOOGLE_TAG_MANAGER_ID } from "./domain/analytics-ids.ts";

const blankIsUnset = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const origin = z.preprocess(
  blankIsUnset,
  z
    .url({ protocol: /^https?$/ })
    .transform((url) => new URL(url).origin)
    .optional(),
);

/** The settings' fields, spread into server/env.ts's schema. */
export const MEASUREMENT_SETTINGS = {
  /** Where the Google tag scripts load from; https://www.googletagmanager.com when unset. */
  GOOGLE_TAG_ORIGIN: origin,
  /** Where the Meta pixel script loads from; https://connect.facebook.net when unset. */
  META_PIXEL_ORIGIN: origin,
};

const MeasurementSettingsSchema = z.object(MEASUREMENT_SETTINGS);

// Identifiers as their services write them; anything else is treated as not configured.
const IdsSchema = z.object({
  googleTagManagerId: z.string().trim().regex(GOOGLE_TAG_MANAGER_ID).catch(""),
  googleAnalyticsId: z.string().trim().regex(GOOGLE_ANALYTICS_ID).catch(""),
  facebookPixelId: z.string().trim().regex(FACEBOOK_PIXEL_ID).catch(""),
});

type Origins = { googleOrigin: string | null; metaOrigin: string | null };
let fromProcess: Origins | undefined;

function configuredOrigins(): Origins {
  if (!fromProcess) {
    const settings = MeasurementSettingsSchema.parse({
      GOOGLE_TAG_ORIGIN: process.env.GOOGLE_TAG_ORIGIN,
      META_PIXEL_ORIGIN: process.env.META_PIXEL_ORIGIN,
    });
    fromProcess = {
      googleOrigin: settings.GOOGLE_TAG_ORIGIN ?? null,
      metaOrigin: settings.META_PIXEL_ORIGIN ?? null,
    };
  }
  return fromProcess;
}

type Analytics = { googleTagManagerId?: string; googleAnalyticsId?: string; facebookPixelId?: string };

// Per analytics object of the cached site configuration: read once, not on every request (a changed
// configuration is a new object).
const measured = new WeakMap<Analytics, Measurement | null>();

/** The configured tags with their script origins; null when no identifier is configured. */
export function measurementOf(analytics: Analytics): Measurement | null {
  const known = measured.get(analytics);
  if (known !== undefined) return known;
  const measurement = readMeasurement(analytics);
  measured.set(analytics, measurement);
  return measurement;
}

function readMeasurement(analytics: Analytics): Measurement | null {
  const ids = IdsSchema.parse({
    googleTagManagerId: analytics.googleTagManagerId ?? "",
    googleAnalyticsId: analytics.googleAnalyticsId ?? "",
    facebookPixelId: analytics.facebookPixelId ?? "",
  });
  const measurement: MeasurementIds = {
    googleTagManagerId: ids.googleTagManagerId || null,
    googleAnalyticsId: ids.googleAnalyticsId || null,
    facebookPixelId: ids.facebookPixelId || null,
  };
  if (!measurement.googleTagManagerId && !measurement.googleAnalyticsId && !measurement.facebookPixelId) {
    return null;
  }
  const origins = configuredOrigins();
  return {
    ...measurement,
    googleOrigin: origins.googleOrigin ?? "https://www.googletagmanager.com",
    metaOrigin: origins.metaOrigin ?? "https://connect.facebook.net",
  };
}

/** Hosts a page's CSP adds for the tags it may load, per directive. */
export type MeasurementSources = { script: string[]; connect: string[]; img: string[] };

export const NO_MEASUREMENT_SOURCES: MeasurementSources = { script: [], connect: [], img: [] };

/**
 * The hosts the configured tags need (Google's documented list for the Google tag with Analytics 4; Meta's
 * script host and its collection endpoint), limited to the tags this visitor's stored choice lets load.
 * Without a stored choice they may be agreed to on this very page, so they are allowed; a preview path
 * counts as consent (spec §2). A stand-in origin (tests) replaces the service's hosts.
 */
export function measurementSources(
  measurement: Measurement | null,
  consentCookie: string | null,
  path: string,
): MeasurementSources {
  if (!measurement) return NO_MEASUREMENT_SOURCES;
  const stored = isPreviewPath(path) ? null : decodeConsent(consentCookie);
  const allowed = stored
    ? tagsAllowed(stored, measurement)
    : {
        google: measurement.googleTagManagerId !== null || measurement.googleAnalyticsId !== null,
        meta: measurement.facebookPixelId !== null,
      };
  const sources: MeasurementSources = { script: [], connect: [], img: [] };
  if (allowed.google) {
    if (configuredOrigins().googleOrigin) {
      const standIn = measurement.googleOrigin;
      sources.script.push(standIn);
      sources.connect.push(standIn);
      sources.img.push(standIn);
    } else {
      sources.script.push("https://*.googletagmanager.com");
      sources.connect.push(
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://*.googletagmanager.com",
      );
      sources.img.push("https://*.google-analytics.com", "https://*.googletagmanager.com");
    }
  }
  if (allowed.meta) {
    sources.script.push(measurement.metaOrigin);
    const collector = configuredOrigins().metaOrigin ? measurement.metaOrigin : "https://www.facebook.com";
    sources.connect.push(collector);
    sources.img.push(collector);
  }
  return sources;
}
