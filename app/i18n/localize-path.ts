// Links translated to a language through the table of known paths (spec §2 "Menus and links"): a
// configured path (original or in any language) becomes the same screen's path in the wanted language.
import type { Language } from "./languages.ts";
import { SCREEN_PATHS, type Screen } from "./route-table.ts";

const SCREENS = Object.keys(SCREEN_PATHS).filter((key): key is Screen => key in SCREEN_PATHS);

function normalized(path: string): string {
  const lower = path.toLowerCase();
  return lower.endsWith("/") ? lower : `${lower}/`;
}

const screenByPath = new Map<string, Screen>();
const screenBySegment = new Map<string, Screen>();
for (const screen of SCREENS) {
  for (const path of Object.values(SCREEN_PATHS[screen])) {
    screenByPath.set(normalized(path), screen);
    const segment = lastSegment(path);
    if (segment && !screenBySegment.has(segment)) screenBySegment.set(segment, screen);
  }
}

function lastSegment(path: string): string | undefined {
  return path.toLowerCase().split("/").filter(Boolean).at(-1);
}

/** The screen a path names, in any of its languages or its original form; null when none. */
export function screenOfPath(path: string): Screen | null {
  return screenByPath.get(normalized(path)) ?? null;
}

/**
 * `path` in `language`: "/for-sale/" → "/fr/a-vendre/". Unknown paths fall back to a screen whose path ends
 * in the same segment ("/x/te-koop/" → for sale), then to the home page (spec §2: the fallback path is /).
 * Query and fragment are kept. External links are returned as they are.
 */
export function localizePath(path: string, language: Language): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  const [, pathname = "/", rest = ""] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  const segment = lastSegment(pathname);
  const screen =
    screenOfPath(pathname) ?? (segment === undefined ? "home" : (screenBySegment.get(segment) ?? null));
  return `${SCREEN_PATHS[screen ?? "home"][language]}${screen ? rest : ""}`;
}
