// The app's own cache of rendered pages for anonymous visitors. A hit skips the framework entirely:
// the stored bytes are copied, the per-request nonce is written over the old one at its known offsets,
// and the page goes out. Any change of public content empties the cache at once (the database notifies
// on 'public_content_changed'), so pages are invalidated, never left to expire.
import type { IncomingHttpHeaders } from "node:http";
import { cookieValue, LANGUAGE_COOKIE, rankedLanguages } from "../app/i18n/language-detection.ts";
import { isLanguage } from "../app/i18n/languages.ts";
import type { Measurement } from "../app/domain/consent.ts";
import { BROTLI_VARIANTS, type BrotliShelf, emptyShelf } from "./brotli-variants.ts";
import { plainRuns, prepareSplicedGzip, type SplicedGzip, splicedGzip } from "./spliced-gzip.ts";

export type CacheableRequest = { method?: string; url?: string; headers: IncomingHttpHeaders };

export type CachedPage = {
  status: number;
  /** The rendered answer's headers as names and values in turn, less those each answer writes anew. */
  headers: string[];
  /**
   * The measurement tags the page was rendered with (the site's configuration then): each answer's CSP
   * allows their hosts as far as the visitor's consent cookie does. Content changes empty the cache, so a
   * stored page never outlives its configuration.
   */
  measurement: Measurement | null;
  /**
   * The page's bytes between its nonces, compressed ahead: a gzip answer costs no compression, and a page
   * is held in about a quarter of its size (server/spliced-gzip.ts).
   */
  gzip: SplicedGzip;
  /** The plain bytes between the nonces: held only once a client that takes no compression asked. */
  plain: Buffer[] | null;
  /** Whole brotli answers made ahead, each with a nonce of its own (server/brotli-variants.ts). */
  brotli: BrotliShelf;
  length: number;
  /** The property whose detail page this is: each answer from the cache counts a view (ADR 0016). */
  propertyView: number | null;
};

/** Prepares a rendered page for the cache: `nonce` is the render's nonce, found and cut out of `body`. */
export async function cachedPage(
  status: number,
  headers: [string, string][],
  body: Buffer,
  nonce: string,
  {
    measurement = null,
    propertyView = null,
  }: { measurement?: Measurement | null; propertyView?: number | null } = {},
): Promise<CachedPage> {
  const offsets = findOffsets(body, nonce);
  return {
    status,
    headers: headers.flat(),
    measurement,
    gzip: await prepareSplicedGzip(body, offsets, nonce.length),
    plain: null,
    brotli: emptyShelf(),
    length: body.length,
    propertyView,
  };
}

const MAX_ENTRIES = 2000;
/** The pages' bytes held by default (`PAGE_CACHE_MB`, ADR 0002 and 0011). */
const DEFAULT_PAGE_CACHE_BYTES = 128 * 1024 * 1024;
const CACHEABLE_TYPES = ["text/html", "text/x-script"];

/** A stored page, and whether it was asked for since eviction last passed it (the clock's bit). */
type Entry = { page: CachedPage; used: boolean };

/**
 * Least recently used goes first, approximately, by the clock algorithm: a hit only marks its entry, and
 * eviction walks from the oldest, giving each marked page a second chance at the end of the line. Moving
 * a page to the end on every hit (a delete and a set) made the Map rehash itself under load.
 */
export class HtmlCache {
  #pages = new Map<string, Entry>();
  #bytes = 0;
  #generation = 0;
  readonly #maxBytes: number;

  constructor({ maxBytes = DEFAULT_PAGE_CACHE_BYTES }: { maxBytes?: number } = {}) {
    this.#maxBytes = maxBytes;
  }

