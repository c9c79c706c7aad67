// Hardening 1, 8 and 12 as an attacker meets them over HTTP: a forged Host cannot swap or re-point a
// cached page, malformed requests get a 4xx without reaching the pages, and behind a TLS proxy the
// language cookie is Secure.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSite, startBuiltSite } from "./support/built-site.ts";
import { siteUrl } from "./support/site-url.ts";

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One request with exactly these headers (fetch would not let a test choose Host or TRACE). */
function raw(
  base: string,
  target: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: hostname,
      port,
      path: target,
      method,
      headers,
      setHost: !("Host" in headers),
    });
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe("the request gate", () => {
  it("hardening 1: a forged Host is refused and cannot swap or re-point the cached page", async () => {
    const base = siteUrl("/");
    const target = `/for-sale/?probe=${Date.now()}`;
    const forged = await raw(base, target, { Host: "evil.example/nl/te-huur/?" });
    expect(forged.status).toBe(400);
    expect(forged.body).toContain("Bad request");
    const visitor = await raw(base, target, { "Accept-Language": "nl" });
    expect(visitor.status).toBe(200);
    // The probe parameter names no filter, so the canonical URL is the list's own (spec §2).
    expect(canonicalOf(visitor.body)).toBe(siteUrl("/nl/te-koop/"));
    expect(visitor.body).not.toContain("evil.example");
    expect(/<title>([^<]*)<\/title>/.exec(visitor.body)?.[1]).toMatch(/te koop/i);
  });

  it("hardening 8: malformed hosts and unknown methods get 400 and 405 in the visitor's language", async () => {
    const base = siteUrl("/");
    for (const host of ["a b", "x:99999", "a@b"]) {
      const answer = await raw(base, "/", { Host: host, "Accept-Language": "fr" });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatch(/^Requête invalide/);
    }
    const trace = await raw(base, "/", {}, "TRACE");
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe("GET, HEAD, POST");
  });

  it("hardening 5: a list URL with a NUL byte or a page past any end never reaches the database", async () => {
    const base = siteUrl("/");
    expect((await raw(base, "/nl/te-koop/?city=%00%ff")).status).toBe(400);
    expect((await raw(base, "/nl/te-koop/?page=1e20")).status).toBe(200);
    expect((await raw(base, "/nl/te-koop/_.data?page=1e20")).status).toBe(200);
  });
});

describe("behind a TLS proxy", () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startBuiltSite({
      env: { PUBLIC_ORIGIN: "https://www.agency.test", ALLOWED_HOSTS: "agency.test" },
      output: "ignore",
    });
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
  });

  it("hardening 12: the language cookie is Secure, and links carry the public origin", async () => {
    const answer = await raw(site.url, "/fr/", { Host: "www.agency.test", "Accept-Language": "nl" });
    expect(answer.status).toBe(200);
    expect(String(answer.headers["set-cookie"])).toMatch(/^lng=fr;.*; Secure/);
    expect(canonicalOf(answer.body)).toBe("https://www.agency.test/fr/");
    expect((await raw(site.url, "/fr/")).status).toBe(400);
  });

  it("hardening 2: a page asked for under another of the site's names still links to the public origin", async () => {
    const answer = await raw(site.url, "/nl/", { Host: "agency.test" });
    expect(answer.status).toBe(200);
    expect(canonicalOf(answer.body)).toBe("https://www.agency.test/nl/");
    expect(answer.body).not.toContain("//agency.test");
  });
});
