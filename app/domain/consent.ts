// Cookie consent (spec §2 page behaviour, §4 cookie consent, §7): the visitor's choice, how it is stored,
// what Google Consent Mode v2 is told and which measurement tags it lets load. Pure: the browser code in
// app/features/consent/ reads and writes it; the server reads the cookie for the CSP and to tell whether the
// page asks for a choice.
import { RESET_CONSENT_PARAMETER } from "./page-behaviour.ts";

/** The four switchable types of Google Consent Mode v2, in the order the settings list them (spec §4). */
export const CONSENT_TYPES = [
  "analytics_storage",
  "ad_storage",
  "ad_user_data",
  "ad_personalization",
] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];

/**
 * A stored choice: the four Consent Mode types, and `embeds` for content of other sites shown in the page
 * (maps, street view, videos, virtual tours, the home banner's video), which the placeholders' "always
 * allow" sets. Nothing is granted unless the visitor switched it on.
 */
export type ConsentChoice = Record<ConsentType | "embeds", boolean>;

export const NOTHING_GRANTED: ConsentChoice = {
  analytics_storage: false,
  ad_storage: false,
  ad_user_data: false,
  ad_personalization: false,
  embeds: false,
};

export const EVERYTHING_GRANTED: ConsentChoice = {
  analytics_storage: true,
  ad_storage: true,
  ad_user_data: true,
  ad_personalization: true,
  embeds: true,
};

/** The first-party cookie that carries the choice to the next page; the server reads it for the CSP only. */
export const CONSENT_COOKIE = "consent";
/** Six months, after which the banner asks again (the cookie policy says so). */
export const CONSENT_MAX_AGE_DAYS = 182;

const FLAG_ORDER = [...CONSENT_TYPES, "embeds"] as const;
const COOKIE_VALUE = /^v1\.([01]{5})$/;

/** Whether the consent cookie's value is a choice this version wrote (`decodeConsent`). */
export function hasStoredConsent(consentCookie: string | null | undefined): boolean {
  return decodeConsent(consentCookie) !== null;
}

/**
 * Whether a page shows the cookie banner from its first paint: no choice is stored, or `?setcookies` asks
 * again (spec §2, §4). The server decides it, so the browser reads no cookie before it paints; the page
 * cache keeps a page apart for each answer (server/html-cache.ts).
 */
export function asksForConsent(consentCookie: string | null | undefined, url: URL): boolean {
  return !hasStoredConsent(consentCookie) || url.searchParams.has(RESET_CONSENT_PARAMETER);
}

/** `v1.` and one digit per flag: short, no personal data, nothing a visitor could be told apart by. */
export function encodeConsent(choice: ConsentChoice): string {
  return `v1.${FLAG_ORDER.map((flag) => (choice[flag] ? "1" : "0")).join("")}`;
}

/** The stored choice, or null when the value is missing or not one this version wrote (ask again). */
export function decodeConsent(value: string | null | undefined): ConsentChoice | null {
  const digits = value ? COOKIE_VALUE.exec(value)?.[1] : undefined;
  if (!digits) return null;
  const choice = { ...NOTHING_GRANTED };
  FLAG_ORDER.forEach((flag, index) => {
    choice[flag] = digits[index] === "1";
  });
  return choice;
}

/** Local storage keys (spec §4 step 4): the consent, the four Consent Mode flags and the embeds' flag. */
export const CONSENT_STORAGE_KEY = "consent";
export function consentFlagStorageKey(flag: ConsentType | "embeds"): string {
  return `consent_${flag}`;
}

/** How the visitor decided, stored under CONSENT_STORAGE_KEY. */
export type ConsentDecision = "all" | "partly" | "none";
export function decisionOf(choice: ConsentChoice): ConsentDecision {
  const granted = FLAG_ORDER.filter((flag) => choice[flag]).length;
  if (granted === FLAG_ORDER.length) return "all";
  return granted === 0 ? "none" : "partly";
}

export type ConsentModeState = Record<ConsentType, "granted" | "denied">;

export function consentModeState(choice: ConsentChoice): ConsentModeState {
  return {
    analytics_storage: choice.analytics_storage ? "granted" : "denied",
    ad_storage: choice.ad_storage ? "granted" : "denied",
    ad_user_data: choice.ad_user_data ? "granted" : "denied",
    ad_personalization: choice.ad_personalization ? "granted" : "denied",
  };
}

/** The site configuration's identifiers (spec §3 site information `analytics`), blanks as absent. */
export type MeasurementIds = {
  googleTagManagerId: string | null;
  googleAnalyticsId: string | null;
  facebookPixelId: string | null;
};

/** What the browser needs to load the tags after consent (app/measurement.server.ts makes it). */
export type Measurement = MeasurementIds & { googleOrigin: string; metaOrigin: string };

/** Which tags a choice lets load: Google's for analytics or ad storage, Meta's pixel for ad storage and ad user data. */
export function tagsAllowed(choice: ConsentChoice, ids: MeasurementIds): { google: boolean; meta: boolean } {
  const hasGoogle = ids.googleTagManagerId !== null || ids.googleAnalyticsId !== null;
  return {
    google: hasGoogle && (choice.analytics_storage || choice.ad_storage),
    meta: ids.facebookPixelId !== null && choice.ad_storage && choice.ad_user_data,
  };
}

/** One gtag() call, as its arguments. */
export type GtagCommand =
  | ["consent", "default" | "update", ConsentModeState]
  | ["js", Date]
  | ["config", string, { send_page_view: false }]
  | ["event", "page_view", { page_location: string; page_title: string }];

/** What Consent Mode is told when the page starts: everything denied, before any tag can run. */
export function consentDefaultCommand(): GtagCommand {
  return ["consent", "default", consentModeState(NOTHING_GRANTED)];
}

/**
 * The gtag() calls once a choice is known, in Google's documented order: the default was set at start
 * (consentDefaultCommand), then the update, then the tag's set-up, then the page view. Nothing but the
 * update when the choice lets no Google tag load.
 */
export function consentChoiceCommands(
  choice: ConsentChoice,
  ids: MeasurementIds,
  page: { location: string; title: string },
  now: Date,
): GtagCommand[] {
  const commands: GtagCommand[] = [["consent", "update", consentModeState(choice)]];
  if (!tagsAllowed(choice, ids).google) return commands;
  commands.push(["js", now]);
  if (ids.googleAnalyticsId) commands.push(["config", ids.googleAnalyticsId, { send_page_view: false }]);
  commands.push(pageViewCommand(page));
  return commands;
}

export function pageViewCommand(page: { location: string; title: string }): GtagCommand {
  return ["event", "page_view", { page_location: page.location, page_title: page.title }];
}

/** Whether a choice takes back something the earlier one granted (loaded tags must be unloaded). */
export function withdraws(next: ConsentChoice, before: ConsentChoice): boolean {
  return FLAG_ORDER.some((flag) => before[flag] && !next[flag]);
}
