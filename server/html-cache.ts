// The app's own cache of rendered pages for anonymous visitors. A hit skips the framework entirely: the
// stored bytes go out as they are, compressed once when stored (ADR 0038: a page's policy names its inline
// scripts by hash, so a page is the same bytes for everyone). Any change of public content empties the
// cache at once (the database notifies on 'public_content_changed'), so pages are invalidated, never left
// to expire.
import { hash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, gunzip, gunzipSync, gzip, constants as zlib } from "node:zlib";
import { cookieValue, LANGUAGE_COOKIE, rankedLanguages } from "../app/i18n/language-detection.ts";
import { isLanguage } from "../app/i18n/languages.ts";
import { CONSENT_COOKIE, hasStoredConsent, type Measurement } from "../app/domain/consent.ts";
import type { InlineSources } from "./security-headers.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const gunzipAsync = promisify(gunzip);

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
  /** A document's inline sources, which its policy names (ADR 0038); null for route data, which has none. */
  inline: InlineSources | null;
  /** The page gzip-compressed once, when stored: a gzip answer costs no compression. */
  gzip: Buffer;
  /** The plain bytes: held only once a client that takes no compression asked. */
  plain: Buffer | null;
  /** The page brotli-compressed: made once a brotli client asks for the page again, then held. */
  brotli: Buffer | null;
  /** Whether the brotli is made or being made: it is asked for once. */
  brotliAsked: boolean;
  length: number;
  /** The property whose detail page this is: each answer from the cache counts a view (ADR 0016). */
  propertyView: number | null;
};

/**
 * Prepares a rendered page for the cache: its gzip is made once, on zlib's thread pool, never on the main
 * thread (ADR 0014); a gzip client's first answer is made of it too.
 */
export async function cachedPage(
  status: number,
  headers: [string, string][],
  body: Buffer,
  {
    inline = null,
    measurement = null,
    propertyView = null,
  }: { inline?: InlineSources | null; measurement?: Measurement | null; propertyView?: number | null } = {},
): Promise<CachedPage> {
  return {
    status,
    headers: headers.flat(),
    measurement,
    inline,
    gzip: exactCopy(await gzipAsync(body, { level: 6 })),
    plain: null,
    brotli: null,
    brotliAsked: false,
    length: body.length,
    propertyView,
  };
}

// Quality 5: a 95 KB page in about 5 ms for 14.5 KB; 9 saves 1 % for ten times the work.
const BROTLI_QUALITY = 5;

/** Pages' brotli, made one at a time for the whole process, on zlib's thread pool. */
let brotliQueue: Promise<void> = Promise.resolve();

/** Resolves once every brotli asked for so far is made (tests). */
export function brotliSettled(): Promise<void> {
  return brotliQueue;
}

/**
 * An exact copy: zlib hands back views into larger buffers, and a small Buffer.from is a view into Node's
 * shared pool; what the cache counts is what it holds (ADR 0011).
 */
