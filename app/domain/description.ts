// Description cleaning (spec §5): HTML from the listing source to a short plain-text teaser.
import { decodeEntities } from "./html-entities.ts";

export type CleanDescriptionOptions = { limit?: number; ellipsis?: boolean };

export const DESCRIPTION_LIMIT = 250;
export const ELLIPSIS = "…";
/** A word break is preferred when it keeps at least 80 % of the limit (spec §5). */
export const WORD_BREAK_RATIO = 0.8;

// Elements whose content is never text for a visitor.
const HIDDEN_CONTENT =
  /<(script|style|noscript|template|iframe|object|svg|math|head|title)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
// Tags that separate words when a browser renders them.
const WORD_BREAKING_TAG =
  /<\/?(?:p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|tr|td|th|table|thead|tbody|blockquote|section|article|header|footer|pre|address)\b[^>]*>/gi;
const ANY_TAG = /<\/?[A-Za-z][^>]*>|<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\?[^>]*>/g;

/** The visible text of an HTML fragment: tags removed, entities decoded, whitespace collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (typeof html !== "string") return "";
  const text = html.replace(HIDDEN_CONTENT, " ").replace(WORD_BREAKING_TAG, " ").replace(ANY_TAG, "");
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}

/** Cuts text to `limit` characters, at a word break past 80 % of the limit when there is one (spec §5). */
export function truncateText(text: string, limit: number, ellipsis = true): string {
  const max = Math.max(0, Math.floor(limit));
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  // Never split a character made of two UTF-16 units.
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  const space = text.charAt(max) === " " ? max : cut.lastIndexOf(" ");
  if (space >= WORD_BREAK_RATIO * max) cut = cut.slice(0, space);
  cut = cut.replace(/[\s,;:–-]+$/, "");
  return ellipsis && cut ? `${cut}${ELLIPSIS}` : cut;
}

/**
 * Plain text from a description: tags stripped, entities decoded, whitespace collapsed, cut to `limit`
 * (default 250) with an ellipsis by default (spec §5). The ellipsis comes after the limit's characters.
 */
export function cleanDescription(
  html: string | null | undefined,
  { limit = DESCRIPTION_LIMIT, ellipsis = true }: CleanDescriptionOptions = {},
): string {
  return truncateText(htmlToText(html), limit, ellipsis);
}
