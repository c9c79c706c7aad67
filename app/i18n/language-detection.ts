// Which language a request is served in (spec §2 language prefix, §4 detection order), decided on the
// server: the path's prefix, then the `lng` query parameter, then the cookie, then Accept-Language, then
// the site's default language.
import { isLanguage, type Language } from "./languages.ts";

export const LANGUAGE_COOKIE = "lng";

export type LanguageRequest = {
  pathname: string;
  /** The `lng` query parameter, if any. */
  query: string | null;
  /** The raw Cookie header, if any. */
  cookie: string | null;
  /** The raw Accept-Language header, if any. */
  acceptLanguage: string | null;
};

export type LanguageResolution = {
  language: Language;
  source: "path" | "query" | "cookie" | "accept-language" | "default";
  /**
   * True when the path starts with a two-letter code that is not an enabled language (/de/ while German is
   * off, /xx/): such a page does not exist and answers the 404 page, in the language detected otherwise.
   */
  unknownPrefix: boolean;
  /**
   * True when the visitor chose a language (by its path or ?lng=) other than the one an unprefixed page
   * would give them; only then is the cookie written, so a visitor whose browser already speaks the page's
   * language gets no cookie and their page stays shareable by the page cache.
   */
  remember: boolean;
};

/** The two-letter code the path starts with (`/fr/a-vendre/` → "fr"), or null. */
export function pathPrefix(pathname: string): string | null {
  const match = /^\/([A-Za-z]{2})(?:\/|$)/.exec(pathname);
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** The language a path names through an enabled prefix, or null for unprefixed and unknown prefixes. */
export function languageOfPath(pathname: string, enabled: readonly Language[]): Language | null {
  const prefix = pathPrefix(pathname);
  return prefix !== null && isEnabled(prefix, enabled) ? prefix : null;
}

function isEnabled(code: string, enabled: readonly Language[]): code is Language {
  return isLanguage(code) && enabled.includes(code);
}

export function cookieValue(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/**
 * The site's languages in the order the browser prefers them, from an Accept-Language header such as
 * "fr-BE,fr;q=0.9,en;q=0.8". Region subtags are ignored (nl-BE and nl-NL are both Dutch); q=0 refuses.
 */
export function rankedLanguages(header: string | null): Language[] {
  if (!header) return [];
  const ranked = header
    .split(",")
    .map((entry, order) => {
      const [range = "", ...parameters] = entry.trim().split(";");
      const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      const quality = q === undefined ? 1 : Number(q);
      return {
        code: range.trim().slice(0, 2).toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        order,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  const languages: Language[] = [];
  for (const { code } of ranked) if (isLanguage(code) && !languages.includes(code)) languages.push(code);
  return languages;
}

/** The enabled language the browser prefers most, or null. */
export function preferredLanguage(header: string | null, enabled: readonly Language[]): Language | null {
  return rankedLanguages(header).find((code) => enabled.includes(code)) ?? null;
}

export function resolveLanguage(
  request: LanguageRequest,
  enabled: readonly Language[],
  defaultLanguage: Language,
): LanguageResolution {
  const detected = detectedLanguage(request, enabled, defaultLanguage);
  const prefix = pathPrefix(request.pathname);
  const unknownPrefix = prefix !== null && !isEnabled(prefix, enabled);
  const query = request.query?.toLowerCase() ?? null;
  const chosen =
    prefix !== null && isEnabled(prefix, enabled)
      ? { language: prefix, source: "path" as const }
      : query !== null && isEnabled(query, enabled)
        ? { language: query, source: "query" as const }
        : null;
  if (!chosen) return { ...detected, unknownPrefix, remember: false };
  return { ...chosen, unknownPrefix, remember: chosen.language !== detected.language };
}

/** The language an unprefixed page gets: cookie, then Accept-Language, then the site default. */
function detectedLanguage(
  request: LanguageRequest,
  enabled: readonly Language[],
  defaultLanguage: Language,
): { language: Language; source: "cookie" | "accept-language" | "default" } {
  const cookie = cookieValue(request.cookie, LANGUAGE_COOKIE);
  if (cookie !== null && isEnabled(cookie, enabled)) return { language: cookie, source: "cookie" };
  const accepted = preferredLanguage(request.acceptLanguage, enabled);
  if (accepted) return { language: accepted, source: "accept-language" };
  const fallback = enabled.includes(defaultLanguage) ? defaultLanguage : (enabled[0] ?? defaultLanguage);
  return { language: fallback, source: "default" };
}

/** The Set-Cookie value that remembers `language` for a year. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}
