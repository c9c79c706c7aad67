import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  brotliSettled,
  type CacheableRequest,
  type CachedPage,
  cachedPage,
  HtmlCache,
  isCacheableResponse,
  withoutCampaignParameters,
} from "./html-cache.ts";

function request(url: string, headers: Record<string, string> = {}, method = "GET"): CacheableRequest {
  return { url, method, headers };
}

function page(body: string | Buffer) {
  return cachedPage(200, [], Buffer.from(body));
}

/** The cached page's bytes, as a client without compression gets them. */
const plainPage = (cached: CachedPage) => gunzipSync(cached.gzip).toString();

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
    // A visitor who has made a consent choice gets the page without the cookie banner: one page for each.
    const chosen = key(request("/for-sale/", { cookie: "a=1; consent=v1.10101" }));
    expect(chosen).not.toEqual(key(request("/for-sale/")));
    expect(chosen).toEqual(key(request("/for-sale/", { cookie: "consent=v1.00000" })));
    expect(key(request("/for-sale/", { cookie: "consent=nonsense" }))).toEqual(key(request("/for-sale/")));
    expect(key(request("/for-sale/", { cookie: "myconsent=v1.00000" }))).toEqual(key(request("/for-sale/")));
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

  it("light pages 14: a campaign's visitors get the page of the address without its campaign parameters, which is never stored from their render", async () => {
    const cache = new HtmlCache();
    const key = (url: string) => cache.keyFor(request(url), "h");
    const storeKey = (url: string) => cache.storeKeyFor(request(url), "h");
    expect(key("/nl/te-koop/?city=Gent&utm_source=news&utm_medium=mail")).toEqual(
      key("/nl/te-koop/?city=Gent"),
    );
    expect(key("/nl/?fbclid=IwAR0x&gclid=Cj0")).toEqual(key("/nl/"));
    expect(key("/nl/?utm_campaign")).toEqual(key("/nl/"));
    // Every other parameter still makes a page of its own, as written.
    expect(key("/nl/te-koop/?city=Gent&page=2")).not.toEqual(key("/nl/te-koop/?city=Gent"));
    expect(key("/nl/te-koop/?utmsource=x")).not.toEqual(key("/nl/te-koop/"));
    expect(key("/nl/te-koop/?UTM_SOURCE=x")).not.toEqual(key("/nl/te-koop/"));
    // A render for a campaign's address may show its parameters: it is not stored, however often asked.
    expect(storeKey("/nl/te-koop/?city=Gent")).toBeNull();
    expect(storeKey("/nl/te-koop/?city=Gent")).toEqual(key("/nl/te-koop/?city=Gent"));
    expect(storeKey("/nl/te-koop/?city=Gent&utm_source=news")).toBeNull();
    expect(storeKey("/nl/te-koop/?city=Gent&utm_source=news")).toBeNull();
    expect(storeKey("/nl/?fbclid=x")).toBeNull();
    expect(storeKey("/nl/?fbclid=x")).toBeNull();
    expect(storeKey("/nl/")).not.toBeNull();
  });

  it("light pages 15: an address with a query string is stored from its second render, an address without one from its first", () => {
    const cache = new HtmlCache();
    const storeKey = (url: string, headers: Record<string, string> = {}) =>
      cache.storeKeyFor(request(url, headers), "h");
    expect(storeKey("/nl/te-koop/")).toEqual(cache.keyFor(request("/nl/te-koop/"), "h"));
    expect(storeKey("/nl/te-koop/?page=2")).toBeNull();
    // Another language ranking is another page: its own first render.
    expect(storeKey("/nl/te-koop/?page=2", { "accept-language": "fr" })).toBeNull();
    expect(storeKey("/nl/te-koop/?page=2")).toEqual(cache.keyFor(request("/nl/te-koop/?page=2"), "h"));
    // Stored now; should it leave the cache, it is stored again from its second render after that.
    expect(storeKey("/nl/te-koop/?page=2")).toBeNull();
    // Signed-in visitors' pages are never stored.
    expect(storeKey("/nl/?a=1", { cookie: "session=x" })).toBeNull();
    expect(storeKey("/nl/?a=1", { cookie: "session=x" })).toBeNull();
  });

  it("light pages 15: remembers as many addresses rendered once as it holds pages, the oldest forgotten first", () => {
    const cache = new HtmlCache();
    const storeKey = (url: string) => cache.storeKeyFor(request(url), "h");
    expect(storeKey("/nl/?first")).toBeNull();
    expect(storeKey(`/nl/?${"x".repeat(8000)}`)).toBeNull();
    for (let n = 0; n < 2000; n += 1) expect(storeKey(`/nl/?n=${n}`)).toBeNull();
    // 2,002 addresses asked once: the two oldest are forgotten, the others remembered.
    expect(storeKey("/nl/?first")).toBeNull();
    expect(storeKey(`/nl/?${"x".repeat(8000)}`)).toBeNull();
    expect(storeKey("/nl/?n=1999")).not.toBeNull();
  });

  it("light pages 14: takes off exactly the campaign parameters, the rest kept in order and as written", () => {
    expect(withoutCampaignParameters("/nl/")).toBe("/nl/");
    expect(withoutCampaignParameters("/nl/?")).toBe("/nl/?");
    expect(withoutCampaignParameters("/nl/?a=1&&b=%20")).toBe("/nl/?a=1&&b=%20");
    expect(withoutCampaignParameters("/nl/?utm_source=a")).toBe("/nl/");
    expect(withoutCampaignParameters("/nl/?b=2&utm_term=x&a=1+2&msclkid=9")).toBe("/nl/?b=2&a=1+2");
    const campaign = fc.constantFrom("utm_source=x", "utm_content", "gclid=1", "fbclid=a%20b", "_gl=1*abc");
    // No campaign parameter's name starts with a q.
    const other = fc.stringMatching(/^q[a-z0-9_%=+-]{0,12}$/);
    fc.assert(
      fc.property(fc.array(fc.oneof(campaign, other)), (pairs) => {
        const target = `/fr/a-vendre/?${pairs.join("&")}`;
        const kept = pairs.filter((pair) => !/^(utm_|gclid|fbclid|_gl)/.test(pair));
        const expected =
          kept.length === pairs.length
            ? target
            : kept.length
              ? `/fr/a-vendre/?${kept.join("&")}`
              : "/fr/a-vendre/";
        return withoutCampaignParameters(target) === expected;
      }),
    );
  });

  it("drops everything on clear, and refuses a page rendered before the clear", async () => {
    const cache = new HtmlCache();
    const before = cache.generation;
    cache.set("a", await page("<p>old</p>"), before);
    expect(plainPage(cache.get("a") ?? (await page("")))).toBe("<p>old</p>");
    cache.clear();
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", await page("<p>stale</p>"), before);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", await page("<p>new</p>"), cache.generation);
    expect(plainPage(cache.get("a") ?? (await page("")))).toBe("<p>new</p>");
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
    const { cache, pages, body } = await fullCache();
    const first = pages[0];
    if (!first) throw new Error("no page");
    expect(pages.every((cached) => cached.plain === null)).toBe(true);
    // As the server asks: the page from the cache, then its plain bytes.
    expect(cache.get("p0")).toBe(first);
    expect(cache.plainOf("p0", first).toString()).toBe(body(0));
    expect(first.plain).not.toBeNull();
    // Holding p0's plain bytes took the room of the least recently used pages.
    expect(cache.size).toBeLessThan(PAGES);
    expect(cache.get("p0")).toBe(first);
    // A page no longer in the cache is given its bytes, and holds nothing.
    const gone = await page(body(PAGES));
    expect(cache.plainOf("gone", gone).toString()).toBe(body(PAGES));
    expect(gone.plain).toBeNull();
  });
});

