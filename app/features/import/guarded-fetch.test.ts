// The photo fetcher's SSRF guard against a real HTTP server on loopback: loopback is exactly what it must
// refuse, unless the one named test host is allowed.
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FetchPolicy, FetchRefused, guardedFetch, PHOTO_FETCH_POLICY } from "./guarded-fetch.server.ts";

let server: Server;
let port = 0;
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/photo.png") {
      res.writeHead(200, { "Content-Type": "image/png" });
      res.end(PNG);
    } else if (req.url === "/to-loopback-literal") {
      res.writeHead(302, { Location: `http://127.0.0.1:${port}/photo.png` });
      res.end();
    } else if (req.url === "/to-metadata") {
      res.writeHead(301, { Location: "http://169.254.169.254/latest/meta-data/" });
      res.end();
    } else if (req.url === "/page.html") {
      res.writeHead(200, { "Content-Type": "text/html" });
      res.end("<p>not a photo</p>");
    } else if (req.url === "/huge.png") {
      res.writeHead(200, { "Content-Type": "image/png" });
      res.end(Buffer.alloc(64 * 1024));
    } else if (req.url === "/loop") {
      res.writeHead(302, { Location: "/loop" });
      res.end();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const guarded: FetchPolicy = { ...PHOTO_FETCH_POLICY, timeoutMs: 5_000 };
const allowingLocalhost: FetchPolicy = { ...guarded, allowedTestHost: "localhost", maxBytes: 32 * 1024 };

describe("guardedFetch", () => {
  it.each([
    () => `http://127.0.0.1:${port}/photo.png`,
    () => `http://localhost:${port}/photo.png`,
    () => `http://[::1]:${port}/photo.png`,
    () => `http://[::ffff:127.0.0.1]:${port}/photo.png`,
    () => `http://2130706433:${port}/photo.png`,
    () => `http://0x7f.1:${port}/photo.png`,
    () => "http://169.254.169.254/latest/meta-data/",
    () => "http://10.0.0.1/photo.png",
    () => "http://192.168.1.1/photo.png",
    () => "file:///etc/passwd",
    () => "ftp://example.com/photo.png",
    () => `http://user:secret@localhost:${port}/photo.png`,
  ])("SSRF: refuses %s without fetching it", async (url) => {
    await expect(guardedFetch(url(), guarded)).rejects.toBeInstanceOf(FetchRefused);
  });

  it("SSRF: the named test host is fetched, its other spellings are not", async () => {
    const { body, contentType } = await guardedFetch(`http://localhost:${port}/photo.png`, allowingLocalhost);
    expect(contentType).toBe("image/png");
    expect(body.equals(PNG)).toBe(true);
    await expect(
      guardedFetch(`http://127.0.0.1:${port}/photo.png`, allowingLocalhost),
    ).rejects.toBeInstanceOf(FetchRefused);
  });

  it("SSRF: a redirect to a private or loopback address is refused", async () => {
    await expect(
      guardedFetch(`http://localhost:${port}/to-loopback-literal`, allowingLocalhost),
    ).rejects.toBeInstanceOf(FetchRefused);
    await expect(
      guardedFetch(`http://localhost:${port}/to-metadata`, allowingLocalhost),
    ).rejects.toBeInstanceOf(FetchRefused);
  });

  it("refuses what is not an accepted image type, a body over the size limit, and redirect loops", async () => {
    await expect(guardedFetch(`http://localhost:${port}/page.html`, allowingLocalhost)).rejects.toThrow(
      /type/,
    );
    await expect(guardedFetch(`http://localhost:${port}/huge.png`, allowingLocalhost)).rejects.toThrow(
      /larger/,
    );
    await expect(guardedFetch(`http://localhost:${port}/loop`, allowingLocalhost)).rejects.toThrow(
      /redirects/,
    );
    await expect(guardedFetch(`http://localhost:${port}/missing.png`, allowingLocalhost)).rejects.toThrow(
      /404/,
    );
  });
});
