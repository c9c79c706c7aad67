// Video thumbnails of the consent placeholders (ADR 0017) against both databases: an import queues the
// still of its YouTube or Vimeo video, the server fetches it once from a stand-in host on 127.0.0.1 (the
// guarded fetch's test-host allowance), stores it as an original and serves it from /media/; a failing
// host stores nothing and the placeholder stays without an image.
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../app/db/client.server.ts";
import { siteSettings } from "../app/db/schema/content.ts";
import { mediaOriginals, videoThumbnails } from "../app/db/schema/imports.ts";
import { propertyMedia } from "../app/db/schema/listings.ts";
import { thumbnailVideoOf, type VideoThumbnailQuality } from "../app/domain/video-thumbnail.ts";
import { importListing } from "../app/features/import/import-listing.server.ts";
import { ListingPayloadSchema } from "../app/features/import/listing-payload.ts";
import { listingExample } from "../app/features/import/testing/listing-example.ts";
import { fetchQueuedThumbnails } from "../app/features/import/video-thumbnail-fetcher.server.ts";
import { loadPropertyPage } from "../app/features/property/property-page.server.ts";
import { dictionaryFor } from "../app/i18n/dictionary.ts";
import { translate } from "../app/i18n/translate.ts";
import { DATABASE_KINDS, openTestDatabase } from "../tests/support/databases.ts";
import { createMediaContext, serveMedia } from "./media.ts";
import { photoPicture } from "../app/features/property/photo-views.ts";

const YOUTUBE_ID = "dQw4w9WgXcQ";
const VIMEO_ID = "76979871";

type Route = (req: IncomingMessage, res: ServerResponse) => void;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    }),
  );
}

function close(server: Server | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!server) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

