import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { configuredMapTiles } from "../app/map-tiles.server.ts";
import { pageCacheBytesEach, parseEnv } from "./env.ts";

describe("MAP_TILE_URL (one schema, checked at start-up)", () => {
  it("stops the start with a message naming the setting when the template is not one", () => {
    for (const value of [
      "http://tiles.example.be/{z}/{x}/{y}.png",
      "https://tiles.example.be/tile.png",
      "tiles",
    ]) {
      expect(() => parseEnv({ MAP_TILE_URL: value })).toThrow(
        /MAP_TILE_URL: a https:\/\/ or \/path template/,
      );
    }
    expect(parseEnv({ MAP_TILE_URL: " https://tiles.example.be/{z}/{x}/{y}.png " }).MAP_TILE_URL).toBe(
      "https://tiles.example.be/{z}/{x}/{y}.png",
    );
    expect(parseEnv({ MAP_TILE_URL: "" }).MAP_TILE_URL).toBeUndefined();
  });

  it("gives the maps the same reading: unset is none, the host names a remote server", () => {
    expect(configuredMapTiles({})).toBeNull();
    expect(configuredMapTiles({ MAP_TILE_URL: "  " })).toBeNull();
    expect(configuredMapTiles({ MAP_TILE_URL: "https://tiles.example.be/{z}/{x}/{y}.png" })).toEqual({
      url: "https://tiles.example.be/{z}/{x}/{y}.png",
      attribution: "tiles.example.be",
      provider: "tiles.example.be",
    });
    expect(
      configuredMapTiles({ MAP_TILE_URL: "/tiles/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "© Agency" }),
    ).toEqual({ url: "/tiles/{z}/{x}/{y}.png", attribution: "© Agency", provider: "" });
  });
});

describe("WEB_CONCURRENCY (run many)", () => {
  it("run many 1: one process on the embedded database, refusing more with a message naming the setting", () => {
    expect(parseEnv({}).workers).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: "1" }).workers).toBe(1);
    expect(() => parseEnv({ WEB_CONCURRENCY: "2" })).toThrow(/WEB_CONCURRENCY: 2 processes need PostgreSQL/);
    expect(() => parseEnv({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => parseEnv({ WEB_CONCURRENCY: "two" })).toThrow(/WEB_CONCURRENCY/);
  });

  it("run many 1: on PostgreSQL as many as asked, by default one per core", () => {
    const DATABASE_URL = "postgres://site@127.0.0.1:5432/site";
    expect(parseEnv({ DATABASE_URL, WEB_CONCURRENCY: "3" }).workers).toBe(3);
    expect(parseEnv({ DATABASE_URL }).workers).toBe(availableParallelism());
  });
});

describe("APP_THREADS (app threads on the embedded database)", () => {
  it("is one by default, as many as asked on the embedded database, and refused on PostgreSQL", () => {
    expect(parseEnv({}).threads).toBe(1);
    expect(parseEnv({ APP_THREADS: "2" }).threads).toBe(2);
    expect(() => parseEnv({ APP_THREADS: "0" })).toThrow(/APP_THREADS/);
    expect(() => parseEnv({ APP_THREADS: "many" })).toThrow(/APP_THREADS/);
    const DATABASE_URL = "postgres://site@127.0.0.1:5432/site";
    expect(parseEnv({ DATABASE_URL, APP_THREADS: "1" }).threads).toBe(1);
    expect(() => parseEnv({ DATABASE_URL, APP_THREADS: "2" })).toThrow(
      /APP_THREADS: 2 threads share the embedded database's thread; on PostgreSQL .* set WEB_CONCURRENCY/,
    );
  });
});

describe("PAGE_CACHE_THREAD (the page cache thread, ADR 0047)", () => {
  it("is on beside a single app server on a machine of two cores or more, and as set", () => {
    expect(parseEnv({}).cacheThread).toBe(availableParallelism() > 1);
    expect(parseEnv({ PAGE_CACHE_THREAD: "1" }).cacheThread).toBe(true);
    expect(parseEnv({ PAGE_CACHE_THREAD: "0" }).cacheThread).toBe(false);
    // Several app servers each answer cached pages: none by default.
    expect(parseEnv({ APP_THREADS: "2" }).cacheThread).toBe(false);
    const DATABASE_URL = "postgres://site@127.0.0.1:5432/site";
    expect(parseEnv({ DATABASE_URL, WEB_CONCURRENCY: "2" }).cacheThread).toBe(false);
    expect(parseEnv({ DATABASE_URL, WEB_CONCURRENCY: "1", PAGE_CACHE_THREAD: "1" }).cacheThread).toBe(true);
  });

  it("is refused with several app servers, and any other value, naming the setting", () => {
    expect(() => parseEnv({ PAGE_CACHE_THREAD: "yes" })).toThrow(/PAGE_CACHE_THREAD/);
    expect(() => parseEnv({ PAGE_CACHE_THREAD: "1", APP_THREADS: "2" })).toThrow(
      /PAGE_CACHE_THREAD: the page cache thread runs beside a single app server/,
    );
    const DATABASE_URL = "postgres://site@127.0.0.1:5432/site";
    expect(() => parseEnv({ DATABASE_URL, WEB_CONCURRENCY: "2", PAGE_CACHE_THREAD: "1" })).toThrow(
      /PAGE_CACHE_THREAD/,
    );
  });

  it("shares the page cache's budget out among its holders: app threads, and the thread's copy", () => {
    const mb = 1024 * 1024;
    expect(pageCacheBytesEach(parseEnv({ PAGE_CACHE_THREAD: "0" }))).toBe(128 * mb);
    expect(pageCacheBytesEach(parseEnv({ PAGE_CACHE_THREAD: "1" }))).toBe(64 * mb);
    expect(pageCacheBytesEach(parseEnv({ APP_THREADS: "4", PAGE_CACHE_MB: "100" }))).toBe(25 * mb);
  });
});

describe("FORM_TICKETS_BACKDATE_MS (a test setting)", () => {
  it("is refused on a public origin, naming the setting, and accepted on this machine's own", () => {
    for (const backdate of ["3000", "-10000"]) {
      const production = { NODE_ENV: "production", FORM_TICKETS_BACKDATE_MS: backdate } as const;
      expect(() => parseEnv({ ...production, PUBLIC_ORIGIN: "https://www.agency.be" })).toThrow(
        /FORM_TICKETS_BACKDATE_MS: a test setting .* refused on the public origin https:\/\/www\.agency\.be/,
      );
      for (const origin of ["http://127.0.0.1:4100", "http://localhost:4100", "http://[::1]:4100"]) {
        expect(parseEnv({ ...production, PUBLIC_ORIGIN: origin }).FORM_TICKETS_BACKDATE_MS).toBe(
          Number(backdate),
        );
      }
    }
    for (const bad of ["yes", "1.5", "3001", "-60001"]) {
      expect(() => parseEnv({ FORM_TICKETS_BACKDATE_MS: bad })).toThrow(/FORM_TICKETS_BACKDATE_MS/);
    }
    expect(
      parseEnv({ NODE_ENV: "production", PUBLIC_ORIGIN: "https://www.agency.be" }).FORM_TICKETS_BACKDATE_MS,
    ).toBe(0);
  });
});

describe("SWEEPBRIGHT_* (the CRM connector, ADR 0025)", () => {
  const secret = "a".repeat(32);
  const all = {
    SWEEPBRIGHT_CLIENT_ID: "agency",
    SWEEPBRIGHT_CLIENT_SECRET: "s3cret",
    SWEEPBRIGHT_WEBHOOK_SECRET: secret,
  };

  it("crm connector: off without its settings, on with all three and SweepBright's documented base URL", () => {
    expect(parseEnv({}).sweepBright).toBeNull();
    expect(parseEnv(all).sweepBright).toEqual({
      clientId: "agency",
      clientSecret: "s3cret",
      apiUrl: "https://website.sweepbright.com/api/",
      webhookSecret: secret,
    });
    expect(parseEnv({ ...all, SWEEPBRIGHT_API_URL: "http://127.0.0.1:4010/api" }).sweepBright?.apiUrl).toBe(
      "http://127.0.0.1:4010/api/",
    );
  });

  it("crm connector: stops the start, naming the settings, when one is missing, the secret is short or the credentials would travel in clear", () => {
    expect(() => parseEnv({ SWEEPBRIGHT_CLIENT_ID: "agency" })).toThrow(/needs all three/);
    expect(() => parseEnv({ ...all, SWEEPBRIGHT_WEBHOOK_SECRET: "short" })).toThrow(
      /SWEEPBRIGHT_WEBHOOK_SECRET/,
    );
    expect(() => parseEnv({ ...all, SWEEPBRIGHT_API_URL: "http://website.sweepbright.com/api/" })).toThrow(
      /SWEEPBRIGHT_API_URL: https is required/,
    );
  });
});
