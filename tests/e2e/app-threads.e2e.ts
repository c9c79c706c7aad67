// Two app threads in one process on the embedded database (APP_THREADS=2, ADR 0040): both answer on the one
// port, each from its own page cache; they share the database the main thread opened, so a listing the
// agency's software sends through one shows at once on the other, whose cached pages were emptied; and a
// SIGTERM stops both before the database closes, which the next start finds whole.
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingExample } from "../../app/features/import/testing/listing-example.ts";
import { apiKeyFromCommand } from "./support/api-key-command.ts";
import { type RunningSite, dataDirOfOwn, startBuiltSite } from "./support/built-site.ts";
import { type ThreadConnection, connectionsToThreads, send } from "./support/worker-connections.ts";

const LIST_PATH = "/nl/te-koop/";
/** The page path the site gives `listingExample` in Dutch (spec §2). */
const pagePath = (id: number) => `/nl/te-koop/mechelen/ruime-gezinswoning-met-tuin/${id}/`;

let dataDir = "";
let key = "";
let site: RunningSite;
let threads: ThreadConnection[];
let importedId = 0;

/** A page as a browser asks for it; `gzip` as well, for a fresh page whose answer is its stored gzip. */
const page = (thread: ThreadConnection, pathname: string, encoding = "identity") =>
  send(thread.agent, `${site.url}${pathname}`, {
    headers: { "Accept-Language": "nl", "Accept-Encoding": encoding },
  });

beforeAll(async () => {
  dataDir = await dataDirOfOwn("immo-site-threads-");
  // Made as the agency's staff make one, before the site starts on the same data directory.
  key = await apiKeyFromCommand("Threads CRM", { dataDir });
  site = await startBuiltSite({ output: "ignore", env: { DATA_DIR: dataDir, APP_THREADS: "2" } });
  threads = await connectionsToThreads(site.url, site.output, 2);
}, 240_000);

afterAll(async () => {
  for (const thread of threads ?? []) thread.agent.destroy();
  await site?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("two app threads on the embedded database", () => {
  it("both answer on the one port, each from a page cache of its own", async () => {
    expect(new Set(threads.map((thread) => thread.thread)).size).toBe(2);
    for (const thread of threads) {
      // A fresh page's gzip answer is the bytes the cache stores, stored before they are sent.
      expect((await page(thread, LIST_PATH, "gzip")).status).toBe(200);
      // Stored: the next answer comes from the cache, which says nothing of its time.
      const cached = await page(thread, LIST_PATH, "gzip");
      expect(cached.status).toBe(200);
      expect(cached.headers["server-timing"]).toBeUndefined();
    }
  });

  it("a listing sent through one thread shows at once on both, whose cached lists were emptied", async () => {
    const [first, second] = threads;
    if (!first || !second) throw new Error("Two app threads expected");
    const created = await send(first.agent, `${site.url}/api/v1/listings`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      // No video link: its still would be fetched from YouTube, outside the test.
      body: JSON.stringify(listingExample("THREADS-2026-040", { media: [] })),
    });
    expect(created.status).toBe(201);
    const answer: unknown = JSON.parse(created.body);
    expect(answer).toMatchObject({ outcome: "created" });
    importedId = Number((answer as { propertyId: number }).propertyId);
    for (const thread of [second, first]) {
      const list = await page(thread, LIST_PATH);
      expect(list.headers["server-timing"]).toBeDefined();
      expect(list.body).toContain(`href="${pagePath(importedId)}"`);
    }
    expect((await page(second, pagePath(importedId))).status).toBe(200);
  });

  it("SIGTERM stops both threads before the database closes: the process exits 0 and the next start finds the listing", async () => {
    for (const thread of threads) thread.agent.destroy();
    await site.halt();
    expect(site.process.exitCode).toBe(0);
    const again = await startBuiltSite({ output: "ignore", env: { DATA_DIR: dataDir } });
    try {
      const answer = await fetch(`${again.url}${pagePath(importedId)}`);
      expect(answer.status).toBe(200);
    } finally {
      await again.stop();
    }
  });
});
