import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";
import { admitRequest, isPlainTarget, type Refused, refusalText } from "./request-gate.ts";

const site = parseEnv({
  NODE_ENV: "production",
  PUBLIC_ORIGIN: "https://www.agency.be",
  ALLOWED_HOSTS: "agency.be",
});
const gate = (host: string | undefined, url = "/nl/te-koop/", method = "GET") =>
  admitRequest({ method, url, headers: host === undefined ? {} : { host } }, site);

describe("admitRequest", () => {
  it("hardening 1: admits the site's own hosts, with the configured protocol, and nothing else", () => {
    expect(gate("www.agency.be")).toEqual({
      admitted: true,
      host: "www.agency.be",
      protocol: "https:",
      target: "/nl/te-koop/",
    });
    expect(gate("WWW.Agency.BE:443")).toMatchObject({ admitted: true, host: "www.agency.be" });
    expect(gate("agency.be")).toMatchObject({ admitted: true, host: "agency.be" });
    expect(gate(undefined)).toMatchObject({ admitted: true, host: "www.agency.be" });
    for (const host of [
      "evil.example",
      "evil.example/nl/te-huur/?",
      "www.agency.be.evil.example",
      "127.0.0.1",
    ]) {
      expect(gate(host)).toEqual({ admitted: false, status: 400, message: "REQUEST_BAD_HOST" });
    }
  });

  it("light pages: a Host header admitted before is admitted again only where it names an allowed host", () => {
    // Spellings past the ones kept are still checked, and all name the same host.
    for (let i = 0; i < 200; i += 1) {
      const spelling = [..."www.agency.be"].map((c, at) => ((i >> at) & 1 ? c.toUpperCase() : c)).join("");
      expect(gate(spelling)).toMatchObject({ admitted: true, host: "www.agency.be" });
    }
    const elsewhere = parseEnv({ NODE_ENV: "production", PUBLIC_ORIGIN: "https://www.other.be" });
    const request = { method: "GET", url: "/", headers: { host: "www.agency.be" } };
    expect(admitRequest(request, elsewhere)).toMatchObject({ admitted: false, status: 400 });
    expect(admitRequest({ ...request, headers: {} }, elsewhere)).toMatchObject({ host: "www.other.be" });
  });

  it("hardening 1: a request target must be a path: absolute and authority forms are refused", () => {
    expect(gate("www.agency.be", "http://evil.example/nl/te-huur/")).toMatchObject({ status: 400 });
    expect(gate("www.agency.be", "evil.example:443")).toMatchObject({ status: 400 });
    expect(gate("www.agency.be", "*")).toMatchObject({ status: 400 });
  });

  it("hardening 8: malformed hosts get 400 and unknown methods 405, before any page code runs", () => {
    for (const host of ["a b", "x:99999", "a@b", "a/b", "[zz]", "host:", ":80", "a..b", "-a.be"]) {
      expect(gate(host)).toMatchObject({ admitted: false, status: 400 });
    }
    for (const method of ["TRACE", "TRACK", "CONNECT", "PUT", "DELETE", "PATCH", "OPTIONS", "get"]) {
      expect(gate("www.agency.be", "/", method)).toEqual({
        admitted: false,
        status: 405,
        message: "REQUEST_BAD_METHOD",
      });
    }
  });

  it("refuses a POST sent from another site's page with a translated 403; its own pages and clients without Origin pass", () => {
    const post = (origin: string | undefined, host = "www.agency.be") =>
      admitRequest(
        { method: "POST", url: "/nl/contact/", headers: origin === undefined ? { host } : { host, origin } },
        site,
      );
    const refused: Refused = { admitted: false, status: 403, message: "REQUEST_FOREIGN_ORIGIN" };
    for (const origin of [
      "https://evil.example",
      "http://www.agency.be",
      "https://agency.be",
      "https://www.agency.be.evil.example",
      "https://www.agency.be:8443",
      "null",
      "not a url",
      "",
    ]) {
      expect(post(origin), origin).toEqual(refused);
    }
    expect(post("https://www.agency.be")).toMatchObject({ admitted: true });
    expect(post("https://agency.be", "agency.be")).toMatchObject({ admitted: true });
    expect(post(undefined)).toMatchObject({ admitted: true });
    // A GET is never refused for its Origin (a page's own resources, a link followed from elsewhere).
    expect(
      admitRequest(
        { method: "GET", url: "/", headers: { host: "www.agency.be", origin: "https://evil.example" } },
        site,
      ),
    ).toMatchObject({ admitted: true });
    expect(refusalText(refused, "fr-BE")).toContain("depuis un autre site");
  });

  it("hardening 12: the protocol is the configured origin's, so cookies get Secure behind a TLS proxy", () => {
    expect(gate("www.agency.be")).toMatchObject({ protocol: "https:" });
    const local = parseEnv({ NODE_ENV: "development", PORT: "3000" });
    expect(
      admitRequest({ method: "GET", url: "/", headers: { host: "localhost:3000" } }, local),
    ).toMatchObject({
      protocol: "http:",
    });
  });

  it("explains a refusal in the visitor's language", () => {
    const refused = gate("evil.example");
    if (refused.admitted) throw new Error("admitted");
    expect(refusalText(refused, "fr-BE,fr;q=0.9")).toMatch(/^Requête invalide/);
    expect(refusalText(refused, "nl")).toMatch(/^Ongeldige aanvraag/);
    expect(refusalText(refused, undefined)).toMatch(/^Bad request/);
  });
});

