// Where a page's or an article's edit and preview pages are, under the pages screen's path. The preview's
// path contains "preview", so the cookie banner stays away from it (spec §2 "Page behaviour").
import type { Language } from "../../i18n/languages.ts";
import { backOfficePath } from "../back-office/back-office-screens.ts";
import { CONTENT_KINDS, type ContentKind } from "./content-forms.ts";

export function contentEditPath(kind: ContentKind, id: number, language: Language | "original"): string {
  return `${backOfficePath("pages", language)}${kind}/${id}/`;
}

export function contentPreviewPath(kind: ContentKind, id: number, language: Language | "original"): string {
  return `${backOfficePath("pages", language)}preview/${kind}/${id}/`;
}

/** The kind and id of a route's parameters, or null when they name no page or article. */
export function contentTarget(
  kind: string | undefined,
  id: string | undefined,
): { kind: ContentKind; id: number } | null {
  const found = CONTENT_KINDS.find((known) => known === kind);
  if (!found || !id || !/^[1-9][0-9]{0,8}$/.test(id)) return null;
  return { kind: found, id: Number(id) };
}
