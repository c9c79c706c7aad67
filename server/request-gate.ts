// What a request must be before anything answers it. The router builds the request URL from the Host
// header and the request target, and pages carry that URL in canonical links, alternates and JSON-LD: so
// the host must be one of the site's own names, and the target a plain path whose decoded text holds no
// control character (a NUL must never reach the database). A POST a browser sends from another site's page
// (its Origin header names that site) is refused too, in the visitor's language, rather than by the router's
// untranslated "Bad Request". Everything else is refused here with a 4xx, before the page cache or the
// router see it.
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { dictionaryFor } from "../app/i18n/dictionary.ts";
import type { MessageKey } from "../app/i18n/dictionary.ts";
import { preferredLanguage } from "../app/i18n/language-detection.ts";
import { LANGUAGES } from "../app/i18n/languages.ts";

/** `name`, `name:port`, `1.2.3.4:port` or `[v6]:port`: nothing that could carry a path, user or query. */
export const HOST_SYNTAX =
  /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)(?::\d{1,5})?$/i;

export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

export type SiteAddress = {
  /** The configured origin, e.g. https://www.example.be */
  siteOrigin: string;
  allowedHosts: ReadonlySet<string>;
};

export type GateRequest = { method?: string; url?: string; headers: IncomingHttpHeaders };

export type Admitted = {
  admitted: true;
  /** The host as URL.host writes it, one of the allowed hosts. */
  host: string;
  /** `https:` or `http:`, the configured origin's: a TLS proxy in front does not change what the site is. */
  protocol: string;
  /** The request target: path and query, starting with one `/`. */
  target: string;
};

export type Refused = { admitted: false; status: 400 | 403 | 405; message: MessageKey };

export function admitRequest(req: GateRequest, site: SiteAddress): Admitted | Refused {
  const method = req.method ?? "";
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) {
    return { admitted: false, status: 405, message: "REQUEST_BAD_METHOD" };
  }
  const { protocol, host: siteHost } = originOf(site.siteOrigin);
  const host = allowedHost(req.headers.host, protocol, site.allowedHosts, siteHost);
  if (host === null) return { admitted: false, status: 400, message: "REQUEST_BAD_HOST" };
  const target = req.url ?? "";
  if (!isPlainTarget(target)) return { admitted: false, status: 400, message: "REQUEST_BAD_ADDRESS" };
  if (method === "POST" && !fromOwnPage(req.headers.origin, `${protocol}//${host}`)) {
    return { admitted: false, status: 403, message: "REQUEST_FOREIGN_ORIGIN" };
  }
  return { admitted: true, host, protocol, target };
}

/** The configured origin, parsed once: every request asks. */
const origins = new Map<string, URL>();
function originOf(siteOrigin: string): URL {
  const known = origins.get(siteOrigin);
  if (known) return known;
  const origin = new URL(siteOrigin);
  origins.set(siteOrigin, origin);
  return origin;
}

/** Host headers admitted before, with the host each names: a few spellings of the site's own names. */
const admittedHosts = new Map<string, string>();
const ADMITTED_HOSTS_KEPT = 64;

/** The Host header as one of the site's hosts, or null. HTTP/1.0 without Host gets the site's own. */
function allowedHost(
  header: string | undefined,
  protocol: string,
  allowed: ReadonlySet<string>,
  siteHost: string,
): string | null {
  if (header === undefined || header === "") return siteHost;
  const key = `${protocol}//${header}`;
  const known = admittedHosts.get(key);
  // Still checked against the allowed hosts: the settings of another site (tests) may be asking.
  if (known !== undefined) return allowed.has(known) ? known : null;
  if (!HOST_SYNTAX.test(header)) return null;
  const host = URL.parse(key)?.host;
  if (host === undefined || !allowed.has(host)) return null;
  // Refused headers are never kept, and the kept ones are bounded: no header can make this grow.
  if (admittedHosts.size < ADMITTED_HOSTS_KEPT) admittedHosts.set(key, host);
  return host;
}

/**
 * Whether a POST's Origin header, when it has one, is the origin the router will see for this request (the
 * router refuses any other). No Origin is no browser page: the import API's clients, mail providers'
 * one-click unsubscribes. "null" (a sandboxed or opaque page) is another site's.
 */
function fromOwnPage(origin: string | undefined, own: string): boolean {
  if (origin === undefined) return true;
  return URL.parse(origin)?.origin === own;
}

// Every control character, decoded or not (NUL, CR, LF, DEL …); a valid URL never needs one.
const CONTROL = /\p{Cc}/u;

/** A path (and query) in origin form whose percent-escapes decode to UTF-8 text without control characters. */
export function isPlainTarget(target: string): boolean {
  if (!target.startsWith("/")) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target.replace(/\+/g, " "));
  } catch {
    return false;
  }
  return !CONTROL.test(decoded);
}

/** The refusal's text in the language the browser prefers (the site's languages before its settings load). */
export function refusalText(refused: Pick<Refused, "message">, acceptLanguage: string | undefined): string {
  const language = preferredLanguage(acceptLanguage ?? null, LANGUAGES) ?? "en";
  return `${dictionaryFor(language)[refused.message]}\n`;
}

/**
 * The server's own short answer, before any page: the text of `message` in the browser's language, never
 * stored by a cache, with `headers` besides (Allow, Retry-After).
 */
export function sendServerText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: MessageKey,
  headers: OutgoingHttpHeaders = {},
): void {
  const body = refusalText({ message }, req.headers["accept-language"]);
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