for (const kind of DATABASE_KINDS) {
  describe(kind, () => {
    let connection: DatabaseConnection;
    let dataDir = "";
    let mediaServer: Server;
    let mediaBase = "";
    let standIn: Server;
    let standInOrigin = "";
    /** What the stand-in thumbnail host answers; each test sets it. */
    let route: Route = (_req, res) => res.writeHead(404).end();
    /** Paths the stand-in was asked for, in order. */
    let asked: string[] = [];
    let still: Buffer;
    let reference = 0;
    let thumbnailRowsAfterSeed = -1;

    beforeAll(async () => {
      connection = await openTestDatabase(kind, { seeded: true });
      thumbnailRowsAfterSeed = await connection.db.$count(videoThumbnails);
      dataDir = await mkdtemp(path.join(tmpdir(), "video-thumbnails-"));
      const media = await createMediaContext(dataDir, connection);
      mediaServer = createServer((req, res) => {
        const pathname = (req.url ?? "/").split("?", 1)[0] ?? "/";
        serveMedia(req, res, pathname, media).catch(() => res.writeHead(500).end());
      });
      mediaBase = `http://127.0.0.1:${await listen(mediaServer)}`;
      standIn = createServer((req, res) => {
        asked.push(req.url ?? "");
        route(req, res);
      });
      standInOrigin = `http://127.0.0.1:${await listen(standIn)}`;
      still = await sharp({ create: { width: 480, height: 360, channels: 3, background: "#c33" } })
        .jpeg()
        .toBuffer();
    }, 180_000);

    afterAll(async () => {
      await close(mediaServer);
      await close(standIn);
      await connection?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    beforeEach(async () => {
      asked = [];
      await connection.db.delete(videoThumbnails);
      await setQuality(undefined);
    });

    async function setQuality(quality: VideoThumbnailQuality | undefined) {
      await connection.db.execute(
        quality
          ? sql`update site_settings set display_options = display_options || ${JSON.stringify({ videoThumbnailQuality: quality })}::jsonb`
          : sql`update site_settings set display_options = display_options - 'videoThumbnailQuality'`,
      );
    }

    async function importWithVideo(url: string, ref = `THUMB-${kind}-${(reference += 1)}`) {
      const payload = ListingPayloadSchema.parse(
        listingExample(ref, { photos: [], media: [{ kind: "video", url }] }),
      );
      const result = await importListing(connection.db, payload);
      if (result.propertyId === undefined) throw new Error(`import refused: ${JSON.stringify(result)}`);
      return { ref, propertyId: result.propertyId, queued: result.thumbnailsQueued };
    }

    const fetchAll = (timeoutMs?: number) =>
      fetchQueuedThumbnails(connection.db, {
        sources: { youtubeOrigin: standInOrigin, vimeoOrigin: standInOrigin },
        allowedTestHost: "127.0.0.1",
        ...(timeoutMs ? { timeoutMs } : {}),
      });

    async function placeholderStill(propertyId: number) {
      const [settings] = await connection.db.select().from(siteSettings).limit(1);
      const quality = settings?.displayOptions.videoThumbnailQuality ?? "medium";
      const page = await loadPropertyPage({
        db: connection.db,
        idSegment: String(propertyId),
        pathname: `/property/${propertyId}/`,
        search: "",
        language: "en",
        enabledLanguages: ["nl", "fr", "en"],
        t: (key, params) => translate(dictionaryFor("en"), key, params),
        dictionary: dictionaryFor("en"),
        tiles: { url: "http://127.0.0.1:9/{z}/{x}/{y}.png", attribution: "test", provider: "test" },
        thumbnailQuality: quality,
      });
      if (page.kind !== "property") throw new Error(`expected a property page, got ${page.kind}`);
      const [embed] = page.view.embeds;
      if (!embed) throw new Error("the page shows no video");
      return embed.thumbnail;
    }

    const serveStill: Route = (_req, res) => res.writeHead(200, { "Content-Type": "image/jpeg" }).end(still);

    it("video thumbnails: a YouTube still is fetched once, stored as an original and served from /media/", async () => {
      route = (req, res) =>
        req.url?.endsWith("/hqdefault.jpg") ? serveStill(req, res) : res.writeHead(404).end();
      const first = await importWithVideo(`https://www.youtube.com/watch?v=${YOUTUBE_ID}`);
      expect(first.queued).toBe(1);
      // Before the fetch the placeholder has no image.
      expect(await placeholderStill(first.propertyId)).toBeNull();

      expect(await fetchAll()).toBe(1);
      expect(asked).toEqual([`/vi/${YOUTUBE_ID}/hqdefault.jpg`]);
      const [row] = await connection.db.select().from(videoThumbnails);
      expect(row).toMatchObject({ videoKey: `youtube:${YOUTUBE_ID}`, quality: "medium", state: "stored" });
      const [original] = await connection.db
        .select({ width: mediaOriginals.width, height: mediaOriginals.height })
        .from(mediaOriginals)
        .where(eq(mediaOriginals.imageKey, row?.imageKey ?? ""));
      expect(original).toEqual({ width: 480, height: 360 });

      const thumbnail = await placeholderStill(first.propertyId);
      expect(thumbnail).toMatchObject({ width: 480, height: 360 });
      expect(thumbnail?.alt).toBe("Still from the YouTube video of Ruime gezinswoning met tuin");
      const still = thumbnail ? photoPicture(thumbnail).src : "";
      expect(still).toMatch(/^\/media\/upload-[a-z2-7]{24}\/\d+\.jpg$/);
      const served = await fetch(`${mediaBase}${still}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/jpeg");
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("jpeg");

      // Stored once: another pass asks nothing, another listing with the same video (written otherwise)
      // queues nothing and shows the same still.
      expect(await fetchAll()).toBe(0);
      const second = await importWithVideo(`https://youtu.be/${YOUTUBE_ID}`);
      expect(second.queued).toBe(0);
      expect(await fetchAll()).toBe(0);
      expect(asked).toHaveLength(1);
      expect((await placeholderStill(second.propertyId))?.imageKey).toBe(thumbnail?.imageKey);
    });

    it("video thumbnails: the configured quality picks the URL, a missing size gives way to the next", async () => {
      route = (req, res) =>
        req.url?.endsWith("/sddefault.jpg") ? serveStill(req, res) : res.writeHead(404).end();
      await setQuality("high");
      const listing = await importWithVideo(`https://www.youtube.com/watch?v=${YOUTUBE_ID}`);
      await fetchAll();
      expect(asked).toEqual([`/vi/${YOUTUBE_ID}/maxresdefault.jpg`, `/vi/${YOUTUBE_ID}/sddefault.jpg`]);
      expect(await placeholderStill(listing.propertyId)).not.toBeNull();

      // The configuration now asks for low: the video is fetched again at that quality, and until then the
      // placeholder shows no still of another size.
      asked = [];
      route = (req, res) =>
        req.url?.endsWith("/mqdefault.jpg") ? serveStill(req, res) : res.writeHead(404).end();
      await setQuality("low");
      expect(await placeholderStill(listing.propertyId)).toBeNull();
      await fetchAll();
      expect(asked).toEqual([`/vi/${YOUTUBE_ID}/mqdefault.jpg`]);
      expect(await placeholderStill(listing.propertyId)).not.toBeNull();
    });

    it("video thumbnails: a Vimeo still comes from the thumbnail_url of its oEmbed answer", async () => {
      route = (req, res) => {
        const url = new URL(req.url ?? "/", standInOrigin);
        if (url.pathname === "/api/oembed.json") {
          expect(url.searchParams.get("url")).toBe(`https://vimeo.com/${VIMEO_ID}`);
          expect(url.searchParams.get("width")).toBe("640");
          const body = { type: "video", thumbnail_url: `${standInOrigin}/video/still_640.jpg` };
          return res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(body));
        }
        return url.pathname === "/video/still_640.jpg" ? serveStill(req, res) : res.writeHead(404).end();
      };
      const listing = await importWithVideo(`https://vimeo.com/${VIMEO_ID}`);
      await fetchAll();
      expect(asked.map((asked) => asked.split("?", 1)[0])).toEqual([
        "/api/oembed.json",
        "/video/still_640.jpg",
      ]);
      expect((await placeholderStill(listing.propertyId))?.alt).toBe(
        "Still from the Vimeo video of Ruime gezinswoning met tuin",
      );
    });

    const failures: [string, Route, number?][] = [
      ["a 404 for every size", (_req, res) => res.writeHead(404).end()],
      [
        "a body past the size limit",
        (_req, res) => {
          res.writeHead(200, { "Content-Type": "image/jpeg" });
          res.end(Buffer.alloc(3 * 1024 * 1024, 0xff));
        },
      ],
      [
        "a page instead of an image",
        (_req, res) =>
          res.writeHead(200, { "Content-Type": "text/html" }).end("<html><body>consent wall</body></html>"),
      ],
      [
        "an image type whose bytes are not an image",
        (_req, res) => res.writeHead(200, { "Content-Type": "image/jpeg" }).end("not a jpeg"),
      ],
      // Never answers: the fetch gives up after its time (shortened here), three times, then for good.
      ["a host that never answers", () => {}, 300],
    ];
    for (const [what, answer, timeoutMs] of failures) {
      it(`video thumbnails: ${what} stores nothing and the placeholder has no image`, async () => {
        route = answer;
        const originals = await connection.db.$count(mediaOriginals);
        const listing = await importWithVideo(`https://www.youtube.com/watch?v=${YOUTUBE_ID}`);
        await fetchAll(timeoutMs);
        const [row] = await connection.db.select().from(videoThumbnails);
        expect(row).toMatchObject({ state: "failed", imageKey: null });
        expect(row?.error).toBeTruthy();
        expect(await connection.db.$count(mediaOriginals)).toBe(originals);
        expect(await placeholderStill(listing.propertyId)).toBeNull();
      });
    }

    it("video thumbnails: when the listing's video changes, the old still is no longer shown", async () => {
      route = serveStill;
      const ref = `THUMB-${kind}-changing`;
      const listing = await importWithVideo(`https://www.youtube.com/watch?v=${YOUTUBE_ID}`, ref);
      await fetchAll();
      expect(await placeholderStill(listing.propertyId)).not.toBeNull();
      const changed = await importWithVideo("https://www.youtube.com/watch?v=aaaaaaaaaaa", ref);
      expect(changed.propertyId).toBe(listing.propertyId);
      expect(changed.queued).toBe(1);
      expect(await placeholderStill(listing.propertyId)).toBeNull();
    });

    it("video thumbnails: the demo seed queues no fetch, so the demo starts without network", async () => {
      // The demo's listings do have YouTube and Vimeo links; their stills are never asked for.
      const links = await connection.db.select({ url: propertyMedia.url }).from(propertyMedia);
      expect(links.some((link) => thumbnailVideoOf(link.url))).toBe(true);
      expect(thumbnailRowsAfterSeed).toBe(0);
    });
  });
}
