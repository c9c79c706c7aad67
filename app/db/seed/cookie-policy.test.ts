// The seeded cookie policy names every cookie and storage key the site writes (issue 11: every sentence
// true of the built site), in every language.
import { describe, expect, it } from "vitest";
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  CONSENT_STORAGE_KEY,
  CONSENT_TYPES,
  consentFlagStorageKey,
} from "../../domain/consent.ts";
import { LEAD_CLIENT_COOKIE, LEAD_CLIENT_MAX_AGE_MS } from "../../features/leads/guard/lead-client.server.ts";
import { LANGUAGE_COOKIE } from "../../i18n/language-detection.ts";
import { COOKIE_POLICY_BODY } from "./site-content-legal.ts";

const LANGUAGES = ["nl", "fr", "en"] as const;
const KEYS = [
  LANGUAGE_COOKIE,
  LEAD_CLIENT_COOKIE,
  CONSENT_COOKIE,
  CONSENT_STORAGE_KEY,
  ...[...CONSENT_TYPES, "embeds" as const].map(consentFlagStorageKey),
  "__Host-session",
];

describe("the seeded cookie policy", () => {
  it.each(LANGUAGES)("consent 8: names every cookie and storage key the site writes (%s)", (language) => {
    const body = COOKIE_POLICY_BODY[language] ?? "";
    // Named as a word of its own: "consent" inside "consent_ad_storage" does not count.
    for (const key of KEYS) expect(body, key).toMatch(new RegExp(`[>\\s,]${key}[<\\s,]`));
  });

  it.each(LANGUAGES)("consent 9: gives the lifetimes the code sets (%s)", (language) => {
    const body = COOKIE_POLICY_BODY[language] ?? "";
    // Six months for the choice, two hours for the form protection.
    expect(Math.round(CONSENT_MAX_AGE_DAYS / 30)).toBe(6);
    expect(body).toMatch(/6 (maanden|mois|months)/);
    expect(LEAD_CLIENT_MAX_AGE_MS).toBe(2 * 60 * 60 * 1000);
    expect(body).toMatch(/2 (uur|heures|hours)/);
  });
});
