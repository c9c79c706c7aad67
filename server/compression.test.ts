import type { IncomingMessage } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressFor } from "./compression.ts";

const client = (acceptEncoding?: string) =>
  ({ headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }) as IncomingMessage;

describe("compressFor", () => {
  const page = Buffer.from("<!DOCTYPE html><p>Te koop</p>".repeat(100));

  it("light pages 15: a fresh render is gzip for every client that takes gzip, a browser preferring brotli too", async () => {
    for (const accepted of ["gzip", "gzip, deflate, br", "br, gzip", "gzip, deflate, br, zstd"]) {
      const compressed = await compressFor(client(accepted), page);
      expect(compressed.encoding, accepted).toBe("gzip");
      expect(gunzipSync(compressed.body).equals(page)).toBe(true);
    }
  });

  it("light pages 15: brotli only for a client that takes brotli and not gzip; none for the others or a small page", async () => {
    const brotli = await compressFor(client("br"), page);
    expect(brotli.encoding).toBe("br");
    expect(brotliDecompressSync(brotli.body).equals(page)).toBe(true);
    for (const accepted of [undefined, "", "identity", "deflate", "gzipx"]) {
      expect(await compressFor(client(accepted), page), String(accepted)).toEqual({
        body: page,
        encoding: undefined,
      });
    }
    expect(await compressFor(client("gzip"), Buffer.from("<p>kort</p>"))).toEqual({
      body: Buffer.from("<p>kort</p>"),
      encoding: undefined,
    });
  });
});