function exactCopy(bytes: Buffer): Buffer {
  const copy = Buffer.alloc(bytes.length);
  bytes.copy(copy);
  return copy;
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
  /**
   * The addresses with a query string rendered once and not stored, oldest first, as many as the pages: by
   * their key's digest, so that long addresses cannot make it hold more than 2,000 short strings.
   */
  #renderedOnce = new Set<string>();
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
    // A visitor who has made a consent choice gets the page without the banner (`asksForConsent`).
    const consent = hasStoredConsent(cookieValue(cookie, CONSENT_COOKIE)) ? "chosen" : "";
    const target = withoutCampaignParameters(req.url ?? "/");
    return `${host}\u0000${target}\u0000${languageCookie}\u0000${ranking}\u0000${consent}`;
  }

  /**
   * The key a page rendered for `req` is stored under: `keyFor`'s, unless the address has campaign
   * parameters. Such a render may show them (the language links keep the query, and the lead forms' pages,
   * never stored, carry them as attribution), so it is not stored; its campaign's later visitors get the
   * page rendered for the address without them once someone asked for it. An address with a query string
   * (filters, a page number, any other parameter) is stored from its second render: most such addresses
   * are asked for once, and compressing and holding them cost more than they save (ADR 0046).
   */
  storeKeyFor(req: CacheableRequest, host: string): string | null {
    const target = req.url ?? "/";
    if (withoutCampaignParameters(target) !== target) return null;
    const key = this.keyFor(req, host);
    if (key === null || !target.includes("?")) return key;
    const digest = hash("sha256", key, "base64url");
    if (this.#renderedOnce.delete(digest)) return key;
    this.#renderedOnce.add(digest);
    for (const oldest of this.#renderedOnce) {
      if (this.#renderedOnce.size <= MAX_ENTRIES) break;
      this.#renderedOnce.delete(oldest);
    }
    return null;
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

  /** Stores `page` unless content changed since `generation` was taken, or it is too large; says which. */
  set(key: string, page: CachedPage, generation: number): boolean {
    if (generation !== this.#generation || page.length > this.#maxBytes / 16) return false;
    this.#remove(key);
    this.#pages.set(key, { page, used: false });
    this.#bytes += sizeOf(page);
    this.#evictOverBudget();
    return true;
  }

  /** The pages held, by key. */
  *pages(): Generator<[string, CachedPage]> {
    for (const [key, entry] of this.#pages) yield [key, entry.page];
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
   * The plain bytes of the page cached at `key`, for a client that takes no compression: inflated once,
   * then held and counted with the page. A page no longer in the cache is inflated and not held.
   */
  plainOf(key: string, page: CachedPage): Buffer {
    if (page.plain) return page.plain;
    const plain = gunzipSync(page.gzip);
    if (this.#pages.get(key)?.page !== page) return plain;
    page.plain = exactCopy(plain);
    this.#bytes += page.length;
    this.#evictOverBudget();
    return page.plain;
  }

  /**
   * The brotli of the page cached at `key` once made, else null; the first ask has it made in the
   * background, for the answers after this one. Brotli is made for pages asked for again, not for every
   * page rendered once; a page that left the cache meanwhile gets none.
   */
  brotliOf(key: string, page: CachedPage): Buffer | null {
    if (page.brotli || page.brotliAsked) return page.brotli;
    page.brotliAsked = true;
    const stored = () => this.#pages.get(key)?.page === page;
    brotliQueue = brotliQueue
      .then(async () => {
        if (!stored()) return;
        // Off the main thread, as the brotli itself: nothing of this is on a request's path.
        const plain = page.plain ?? (await gunzipAsync(page.gzip));
        const params = {
          [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: plain.length,
        };
        const brotli = exactCopy(await brotliAsync(plain, { params }));
        if (!stored()) return;
        page.brotli = brotli;
        this.#bytes += brotli.length;
        this.#evictOverBudget();
      })
      .catch((error: unknown) => console.error(error));
    return null;
  }

  clear(): void {
    this.#generation += 1;
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
    this.#pages.delete(key);
  }
}

/**
 * The query parameters campaigns and ad or social networks add to links: `utm_*` and the networks' click ids.
 * The measurement tags read them in the browser, from the address bar; a page looks the same without them.
 */
const CLICK_IDS = new Set([
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "fbclid",
  "msclkid",
  "twclid",
  "ttclid",
  "li_fat_id",
  "igshid",
  "yclid",
  "mc_cid",
  "mc_eid",
  "_gl",
]);

function isCampaignParameter(pair: string): boolean {
  const end = pair.indexOf("=");
  const name = end === -1 ? pair : pair.slice(0, end);
  return name.startsWith("utm_") || CLICK_IDS.has(name);
}

/**
 * A request target without its campaign parameters, the others kept as they were written, in their order;
 * the target itself when it has none.
 */
export function withoutCampaignParameters(target: string): string {
  const mark = target.indexOf("?");
  if (mark === -1) return target;
  const pairs = target.slice(mark + 1).split("&");
  if (!pairs.some(isCampaignParameter)) return target;
  const kept = pairs.filter((pair) => !isCampaignParameter(pair));
  const path = target.slice(0, mark);
  return kept.length > 0 ? `${path}?${kept.join("&")}` : path;
}

/** Whether a rendered response may be shared with other anonymous visitors. */
export function isCacheableResponse(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  if (/no-store|private/.test(cacheControl)) return false;
  const type = response.headers.get("Content-Type") ?? "";
  return CACHEABLE_TYPES.some((cacheable) => type.startsWith(cacheable));
}

/** The bytes a page holds: its gzip, and its brotli and plain bytes once made. */
function sizeOf(page: CachedPage): number {
  return page.gzip.length + (page.brotli?.length ?? 0) + (page.plain ? page.length : 0);
}