  /**
   * The cache key of an admitted request that may be answered from the cache, or null when it may not.
   * The key is what a page varies by, and nothing else: the host (one of the site's own), the path and
   * query, and the language signals an unprefixed page is chosen by (the `lng` cookie when it names a
   * language, the browser's ranking of the site's languages). Other cookies and headers change nothing a
   * page shows, so they cannot split or steer the cache.
   */
  keyFor(req: CacheableRequest, host: string): string | null {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    const cookie = req.headers.cookie ?? null;
    // Signed-in visitors (owner portal) get pages of their own.
    if (cookie && /(^|;\s*)(__Host-)?session=/.test(cookie)) return null;
    const chosen = cookieValue(cookie, LANGUAGE_COOKIE);
    const languageCookie = isLanguage(chosen) ? chosen : "";
    const ranking = rankedLanguages(req.headers["accept-language"] ?? null).join(",");
    return `${host}\u0000${req.url ?? "/"}\u0000${languageCookie}\u0000${ranking}`;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.#pages.get(key);
    if (entry) entry.used = true;
    return entry?.page;
  }

  /** A token to pass back to `set`: a page rendered while content changed is not stored. */
  get generation(): number {
    return this.#generation;
  }

  set(key: string, page: CachedPage, generation: number): void {
    if (generation !== this.#generation || page.length > this.#maxBytes / 16) return;
    this.#remove(key);
    this.#pages.set(key, { page, used: false });
    this.#bytes += sizeOf(page);
    this.#evictOverBudget();
  }

  #evictOverBudget(): void {
    while (this.#pages.size > MAX_ENTRIES || this.#bytes > this.#maxBytes) {
      const oldest = this.#pages.entries().next().value;
      if (oldest === undefined) break;
      const [key, entry] = oldest;
      if (!entry.used) {
        this.#remove(key);
        continue;
      }
      entry.used = false;
      this.#pages.delete(key);
      this.#pages.set(key, entry);
    }
  }

  /**
   * The plain runs of the page cached at `key`, for a client that takes no compression: inflated once, then
   * held and counted with the page. A page no longer in the cache is inflated and not held.
   */
  plainRunsOf(key: string, page: CachedPage): Buffer[] {
    if (page.plain) return page.plain;
    const runs = plainRuns(page.gzip);
    if (this.#pages.get(key)?.page !== page) return runs;
    // Views into one buffer: what is counted is what is held.
    page.plain = runs;
    this.#bytes += page.length;
    this.#evictOverBudget();
    return runs;
  }

  clear(): void {
    this.#generation += 1;
    for (const { page } of this.#pages.values()) page.brotli.dropped = true;
    this.#pages.clear();
    this.#bytes = 0;
  }

  get size(): number {
    return this.#pages.size;
  }

  #remove(key: string): void {
    const entry = this.#pages.get(key);
    if (!entry) return;
    this.#bytes -= sizeOf(entry.page);
    entry.page.brotli.dropped = true;
    this.#pages.delete(key);
  }
}

/** Whether a rendered response may be shared with other anonymous visitors. */
export function isCacheableResponse(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  if (/no-store|private/.test(cacheControl)) return false;
  const type = response.headers.get("Content-Type") ?? "";
  return CACHEABLE_TYPES.some((cacheable) => type.startsWith(cacheable));
}

/** The gzip runs, room for the brotli variants (each smaller than the gzip), and the plain bytes if held. */
function sizeOf(page: CachedPage): number {
  const gzip = page.gzip.runs.reduce((sum, run) => sum + run.length, 0);
  return gzip * (1 + BROTLI_VARIANTS) + (page.plain ? page.length : 0);
}

export function findOffsets(body: Buffer, token: string): number[] {
  const offsets: number[] = [];
  if (!token) return offsets;
  const needle = Buffer.from(token);
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length)) {
    offsets.push(at);
  }
  return offsets;
}

/** Plain runs with `nonce` in every gap, as parts to write in order. */
export function pageParts(runs: Buffer[], nonce: string): Buffer[] {
  const token = Buffer.from(nonce, "latin1");
  return runs.flatMap((run, index) => (index < runs.length - 1 ? [run, token] : [run]));
}

/** The page gzip-compressed with `nonce` in every gap, as parts to write in order. */
export function gzippedPageParts(page: CachedPage, nonce: string): Buffer[] {
  return splicedGzip(page.gzip, Buffer.from(nonce, "latin1"));
}
