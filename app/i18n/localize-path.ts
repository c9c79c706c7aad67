// Links translated to a language through the table of known paths (spec §2 "Menus and links"): a
// configured path (original or in any language) becomes the same screen's path in the wanted language.
import { type LinkTableEntry, translateLink } from "../domain/paths.ts";
import type { Language } from "./languages.ts";
import { SCREEN_PATHS, SCREENS } from "./route-table.ts";

export { screenOfPath } from "./route-table.ts";

const LINK_TABLE: LinkTableEntry[] = SCREENS.map((screen) => {
  const { original, ...paths } = SCREEN_PATHS[screen];
  return { originalPath: original, paths };
});

/**
 * `path` in `language`: "/for-sale/" → "/fr/a-vendre/", with the spec's fallbacks (app/domain/paths.ts):
 * the for-sale and for-rent lists also match on the last segment, anything else unknown goes home. Query
 * and fragment are kept. External and other-scheme links (tel:, mailto:) are returned as they are.
 */
export function localizePath(path: string, language: Language): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  return translateLink(LINK_TABLE, path, language);
}
