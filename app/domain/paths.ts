// Paths and links (spec §2 "menus and links"): article paths, the link-translation table, external links
// and a property's parent path.
import { slugify } from "./slug.ts";

/**
 * "/{category}/{sub-category}/{article}/" from the names that are given, each slugified (lowercase,
 * diacritics removed, punctuation stripped, spaces to hyphens) with a trailing slash (spec §2).
 */
export function articlePath(
  category?: string | null,
  subCategory?: string | null,
  name?: string | null,
): string {
  const segments = [category, subCategory, name].map((part) => slugify(part)).filter((part) => part !== "");
  return segments.length === 0 ? "/" : `/${segments.join("/")}/`;
}

export type Breadcrumb = { path: string; label?: string };

/** One known path: its original path, its path per language, its breadcrumb and, for projects, a link elsewhere. */
export type LinkTableEntry = {
  originalPath: string;
  paths: Readonly<Partial<Record<string, string>>>;
  breadcrumbs?: readonly Breadcrumb[];
  externalLink?: string | null;
};

/** Where a link goes when the table does not know it (spec §2). */
export const FALLBACK_PATH = "/";

// /for-sale/ and /for-rent/ are also matched on the last segment of a path (spec §2).
const LAST_SEGMENT_MATCHED = new Set(["/for-sale/", "/for-rent/"]);

function normalize(path: string): string {
  const trimmed = path.trim();
  const withLeading = trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
  return withLeading.endsWith("/") ? withLeading : `${withLeading}/`;
}

function lastSegment(path: string): string {
  return path.split("/").filter(Boolean).at(-1)?.toLowerCase() ?? "";
}

function pathsOf(entry: LinkTableEntry): string[] {
  return [entry.originalPath, ...Object.values(entry.paths)].filter(
    (p): p is string => typeof p === "string",
  );
}

function findEntry(table: readonly LinkTableEntry[], path: string): LinkTableEntry | undefined {
  const exact = table.find((entry) => pathsOf(entry).some((known) => normalize(known) === path));
  if (exact) return exact;
  const lower = path.toLowerCase();
  const caseless = table.find((entry) =>
    pathsOf(entry).some((known) => normalize(known).toLowerCase() === lower),
  );
  if (caseless) return caseless;
  const segment = lastSegment(path);
  if (!segment) return undefined;
  return table.find(
    (entry) =>
      LAST_SEGMENT_MATCHED.has(normalize(entry.originalPath)) &&
      pathsOf(entry).some((known) => lastSegment(known) === segment),
  );
}

function inLanguage(entry: LinkTableEntry, language: string): string {
  return entry.paths[language] ?? entry.originalPath;
}

/**
 * The path of `path` in `language` through the table of known paths (spec §2): matched on any of an
 * entry's paths, then, for /for-sale/ and /for-rent/, on the last segment; a project's external link wins.
 * Unknown paths go to the home page in that language, "/" when the table has no home. Query and fragment
 * are kept; external links are returned as they are.
 */
export function translateLink(table: readonly LinkTableEntry[], path: string, language: string): string {
  if (isExternalLink(path)) return path.trim();
  const suffixAt = path.search(/[?#]/);
  const bare = suffixAt === -1 ? path : path.slice(0, suffixAt);
  const suffix = suffixAt === -1 ? "" : path.slice(suffixAt);
  const entry = findEntry(table, normalize(bare));
  if (entry?.externalLink) return entry.externalLink;
  if (entry) return `${inLanguage(entry, language)}${suffix}`;
  const home = findEntry(table, "/");
  return home && normalize(home.originalPath) === "/" ? inLanguage(home, language) : FALLBACK_PATH;
}

/** The breadcrumb trail of a known path, empty when the table does not know it. */
export function breadcrumbsOf(table: readonly LinkTableEntry[], path: string): readonly Breadcrumb[] {
  return findEntry(table, normalize(path.split(/[?#]/)[0] ?? ""))?.breadcrumbs ?? [];
}

/**
 * Whether a link leaves the site: an http or https address (spec §2: it opens in a new tab). With the
 * site's origin, an absolute link to the site itself is not external.
 */
export function isExternalLink(href: string | null | undefined, siteOrigin?: string): boolean {
  if (typeof href !== "string" || !/^https?:\/\//i.test(href.trim())) return false;
  if (!siteOrigin) return true;
  try {
    return new URL(href.trim()).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}

/** A property's parent path is its first breadcrumb (spec §2); "/" without breadcrumbs. */
export function parentPathOf(breadcrumbs: readonly (Breadcrumb | string)[] | null | undefined): string {
  const first = breadcrumbs?.[0];
  if (first === undefined) return FALLBACK_PATH;
  const path = typeof first === "string" ? first : first.path;
  return path.trim() === "" ? FALLBACK_PATH : path;
}

/**
 * A child menu's link (spec §2 "Child menus are nested under the parent path"): a relative path value
 * ("team/") is nested under the parent's path ("/over-ons/" → "/over-ons/team/"); a path that starts with
 * "/" or a scheme already names its own page and is kept as it is.
 */
export function childMenuPath(parentPath: string, childPath: string): string {
  if (childPath.startsWith("/") || /^[a-z][a-z0-9+.-]*:/i.test(childPath)) return childPath;
  const segments = childPath.split(/[?#]/, 1)[0] ?? "";
  const rest = childPath.slice(segments.length);
  const base = parentPath.split(/[?#]/, 1)[0] ?? "/";
  const joined = `${base.endsWith("/") ? base : `${base}/`}${segments.replace(/^\.\//, "")}`;
  return `${joined.endsWith("/") || segments === "" ? joined : `${joined}/`}${rest}`;
}
