// Links translated to a language through the table of known paths (spec §2 "Menus and links"): a
// configured path (original or in any language) becomes the same screen's path in the wanted language.
import { type LinkTableEntry, translateLink } from "../domain/paths.ts";
import type { Language } from "./languages.ts";
import { SCREEN_PATHS, type Screen } from "./route-table.ts";

const SCREENS = Object.keys(SCREEN_PATHS).filter((key): key is Screen => key in SCREEN_PATHS);

function normalized(path: string): string {
  const lower = path.toLowerCase();
  return lower.endsWith("/") ? lower : `${lower}/`;
}

const screenByPath = new Map<string, Screen>();
for (const screen of SCREENS) {
  for (const path of Object.values(SCREEN_PATHS[screen])) screenByPath.set(normalized(path), screen);
}

const LINK_TABLE: LinkTableEntry[] = SCREENS.map((screen) => {
  const { original, ...paths } = SCREEN_PATHS[screen];
  return { originalPath: original, paths };
});

/** The screen a path names, in any of its languages or its original form; null when none. */
export function screenOfPath(path: string): Screen | null {
  return screenByPath.get(normalized(path)) ?? null;
}

/**
 * `path` in `language`: "/for-sale/" → "/fr/a-vendre/", with the spec's fallbacks (app/domain/paths.ts):
 * the for-sale and for-rent lists also match on the last segment, anything else unknown goes home. Query
 * and fragment are kept. External and other-scheme links (tel:, mailto:) are returned as they are.
 */
export function localizePath(path: string, language: Language): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  return translateLink(LINK_TABLE, path, language);
}
