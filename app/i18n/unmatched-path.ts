// Where a path that no route answers should go, before the 404 page is given (spec §2):
// - "The path may start with a two-letter language code. If it matches an enabled language, that language
//   is applied": an enabled language's prefix before an original path of the route table (`/fr/for-sale/`,
//   `/en/privacy/`, `/nl/testimonial/`) leads to that screen in the prefix's language;
// - "/for-sale/ and /for-rent/ fall back to a match on the path's last segment": a path ending in
//   `for-sale/` or `for-rent/` under any other prefix leads to the list, in the prefix's language if it
//   names an enabled one.
// The answer is always a path of the route table, so following it never comes back here.
import { isLanguage, type Language } from "./languages.ts";
import {
  FEEDBACK_PREFIX,
  feedbackFormFromSegment,
  LEAD_PAGE_PATHS,
  LEAD_PAGES,
  SCREEN_PATHS,
  screenOfPath,
  thankYouPath,
} from "./route-table.ts";

function samePath(a: string, b: string): boolean {
  const normal = (path: string) => (path.endsWith("/") ? path : `${path}/`).toLowerCase();
  return normal(a) === normal(b);
}

function inLanguage(inner: string, language: Language): string | null {
  const screen = screenOfPath(inner);
  if (screen) return SCREEN_PATHS[screen][language];
  const page = LEAD_PAGES.find((candidate) =>
    Object.values(LEAD_PAGE_PATHS[candidate]).some((path) => samePath(path, inner)),
  );
  if (page) return LEAD_PAGE_PATHS[page][language];
  for (const prefix of Object.values(FEEDBACK_PREFIX)) {
    if (!inner.toLowerCase().startsWith(prefix.toLowerCase())) continue;
    const form = feedbackFormFromSegment(inner.slice(prefix.length).replace(/\/$/, ""));
    if (form) return thankYouPath(form, language);
  }
  return null;
}

/** The path `pathname` stands for, or null when it names nothing (the 404 page). */
export function pathForUnmatched(pathname: string, enabled: readonly Language[]): string | null {
  const segments = pathname.split("/").filter(Boolean);
  const first = segments[0]?.toLowerCase();
  const language = isLanguage(first) && enabled.includes(first) ? first : null;
  if (language) {
    const found = inLanguage(`/${segments.slice(1).join("/")}/`, language);
    if (found && !samePath(found, pathname)) return found;
  }
  const last = segments.at(-1)?.toLowerCase();
  const variant = language ?? "original";
  if (last === "for-sale") return SCREEN_PATHS.forSale[variant];
  if (last === "for-rent") return SCREEN_PATHS.forRent[variant];
  return null;
}
