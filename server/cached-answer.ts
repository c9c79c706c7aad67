// A page answered from the page cache: the app server's first look at every request, and what the page cache
// thread answers itself (ADR 0047). No request scope, no promise, nothing rendered: the stored bytes go out
// with the headers the page was stored with, its policy narrowed by the visitor's consent cookie.
import type { IncomingMessage, ServerResponse } from "node:http";
import { measurementSources, type MeasurementSources } from "../app/measurement.server.ts";
import { CONSENT_COOKIE, type Measurement } from "../app/domain/consent.ts";
import { cookieValue } from "../app/i18n/language-detection.ts";
import { acceptedEncoding, takesGzip } from "./compression.ts";
import type { CachedPage, HtmlCache } from "./html-cache.ts";
import type { AnswerLine } from "./log.ts";
import { admitRequest, type SiteAddress } from "./request-gate.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

export type CacheAnswering = {
  site: SiteAddress;
  pageCache: HtmlCache;
  /** A detail page really served to someone: each answer from the cache counts a view (ADR 0016). */
  countView: (req: IncomingMessage, status: number, propertyId: number | null) => void;
};

/**
 * Answers `req` from the cache when it holds the page asked for; false, with nothing sent, when it does not.
 * Only pages (what a render stored) are in the cache, never a probe, a file, a photo or the import API, so
 * looking there first answers nothing those would have.
 */
export function answerFromCache(
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  { site, pageCache, countView }: CacheAnswering,
): boolean {
  try {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const admitted = admitRequest(req, site);
    if (!admitted.admitted) return false;
    const cacheKey = pageCache.keyFor(req, admitted.host);
    const page = cacheKey ? pageCache.get(cacheKey) : undefined;
    if (!cacheKey || !page) return false;
    countView(req, page.status, page.propertyView);
    sendPage(req, res, page, {
      sources: measurementSourcesFor(req, admitted.target, page.measurement),
      plain: () => pageCache.plainOf(cacheKey, page),
      brotli: () => pageCache.brotliOf(cacheKey, page),
      requestId,
    });
    return true;
  } catch (error) {
    // Thrown in the listener's own call, a fault would stop the process: it is logged, and a request
    // not yet answered goes the long way, whose failures end in a 500.
    console.error(error);
    if (!res.headersSent) return false;
    res.destroy();
    return true;
  }
}

/** Whether an answer counts as a view of a property's detail page: a page shown to a visitor (ADR 0016). */
export function isCountedView(
  req: IncomingMessage,
  status: number,
  propertyId: number | null | undefined,
): propertyId is number {
  return propertyId !== null && propertyId !== undefined && status === 200 && req.method === "GET";
}

/**
 * The hosts of the measurement tags an answer's CSP allows: the page's, narrowed by the visitor's consent
 * cookie. Only the header depends on the cookie; the cached page stays the same for everyone.
 */
export function measurementSourcesFor(
  req: IncomingMessage,
  target: string,
  measurement: Measurement | null,
): MeasurementSources {
  return measurementSources(
    measurement,
    cookieValue(req.headers.cookie ?? null, CONSENT_COOKIE),
    target.split("?", 1)[0] ?? "/",
  );
}

/**
 * A cached page as it was stored: its brotli when the client takes brotli and it is made, else its gzip,
 * or its plain bytes for a client that takes no compression; nothing is compressed or rewritten here.
 */
export function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  answer: {
    /** The measurement hosts this answer's CSP allows. */
    sources: MeasurementSources;
    /** The page's plain bytes, for a client that takes no compression. */
    plain: () => Buffer;
    /** The page's brotli if made (asking has it made for the next answers). */
    brotli: () => Buffer | null;
    /** Given when the answer has no `X-Request-Id` set yet (a hit answered before any scope). */
    requestId?: string;
    /** The render's timing, for the answer of a page just rendered. */
    serverTiming?: string;
  },
): void {
  const brotli = acceptedEncoding(req) === "br" ? answer.brotli() : null;
  const gzip = !brotli && takesGzip(req);
  const body = brotli ?? (gzip ? page.gzip : answer.plain());
  const headers = [...page.headers];
  if (answer.requestId) headers.push("X-Request-Id", answer.requestId);
  if (page.inline)
    headers.push("Content-Security-Policy", contentSecurityPolicy(page.inline, answer.sources));
  if (answer.serverTiming) headers.push("Server-Timing", answer.serverTiming);
  if (brotli) headers.push("Content-Encoding", "br");
  else if (gzip) headers.push("Content-Encoding", "gzip");
  headers.push("Vary", "Accept-Encoding, Accept-Language, Cookie", "Content-Length", String(body.length));
  // One list: headers set one by one were each checked and stored apart, then copied at writeHead.
  res.writeHead(page.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** An answer's log line: no query string (it may carry a token), no header. */
export function answerLineOf(
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  started: number,
  address: string,
): AnswerLine {
  return {
    reqId: requestId,
    method: req.method,
    path: (req.url ?? "").split("?", 1)[0] ?? "",
    status: res.statusCode,
    ms: Math.round(performance.now() - started),
    address,
  };
}
