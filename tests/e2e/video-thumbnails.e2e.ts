// Video thumbnails of the consent placeholders (issue 11, ADR 0017): a listing imported with a YouTube
// video, YouTube's image host played by a stand-in on 127.0.0.1. The server fetches the still once in the
// background; before consent the property page's placeholder shows it from the site's own /media/, and
// the browser asks nothing of any other host, the stand-in included.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../app/db/client.server.ts";
import { importListing } from "../../app/features/import/import-listing.server.ts";
import { ListingPayloadSchema } from "../../app/features/import/listing-payload.ts";
import { listingExample } from "../../app/features/import/testing/listing-example.ts";
import { axeViolations } from "./support/axe.ts";
import { type RunningSite, startBuiltSite } from "./support/built-site.ts";
import { openPage } from "./support/browser.ts";

const VIDEO_ID = "dQw4w9WgXcQ";

let standIn: Server;
let standInOrigin = "";
/** Paths the stand-in thumbnail host was asked for, by the server (never by the browser). */
const asked: string[] = [];
let site: RunningSite;
let dataDir = "";
let propertyId = 0;

beforeAll(async () => {
  const still = await sharp({ create: { width: 480, height: 360, channels: 3, background: "#2a6" } })
    .jpeg()
    .toBuffer();
  standIn = createServer((req, res) => {
    asked.push(req.url ?? "");
    if (req.url === `/vi/${VIDEO_ID}/hqdefault.jpg`)
      res.writeHead(200, { "Content-Type": "image/jpeg" }).end(still);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  const address = standIn.address();
  standInOrigin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  // The listing comes in as the agency's software sends it, into a copy of the seeded site's data.
  dataDir = await mkdtemp(path.join(tmpdir(), "immo-thumbnails-"));
  await cp(inject("e2eSeededDataDir"), dataDir, { recursive: true });
  const connection = await openDatabase({ dataDir: path.join(dataDir, "db") });
  try {
    const payload = ListingPayloadSchema.parse(
      listingExample("E2E-VIDEO-1", {
        photos: [],
        media: [{ kind: "video", url: `https://www.youtube.com/watch?v=${VIDEO_ID}` }],
      }),
    );
    const result = await importListing(connection.db, payload);
    if (result.propertyId === undefined || result.thumbnailsQueued !== 1)
      throw new Error(`the import did not queue the still: ${JSON.stringify(result)}`);
    propertyId = result.propertyId;
  } finally {
    await connection.close();
  }
  site = await startBuiltSite({
    env: {
      DATA_DIR: dataDir,
      PHOTO_FETCH_TEST_HOST: "127.0.0.1",
      YOUTUBE_THUMBNAIL_ORIGIN: standInOrigin,
    },
    output: "ignore",
  });
  // The server fetches the still in the background after it starts: wait until the page names it.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const html = await (await fetch(`${site.url}/property/${propertyId}/`)).text();
    if (html.includes('class="embed-placeholder__still"')) break;
    if (Date.now() > deadline) throw new Error("the video's still never appeared on the page");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 240_000);

afterAll(async () => {
  await site?.stop();
  await new Promise<void>((resolve) => (standIn ? standIn.close(() => resolve()) : resolve()));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe.each(["nl", "fr"] as const)("video thumbnails (%s)", (language) => {
  it(`video thumbnails: before consent the placeholder shows the still from the site's /media/, and no request leaves 127.0.0.1 (${language})`, async () => {
    const urls: string[] = [];
    const page = await openPage(`${site.url}/property/${propertyId}/`, {
      locale: `${language}-BE`,
      consentCookie: null,
      beforeNavigation: (opened) => opened.on("request", (request) => urls.push(request.url())),
    });
    const still = page.locator(".embed-placeholder img.embed-placeholder__still");
    await still.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>(".embed-placeholder__still");
      return image?.complete === true && image.naturalWidth > 0;
    });
    const shown = await still.evaluate((image: HTMLImageElement) => ({
      currentSrc: image.currentSrc,
      width: image.getAttribute("width"),
      height: image.getAttribute("height"),
      loading: image.getAttribute("loading"),
      alt: image.alt,
    }));
    expect(shown.currentSrc.startsWith(`${site.url}/media/upload-`)).toBe(true);
    expect(shown).toMatchObject({ width: "480", height: "360", loading: "lazy" });
    expect(shown.alt).toContain("YouTube");
    // The placeholder's choices are still there, and nothing of YouTube was loaded.
    expect(await page.locator(".property-embed iframe").count()).toBe(0);
    expect(await page.locator(".property-embed .embed-placeholder button").count()).toBe(2);

    for (const url of urls) {
      if (url.startsWith("data:") || url.startsWith("blob:")) continue;
      expect(new URL(url).hostname, url).toBe("127.0.0.1");
      expect(url.startsWith(standInOrigin), url).toBe(false);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

it("video thumbnails: the server asked the stand-in for the still once, however often the page was shown", () => {
  expect(asked).toEqual([`/vi/${VIDEO_ID}/hqdefault.jpg`]);
});
