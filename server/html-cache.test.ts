import { describe, expect, it } from "vitest";
import {
  bodyWithNonce,
  type CacheableRequest,
  findOffsets,
  HtmlCache,
  isCacheableResponse,
} from "./html-cache.ts";

function request(url: string, headers: Record<string, string> = {}, method = "GET"): CacheableRequest {
  return { url, method, headers };
}

function page(
  body: string,
  nonce = "",
): { status: number; headers: []; body: Buffer; nonceOffsets: number[] } {
  const buffer = Buffer.from(body);
  return { status: 200, headers: [], body: buffer, nonceOffsets: findOffsets(buffer, nonce) };
}

describe("HtmlCache", () => {
  it("keys by URL, cookies and Accept-Language, and never caches signed-in visitors or POSTs", () => {
    const cache = new HtmlCache();
    expect(cache.keyFor(request("/for-sale/"))).not.toEqual(
      cache.keyFor(request("/for-sale/", { "accept-language": "fr" })),
    );
    expect(cache.keyFor(request("/for-sale/", { cookie: "lang=fr" }))).not.toEqual(
      cache.keyFor(request("/for-sale/")),
    );
    expect(cache.keyFor(request("/", { cookie: "a=1; __Host-session=abc" }))).toBeNull();
    expect(cache.keyFor(request("/", {}, "POST"))).toBeNull();
    expect(cache.keyFor(request("/", {}, "HEAD"))).toEqual(cache.keyFor(request("/")));
  });

  it("drops everything on clear, and refuses a page rendered before the clear", () => {
    const cache = new HtmlCache();
    const before = cache.generation;
    cache.set("a", page("<p>old</p>"), before);
    expect(cache.get("a")?.body.toString()).toBe("<p>old</p>");
    cache.clear();
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", page("<p>stale</p>"), before);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", page("<p>new</p>"), cache.generation);
    expect(cache.get("a")?.body.toString()).toBe("<p>new</p>");
  });

  it("evicts the least recently used pages past its entry limit", () => {
    const cache = new HtmlCache();
    for (let i = 0; i < 2001; i++) cache.set(`p${i}`, page(`<p>${i}</p>`), cache.generation);
    expect(cache.size).toBe(2000);
    expect(cache.get("p0")).toBeUndefined();
    expect(cache.get("p2000")).toBeDefined();
  });
});

describe("nonce rewriting", () => {
  it("writes a fresh nonce everywhere the old one was, leaving the stored page untouched", () => {
    const old = "AAAAAAAAAAAAAAAAAAAAAA==";
    const fresh = "BBBBBBBBBBBBBBBBBBBBBB==";
    const cached = page(`<script nonce="${old}"></script><link nonce="${old}">`, old);
    expect(cached.nonceOffsets).toHaveLength(2);
    const served = bodyWithNonce(cached, fresh).toString();
    expect(served).toBe(`<script nonce="${fresh}"></script><link nonce="${fresh}">`);
    expect(cached.body.toString()).toContain(old);
  });
});

describe("isCacheableResponse", () => {
  it("shares only complete, cookie-free HTML or route data", () => {
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
