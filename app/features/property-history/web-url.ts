// Addresses the agency enters (a portal's listing, a shared document) are shown to owners as links: only
// http and https addresses without credentials are accepted, and they are checked again before a link is
// drawn, so a `javascript:` or `data:` address can never become an href, whatever wrote the row.
import { z } from "zod";

/** Longest address accepted (browsers and portals keep theirs far below this). */
export const MAX_URL_LENGTH = 2_000;

/** The address as the browser will read it, or null when it is not a plain http(s) address. */
export function safeHref(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || !url.hostname) return null;
  return url.href;
}

/** A form field holding a web address: required, http(s) only, stored as the browser reads it. */
export const webUrlField = z
  .string({ error: "HISTORY_ERROR_REQUIRED" })
  .trim()
  .min(1, { error: "HISTORY_ERROR_REQUIRED" })
  .max(MAX_URL_LENGTH, { error: "HISTORY_ERROR_TOO_LONG" })
  .transform((value, context) => {
    const href = safeHref(value);
    if (href === null) {
      context.addIssue({ code: "custom", message: "HISTORY_ERROR_URL" });
      return z.NEVER;
    }
    return href;
  });