describe("isPlainTarget", () => {
  it("hardening 5: refuses control characters, raw or escaped, and broken escapes", () => {
    expect(isPlainTarget("/nl/te-koop/?city=Li%C3%A8ge&page=2")).toBe(true);
    expect(isPlainTarget("/nl/te-koop/?city=%00")).toBe(false);
    expect(isPlainTarget("/nl/te-koop/?city=%ff")).toBe(false);
    expect(isPlainTarget("/nl/te-koop/?city=a%0d%0aSet-Cookie:x")).toBe(false);
    expect(isPlainTarget("/%7f")).toBe(false);
    expect(isPlainTarget("/%E2%80%AE")).toBe(true);
  });

  it("hardening 5: whatever a URL carries, no admitted one decodes to a control character", () => {
    fc.assert(
      // Lone surrogates cannot be percent-encoded at all (encodeURIComponent throws), so they are left out.
      fc.property(
        fc.string({ unit: "binary" }).filter((text) => text.isWellFormed()),
        (text) => {
          const target = `/nl/te-koop/?city=${encodeURIComponent(text)}`;
          const hasControl = /\p{Cc}/u.test(text);
          expect(isPlainTarget(target)).toBe(!hasControl);
        },
      ),
    );
  });
});

describe("parseEnv", () => {
  it("hardening 2: requires PUBLIC_ORIGIN in production, so no link is ever built from a request", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/PUBLIC_ORIGIN: required in production/);
    expect(parseEnv({ NODE_ENV: "production", DEMO: "1", PORT: "4000" }).siteOrigin).toBe(
      "http://localhost:4000",
    );
    expect(
      parseEnv({ NODE_ENV: "production", PUBLIC_ORIGIN: "https://www.agency.be/some/path" }).siteOrigin,
    ).toBe("https://www.agency.be");
  });

  it("refuses an origin, host list or proxy list it cannot use, naming the setting", () => {
    expect(() => parseEnv({ PUBLIC_ORIGIN: "ftp://agency.be" })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => parseEnv({ ALLOWED_HOSTS: "agency.be/x" })).toThrow(/ALLOWED_HOSTS/);
    expect(() => parseEnv({ TRUST_PROXY: "not-an-address" })).toThrow(/TRUST_PROXY/);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8"]);
  });

  it("answers on the loopback names only when no origin is configured", () => {
    expect([...parseEnv({ PORT: "3000" }).allowedHosts].sort()).toEqual([
      "127.0.0.1:3000",
      "[::1]:3000",
      "localhost:3000",
    ]);
    expect([...site.allowedHosts].sort()).toEqual(["agency.be", "www.agency.be"]);
  });
});
