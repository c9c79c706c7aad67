import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CacheableRequest,
  type CachedPage,
  cachedPage,
  gzippedPageParts,
  HtmlCache,
  isCacheableResponse,
  pageParts,
} from "./html-cache.ts";
import { brotliSettled, fillShelf, takeVariant } from "./brotli-variants.ts";
import { plainRuns } from "./spliced-gzip.ts";

function request(url: string, headers: Record<string, string> = {}, method = "GET"): CacheableRequest {
  return { url, method, headers };
}

const OLD = "AAAAAAAAAAAAAAAAAAAAAA==";
const FRESH = "BBBBBBBBBBBBBBBBBBBBBB==";

function page(body: string, nonce = OLD) {
  return cachedPage(200, [], Buffer.from(body), nonce);
}

const plain = (parts: Buffer[]) => Buffer.concat(parts).toString();
/** The cached page's bytes with `nonce` in its gaps, as a client without compression gets them. */
const plainPage = (cached: CachedPage, nonce: string) => plain(pageParts(plainRuns(cached.gzip), nonce));

describe("HtmlCache", () => {
  it("keys by host, path and the language signals, and never caches signed-in visitors or POSTs", async () => {
    const cache = new HtmlCache();
    const key = (req: CacheableRequest, host = "www.example.be") => cache.keyFor(req, host);
    expect(key(request("/for-sale/"))).not.toEqual(key(request("/for-sale/", { "accept-language": "fr" })));
    expect(key(request("/for-sale/", { cookie: "lng=fr" }))).not.toEqual(key(request("/for-sale/")));
    expect(key(request("/for-sale/"), "example.be")).not.toEqual(key(request("/for-sale/")));
    expect(key(request("/", { cookie: "a=1; __Host-session=abc" }))).toBeNull();
    expect(key(request("/", {}, "POST"))).toBeNull();
    expect(key(request("/", {}, "HEAD"))).toEqual(key(request("/")));
  });

  it("hardening 1: a header that changes nothing a page shows cannot split the cache", async () => {
    const cache = new HtmlCache();
    const key = (headers: Record<string, string>) => cache.keyFor(request("/for-sale/", headers), "h");
    const plainKey = key({});
    expect(key({ cookie: "tracker=123; other=x" })).toEqual(plainKey);
    expect(key({ cookie: "lng=xx" })).toEqual(plainKey);
    expect(key({ "accept-language": "fr-BE,fr;q=0.9" })).toEqual(key({ "accept-language": "fr" }));
    expect(key({ "accept-language": "de,fr" })).not.toEqual(key({ "accept-language": "de,en" }));
    fc.assert(
      fc.property(
        fc.string().filter((c) => !c.includes("session=")),
        fc.string(),
        (cookie, language) => {
          const stored = key({ cookie, "accept-language": language });
          return stored !== null && stored.length < 200;
        },
      ),
    );
  });

  it("drops everything on clear, and refuses a page rendered before the clear", async () => {
    const cache = new HtmlCache();
    const before = cache.generation;
    cache.set("a", await page("<p>old</p>"), before);
    expect(plainPage(cache.get("a") ?? (await page("")), FRESH)).toBe("<p>old</p>");
    cache.clear();
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", await page("<p>stale</p>"), before);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", await page("<p>new</p>"), cache.generation);
    expect(plainPage(cache.get("a") ?? (await page("")), FRESH)).toBe("<p>new</p>");
  });

  it("evicts the least recently used pages past its entry limit", async () => {
    const cache = new HtmlCache();
    for (let i = 0; i < 2001; i++) cache.set(`p${i}`, await page(`<p>${i}</p>`), cache.generation);
    expect(cache.size).toBe(2000);
    expect(cache.get("p0")).toBeUndefined();
    expect(cache.get("p2000")).toBeDefined();
  });

  it("light pages: a page asked for since eviction last passed it gets a second chance; the others go in order", async () => {
    const cache = new HtmlCache();
    const one = await page("<p>page</p>");
    for (let i = 0; i < 2000; i++) cache.set(`p${i}`, one, cache.generation);
    expect(cache.get("p0")).toBe(one);
    cache.set("new-1", one, cache.generation);
    cache.set("new-2", one, cache.generation);
    // p0 was asked for: it went to the back of the line, and p1 and p2 went instead.
    expect(cache.get("p1")).toBeUndefined();
    expect(cache.get("p2")).toBeUndefined();
    expect(cache.size).toBe(2000);
    // 1,998 pages more take the room of p3 to p1999 and of new-1, which p0 is now behind.
    for (let i = 0; i < 1998; i++) cache.set(`later-${i}`, one, cache.generation);
    expect(cache.get("p3")).toBeUndefined();
    expect(cache.get("new-1")).toBeUndefined();
    expect(cache.get("p0")).toBe(one);
    expect(cache.get("new-2")).toBe(one);
  });

  it("hardening 13: holds no more bytes than its budget (PAGE_CACHE_MB), the least recently used going first", async () => {
    // Bytes that do not compress, so that each page costs about its own size.
    const body = (i: number) => `<p>${i}</p>${randomBytes(7_500).toString("base64")}`;
    const one = await page(body(0));
    const cache = new HtmlCache({ maxBytes: 16 * one.length * 3 });
    for (let i = 0; i < 100; i++) cache.set(`p${i}`, await page(body(i)), cache.generation);
    expect(cache.size).toBeGreaterThan(1);
    expect(cache.size).toBeLessThan(100);
    expect(cache.get("p0")).toBeUndefined();
    expect(cache.get("p99")).toBeDefined();
    // A page larger than a sixteenth of the budget is not stored at all.
    cache.set("large", await page("y".repeat(16 * one.length * 3)), cache.generation);
    expect(cache.get("large")).toBeUndefined();
  });

  it("hardening 13: holds a page's plain bytes only once a client without compression asked, and counts them", async () => {
    const bodies = Array.from(
      { length: 13 },
      (_, i) => `<p nonce="${OLD}">${i}</p>${randomBytes(7_500).toString("base64")}`,
    );
    const body = (i: number) => bodies[i] ?? "";
    const pages = await Promise.all(Array.from({ length: 12 }, (_, i) => page(body(i))));
    expect(pages.every((cached) => cached.plain === null)).toBe(true);
    // Room for the twelve pages compressed (each counted with its brotli room), not for their plain bytes.
    const compressed = (cached: CachedPage) => cached.gzip.runs.reduce((sum, run) => sum + run.length, 0);
    const cache = new HtmlCache({
      maxBytes: pages.reduce((sum, cached) => sum + 3 * compressed(cached), 1000),
    });
    pages.forEach((cached, i) => cache.set(`p${i}`, cached, cache.generation));
    expect(cache.size).toBe(12);
    const first = pages[0];
    if (!first) throw new Error("no page");
    // As the server asks: the page from the cache, then its plain bytes.
    expect(cache.get("p0")).toBe(first);
    expect(plain(pageParts(cache.plainRunsOf("p0", first), FRESH))).toBe(body(0).replace(OLD, FRESH));
    expect(first.plain).not.toBeNull();
    // Holding p0's plain bytes took the room of the least recently used pages.
    expect(cache.size).toBeLessThan(12);
    expect(cache.get("p0")).toBe(first);
    // A page no longer in the cache is given its bytes, and holds nothing.
    const gone = await page(body(12));
    expect(plain(pageParts(cache.plainRunsOf("gone", gone), FRESH))).toBe(body(12).replace(OLD, FRESH));
    expect(gone.plain).toBeNull();
  });
});

