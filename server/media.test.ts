import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKnownImageKeys } from "../app/features/media/known-image-keys.server.ts";
import {
  createMediaStore,
  createVariantStore,
  RENDERER_VERSION,
} from "../app/features/media/media-store.server.ts";
import { renderImage } from "../app/features/media/render-image.server.ts";
import { createRenderQueue } from "../app/features/media/render-queue.server.ts";
import { serveMedia } from "./media.ts";

let server: Server;
let base: string;
let cacheDir: string;
let renders = 0;
// Renders of seeds starting with "held" wait until the test lets them go.
let releaseHeld: () => void = () => {};
let held = new Promise<void>((resolve) => (releaseHeld = resolve));
const queue = createRenderQueue({ concurrency: 1, maxWaiting: 1 });

// The keys "the database" names: everything the tests fetch, except the ones they expect to be unknown.
const KNOWN = [
  "living-3x2-abc",
  "kitchen-4x3-once",
  "bedroom-4x3-burst",
  "garden-3x2-etag",
  "portrait-1x1-helda",
  "portrait-1x1-heldb",
  "portrait-1x1-heldc",
];

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), "media-test-"));
  const store = createMediaStore({
    cacheDir,
    queue,
    render: async (image, width, format) => {
      renders++;
      if (image.seed.startsWith("held")) await held;
      return renderImage(image, width, format);
    },
  });
  const keys = createKnownImageKeys(async () => KNOWN);
  // No key here names an imported photo (server/import-api.db.test.ts serves those).
  const imported = createVariantStore({
    render: () => Promise.reject(new Error("this test names no imported photo")),
  });
  server = createServer((req, res) => {
    const pathname = (req.url ?? "/").split("?", 1)[0] ?? "/";
    void serveMedia(req, res, pathname, { store, imported, keys }).then((handled) => {
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
    expect(existsSync(path.join(cacheDir, `v${RENDERER_VERSION}`, "kitchen-4x3-once.250.jpg"))).toBe(true);
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

  it("hardening 4: answers 404 without rendering a well-formed key the database does not name", async () => {
    const before = renders;
    for (const url of ["/media/living-3x2-madeup1/400.webp", "/media/kitchen-4x3-zz9/1600.avif"]) {
      const response = await fetch(`${base}${url}`);
      expect([url, response.status]).toEqual([url, 404]);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect(renders).toBe(before);
  });

  it("hardening 4: queues renders and answers 503 with Retry-After once the queue is full", async () => {
    const url = (seed: string) => `${base}/media/portrait-1x1-${seed}/100.png`;
    const first = fetch(url("helda"));
    await until(() => queue.load().running === 1);
    const second = fetch(url("heldb"));
    await until(() => queue.load().waiting === 1);
    const refused = await fetch(url("heldc"));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    releaseHeld();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    // Once the queue has room again, the refused image renders.
    expect((await fetch(url("heldc"))).status).toBe(200);
    held = Promise.resolve();
  });
});

/** Waits (without a clock) until `condition` holds: the server runs in this process. */
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 10_000 && !condition(); turn++) {
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  expect(condition()).toBe(true);
}
