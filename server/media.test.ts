import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMediaStore, RENDERER_VERSION } from "../app/features/media/media-store.server.ts";
import { renderImage } from "../app/features/media/render-image.server.ts";
import { serveMedia } from "./media.ts";

let server: Server;
let base: string;
let cacheDir: string;
let renders = 0;

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), "media-test-"));
  const store = createMediaStore({
    cacheDir,
    render: (image, width, format) => {
      renders++;
      return renderImage(image, width, format);
    },
  });
  server = createServer((req, res) => {
    const pathname = (req.url ?? "/").split("?", 1)[0] ?? "/";
    void serveMedia(req, res, pathname, { store }).then((handled) => {
      if (!handled) {
        res.writeHead(418);
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(cacheDir, { recursive: true, force: true });
});

describe("GET /media/<key>/<width>.<format>", () => {
  it("serves the rendered image with long-lived caching headers", async () => {
    const response = await fetch(`${base}/media/living-3x2-abc/400.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("etag")).toMatch(/^".+"$/);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 400, 267]);
  });

  it("renders a variant once, then answers from memory and keeps a copy on disk", async () => {
    const before = renders;
    await fetch(`${base}/media/kitchen-4x3-once/250.jpg`);
    await fetch(`${base}/media/kitchen-4x3-once/250.jpg`);
    await Promise.all([1, 2, 3].map(() => fetch(`${base}/media/bedroom-4x3-burst/600.avif`)));
    expect(renders - before).toBe(2);
    expect(existsSync(path.join(cacheDir, RENDERER_VERSION, "kitchen-4x3-once", "250.jpg"))).toBe(true);
  });

  it("answers 304 when the browser already has this variant", async () => {
    const first = await fetch(`${base}/media/garden-3x2-etag/100.png`);
    const etag = first.headers.get("etag") ?? "";
    const second = await fetch(`${base}/media/garden-3x2-etag/100.png`, {
      headers: { "If-None-Match": etag },
    });
    expect(second.status).toBe(304);
  });

  it("answers 404, never 5xx, for keys, widths and formats it does not serve", async () => {
    for (const url of [
      "/media/castle-3x2-abc/400.webp",
      "/media/living-3x2-abc/401.webp",
      "/media/living-3x2-abc/400.gif",
      "/media/living-3x2-abc/400.WEBP",
      "/media/living-3x2-%E0%A4%A/400.webp",
      "/media/living-3x2-abc/../400.webp",
      "/media/living-3x2-abc",
      "/media/",
      `/media/${"x".repeat(5000)}/400.webp`,
    ]) {
      const response = await fetch(`${base}${url}`);
      expect([url, response.status]).toEqual([url, 404]);
    }
  });

  it("refuses other methods and leaves other paths to the rest of the site", async () => {
    const post = await fetch(`${base}/media/living-3x2-abc/400.webp`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    const head = await fetch(`${base}/media/living-3x2-abc/400.webp`, { method: "HEAD" });
    expect(head.status).toBe(200);
    const other = await fetch(`${base}/for-sale/`);
    expect(other.status).toBe(418);
  });
});