describe("nonce rewriting", () => {
  const html = `<script nonce="${OLD}"></script><link nonce="${OLD}"><p>é</p>`;
  const expected = `<script nonce="${FRESH}"></script><link nonce="${FRESH}"><p>é</p>`;

  it("sends a fresh nonce everywhere the render's was, leaving the stored page untouched", async () => {
    const cached = await page(html);
    expect(plainPage(cached, FRESH)).toBe(expected);
    expect(plainPage(cached, OLD)).toBe(html);
  });

  it("sends the same page gzip-compressed without compressing it again", async () => {
    const cached = await page(html);
    expect(gunzipSync(Buffer.concat(gzippedPageParts(cached, FRESH))).toString()).toBe(expected);
  });

  it("keeps any page intact through the stored gzip runs, whatever its bytes and nonces", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string({ maxLength: 3000 }), { maxLength: 6 }), async (pieces) => {
        const body = pieces.join(OLD);
        const sent = gunzipSync(Buffer.concat(gzippedPageParts(await page(body), FRESH))).toString();
        expect(sent).toBe(pieces.join(FRESH));
      }),
      { numRuns: 200 },
    );
  });
});

describe("isCacheableResponse", () => {
  it("shares only complete, cookie-free HTML or route data", async () => {
    const html = { "Content-Type": "text/html; charset=utf-8" };
    expect(isCacheableResponse(new Response("x", { headers: html }))).toBe(true);
    expect(isCacheableResponse(new Response("x", { status: 404, headers: html }))).toBe(false);
    expect(isCacheableResponse(new Response("x", { headers: { ...html, "Set-Cookie": "a=1" } }))).toBe(false);
    expect(
      isCacheableResponse(new Response("x", { headers: { ...html, "Cache-Control": "no-store" } })),
    ).toBe(false);
    expect(isCacheableResponse(new Response("{}", { headers: { "Content-Type": "application/json" } }))).toBe(
      false,
    );
  });
});

describe("brotli variants", () => {
  it("light pages 2: a cached page is sent with brotli made ahead, each nonce once, the page intact", async () => {
    const html = `<script nonce="${OLD}"></script><p>${"huis te koop ".repeat(200)}</p>`;
    const cached = await page(html);
    let made = 0;
    fillShelf(
      cached.brotli,
      (nonce) => pageParts(plainRuns(cached.gzip), nonce),
      () => `N${String(made++).padStart(23, "0")}`,
    );
    await brotliSettled();
    const first = takeVariant(cached.brotli);
    const second = takeVariant(cached.brotli);
    expect(takeVariant(cached.brotli)).toBeUndefined();
    expect(first && second && first.nonce !== second.nonce).toBe(true);
    for (const variant of [first, second]) {
      if (!variant) continue;
      expect(brotliDecompressSync(variant.body).toString()).toBe(html.replace(OLD, variant.nonce));
    }
  });

  it("light pages 2: a page dropped from the cache gets no more variants", async () => {
    const cache = new HtmlCache();
    const cached = await page("<p>x</p>");
    cache.set("a", cached, cache.generation);
    cache.clear();
    fillShelf(
      cached.brotli,
      (nonce) => pageParts(plainRuns(cached.gzip), nonce),
      () => FRESH,
    );
    await brotliSettled();
    expect(takeVariant(cached.brotli)).toBeUndefined();
  });
});