const PAGES = 24;

/** A cache with room for its pages' gzip and a little more; bytes that do not compress. */
async function fullCache() {
  const bodies = Array.from(
    { length: PAGES + 1 },
    (_, i) => `<p>${i}</p>${randomBytes(7_500).toString("base64")}`,
  );
  const body = (i: number) => bodies[i] ?? "";
  const pages = await Promise.all(Array.from({ length: PAGES }, (_, i) => page(body(i))));
  const cache = new HtmlCache({ maxBytes: pages.reduce((sum, cached) => sum + cached.gzip.length, 1000) });
  pages.forEach((cached, i) => cache.set(`p${i}`, cached, cache.generation));
  expect(cache.size).toBe(PAGES);
  return { cache, pages, body };
}

describe("stored bytes", () => {
  it("keeps any page intact, byte for byte, through its stored gzip and its plain bytes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 20_000 }), async (bytes) => {
        const cache = new HtmlCache();
        const cached = await page(Buffer.from(bytes));
        cache.set("a", cached, cache.generation);
        expect(gunzipSync(cached.gzip).equals(Buffer.from(bytes))).toBe(true);
        expect(cache.plainOf("a", cached).equals(Buffer.from(bytes))).toBe(true);
        expect(cached.length).toBe(bytes.length);
      }),
      { numRuns: 100 },
    );
  });

  it("hardening 13: holds exact copies, never a view into a larger buffer it does not count", async () => {
    const cached = await page(`<p>${"huis te koop ".repeat(20)}</p>`);
    expect(cached.gzip.buffer.byteLength).toBe(cached.gzip.length);
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

describe("brotli", () => {
  it("light pages 2: a cached page's brotli is made once a client asks for it again, then held and counted", async () => {
    const html = `<p>${"huis te koop ".repeat(200)}</p>`;
    const cache = new HtmlCache();
    const cached = await page(html);
    cache.set("a", cached, cache.generation);
    // The first ask is answered without brotli, and has it made.
    expect(cache.brotliOf("a", cached)).toBeNull();
    expect(cache.brotliOf("a", cached)).toBeNull();
    await brotliSettled();
    const brotli = cache.brotliOf("a", cached);
    expect(brotli && brotliDecompressSync(brotli).toString()).toBe(html);
    expect(brotli?.buffer.byteLength).toBe(brotli?.length);
  });

  it("hardening 13: counts a page's brotli once made, the least recently used pages making room", async () => {
    const { cache, pages } = await fullCache();
    const first = pages[0];
    if (!first) throw new Error("no page");
    expect(cache.get("p0")).toBe(first);
    expect(cache.brotliOf("p0", first)).toBeNull();
    await brotliSettled();
    expect(first.brotli).not.toBeNull();
    expect(cache.size).toBeLessThan(PAGES);
    expect(cache.get("p0")).toBe(first);
  });

  it("light pages 2: a page that left the cache before its brotli was made gets none", async () => {
    const cache = new HtmlCache();
    const cached = await page("<p>x</p>");
    cache.set("a", cached, cache.generation);
    expect(cache.brotliOf("a", cached)).toBeNull();
    cache.clear();
    await brotliSettled();
    expect(cached.brotli).toBeNull();
  });
});
