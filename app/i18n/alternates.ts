// The same page in every language: what the language switcher links to, and the canonical URL and
// hreflang alternates of every page.
//
// Convention for route modules: a page whose paths the route table cannot derive (a property, a project,
// anything with data in its path) returns `alternates` in its loader data, one path per language plus an
// optional "x-default" (the unprefixed path, which detects the language):
//   return { ..., alternates: { nl: "/nl/te-koop/mechelen/…/123/", fr: "…", en: "…", "x-default": "/property/123/" } };
// Screens of the route table (ids `<screen>.<variant>`) and thank-you pages need nothing: their
// alternates come from the table, with the query string kept.
import { isLanguage, type Language, LANGUAGES } from "./languages.ts";
import { feedbackFormFromSegment, SCREEN_PATHS, type Screen, thankYouPath } from "./route-table.ts";

export type Alternates = Partial<Record<Language | "x-default", string>>;

/** The alternates a page with a fixed path per language returns in its data: each path, and the original as x-default. */
export function alternatesOfPaths(paths: Record<Language | "original", string>): Alternates {
  return {
    ...Object.fromEntries(LANGUAGES.map((language) => [language, paths[language]])),
    "x-default": paths.original,
  };
}

export type PageAlternates = {
  /** The page's path in each enabled language, in the order of `enabled`. */
  languages: { language: Language; path: string }[];
  /** The unprefixed path, or null when the page has none. */
  xDefault: string | null;
};

export type MatchForAlternates = {
  id: string;
  params: Readonly<Record<string, string | undefined>>;
  data: unknown;
};

function isScreen(value: string): value is Screen {
  return value in SCREEN_PATHS;
}

function alternatesInData(data: unknown): Alternates | null {
  if (typeof data !== "object" || data === null || !("alternates" in data)) return null;
  const { alternates } = data;
  if (typeof alternates !== "object" || alternates === null) return null;
  const result: Alternates = {};
  for (const [key, value] of Object.entries(alternates)) {
    if (typeof value === "string" && (key === "x-default" || isLanguage(key))) result[key] = value;
  }
  return result;
}

/**
 * The alternates of the page `match` renders (the deepest route match), or null for a page that exists in
 * no language (the 404 page): then the switcher offers the home page of each language and no canonical
 * URL is written.
 */
export function pageAlternates(
  match: MatchForAlternates,
  search: string,
  enabled: readonly Language[],
): PageAlternates | null {
  const fromData = alternatesInData(match.data);
  if (fromData) {
    return {
      languages: enabled.flatMap((language) => {
        const path = fromData[language];
        return path ? [{ language, path }] : [];
      }),
      xDefault: fromData["x-default"] ?? null,
    };
  }
  const [kind = ""] = match.id.split(".");
  if (isScreen(kind)) {
    const paths = SCREEN_PATHS[kind];
    return {
      languages: enabled.map((language) => ({ language, path: `${paths[language]}${search}` })),
      xDefault: `${paths.original}${search}`,
    };
  }
  const form = kind === "feedback" ? feedbackFormFromSegment(match.params.form ?? "") : null;
  if (form) {
    return {
      languages: enabled.map((language) => ({ language, path: thankYouPath(form, language) })),
      xDefault: thankYouPath(form, "original"),
    };
  }
  return null;
}

/** Where the switcher sends a visitor for `language`: the page in that language, else its home page. */
export function switcherPath(alternates: PageAlternates | null, language: Language): string {
  return (
    alternates?.languages.find((entry) => entry.language === language)?.path ?? SCREEN_PATHS.home[language]
  );
}
