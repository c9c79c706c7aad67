import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cookieValue,
  languageOfPath,
  pathPrefix,
  preferredLanguage,
  resolveLanguage,
  type LanguageRequest,
} from "./language-detection.ts";
import { LANGUAGES, type Language } from "./languages.ts";

const ENABLED: Language[] = ["nl", "fr", "en"];

function request(overrides: Partial<LanguageRequest>): LanguageRequest {
  return { pathname: "/", query: null, cookie: null, acceptLanguage: null, ...overrides };
}

describe("resolveLanguage", () => {
  it("serves an unprefixed page in the site's default language when nothing else is known", () => {
    expect(resolveLanguage(request({ pathname: "/for-sale/" }), ENABLED, "nl")).toEqual({
      language: "nl",
      source: "default",
      unknownPrefix: false,
      remember: false,
    });
  });

  it("prefers the path prefix over the query, the cookie and the browser", () => {
    const resolved = resolveLanguage(
      request({ pathname: "/fr/a-vendre/", query: "en", cookie: "lng=nl", acceptLanguage: "en" }),
      ENABLED,
      "nl",
    );
    expect(resolved.language).toBe("fr");
    expect(resolved.source).toBe("path");
  });

  it("follows the detection order: query, cookie, Accept-Language, default", () => {
    const all = { query: "en", cookie: "other=1; lng=fr", acceptLanguage: "nl-BE,nl;q=0.9" };
    expect(resolveLanguage(request(all), ENABLED, "nl").source).toBe("query");
    expect(resolveLanguage(request({ ...all, query: null }), ENABLED, "nl")).toMatchObject({
      language: "fr",
      source: "cookie",
    });
    expect(resolveLanguage(request({ ...all, query: null, cookie: null }), ENABLED, "fr")).toMatchObject({
      language: "nl",
      source: "accept-language",
    });
  });

  it("ignores a cookie, query or browser language that is not enabled", () => {
    const resolved = resolveLanguage(
      request({ query: "de", cookie: "lng=de", acceptLanguage: "de-DE,de;q=0.9" }),
      ENABLED,
      "fr",
    );
    expect(resolved).toMatchObject({ language: "fr", source: "default" });
  });

  it("flags a prefix naming a language that is not in use, or no language at all", () => {
    for (const pathname of ["/de/", "/de/zu-verkaufen/", "/xx/te-koop/", "/DE/"]) {
      const resolved = resolveLanguage(request({ pathname, acceptLanguage: "en" }), ENABLED, "nl");
      expect(resolved).toMatchObject({ unknownPrefix: true, language: "en" });
    }
    const german = resolveLanguage(request({ pathname: "/de/" }), [...ENABLED, "de"], "nl");
    expect(german).toMatchObject({ unknownPrefix: false, language: "de" });
  });

  it("remembers a language only when the visitor chose one other than the detected one", () => {
    expect(resolveLanguage(request({ pathname: "/nl/" }), ENABLED, "nl").remember).toBe(false);
    expect(resolveLanguage(request({ pathname: "/fr/" }), ENABLED, "nl").remember).toBe(true);
    expect(resolveLanguage(request({ pathname: "/fr/", cookie: "lng=fr" }), ENABLED, "nl").remember).toBe(
      false,
    );
    expect(
      resolveLanguage(request({ pathname: "/fr/", acceptLanguage: "fr-BE" }), ENABLED, "nl").remember,
    ).toBe(false);
    expect(resolveLanguage(request({ pathname: "/nl/", cookie: "lng=fr" }), ENABLED, "nl").remember).toBe(
      true,
    );
    expect(resolveLanguage(request({ query: "en" }), ENABLED, "nl").remember).toBe(true);
    expect(resolveLanguage(request({ cookie: "lng=fr" }), ENABLED, "nl").remember).toBe(false);
  });

  it("always answers an enabled language, whatever the request carries", () => {
    const text = fc.oneof(fc.constant(null), fc.string(), fc.constantFrom(...LANGUAGES, "xx", "NL", "fr-BE"));
    fc.assert(
      fc.property(
        fc.string(),
        text,
        text,
        text,
        fc.subarray([...LANGUAGES], { minLength: 1 }),
        fc.constantFrom(...LANGUAGES),
        (pathname, query, cookie, acceptLanguage, enabled, defaultLanguage) => {
          const resolved = resolveLanguage(
            { pathname, query, cookie, acceptLanguage },
            enabled,
            defaultLanguage,
          );
          expect(enabled).toContain(resolved.language);
        },
      ),
    );
  });
});

describe("preferredLanguage", () => {
  it("picks the highest-quality enabled language, ignoring regions", () => {
    expect(preferredLanguage("de-DE,de;q=0.9,fr;q=0.5,en;q=0.7", ENABLED)).toBe("en");
    expect(preferredLanguage("nl-NL", ENABLED)).toBe("nl");
    expect(preferredLanguage("en;q=0,fr;q=0.1", ENABLED)).toBe("fr");
    expect(preferredLanguage("*", ENABLED)).toBeNull();
    expect(preferredLanguage("", ENABLED)).toBeNull();
  });
});

describe("paths and cookies", () => {
  it("reads a two-letter prefix only as the first whole segment", () => {
    expect(pathPrefix("/fr/a-vendre/")).toBe("fr");
    expect(pathPrefix("/en")).toBe("en");
    expect(pathPrefix("/for-sale/")).toBeNull();
    expect(pathPrefix("/Disclaimer/")).toBeNull();
    expect(languageOfPath("/de/", ENABLED)).toBeNull();
    expect(languageOfPath("/nl/te-koop/", ENABLED)).toBe("nl");
  });

  it("finds a cookie among others", () => {
    expect(cookieValue("a=1; lng=fr; b=2", "lng")).toBe("fr");
    expect(cookieValue("xlng=fr", "lng")).toBeNull();
    expect(cookieValue(null, "lng")).toBeNull();
  });
});
