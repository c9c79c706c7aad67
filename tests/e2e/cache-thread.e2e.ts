// The page cache thread (PAGE_CACHE_THREAD, ADR 0047): a second thread on the one port answers cached pages
// from its copy of the page cache and passes everything else on to the app server. Its answers are the app
// server's bytes; a listing the agency's software sends, through it or to the app server, empties its copy at
// once; the visitor's address the app server logs and limits by is the visitor's, whatever header they send;
// the detail pages it answers count their views; and a SIGTERM stops both, the process exiting 0.
import { Agent } from "node:http";
import { rm } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/db/client.server.ts";
import { propertyDailyViews } from "../../app/db/schema/owner-statistics.ts";
import { siteDay } from "../../app/domain/site-calendar.ts";
import { listingExample } from "../../app/features/import/testing/listing-example.ts";
import { PEER_HEADER } from "../../server/forwarding.ts";
import { apiKeyFromCommand } from "./support/api-key-command.ts";
import { type RunningSite, dataDirOfOwn, startBuiltSite } from "./support/built-site.ts";
import { type Answer, send } from "./support/worker-connections.ts";

const LIST_PATH = "/nl/te-koop/";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:146.0) Gecko/20100101 Firefox/146.0";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";

let dataDir = "";
let key = "";
let site: RunningSite;
/** A keep-alive connection the page cache thread accepted, and one the app server accepted. */
let toThread: Agent;
let toApp: Agent;

const page = (agent: Agent, pathname: string, headers: Record<string, string> = {}) =>
  send(agent, `${site.url}${pathname}`, { headers: { "Accept-Language": "nl", ...headers } });

/** The log line of an answer, found by its request id once written. */
async function lineOf(answer: Answer): Promise<Record<string, unknown>> {
  const requestId = answer.headers["x-request-id"];
  if (typeof requestId !== "string") throw new Error("An answer without X-Request-Id");
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const line = site
      .output()
      .split("\n")
      .find((text) => text.includes(requestId));
    if (line) return JSON.parse(line) as Record<string, unknown>;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No log line for request ${requestId}`);
}

/**
 * New connections until one is answered from the cache by the thread (its lines carry its `thread`) and one
 * by the app server (its lines carry none): the kernel hands each new connection to one of the two.
 */
async function connectionsToBoth(): Promise<{ thread: Agent; app: Agent }> {
  let thread: Agent | undefined;
  let app: Agent | undefined;
  for (let attempt = 0; attempt < 200 && (!thread || !app); attempt += 1) {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const line = await lineOf(await page(agent, LIST_PATH));
    if (typeof line.thread === "number" && !thread) thread = agent;
    else if (line.thread === undefined && !app) app = agent;
    else agent.destroy();
  }
  if (!thread || !app) throw new Error("The thread and the app server did not both take connections");
  return { thread, app };
}

/**
 * The list as the thread answers it from its copy: stored again by the app server first (an identity
 * client's fresh page is stored after it is sent: the app server answers from its cache once it is).
 */
async function listFromThreadsCopy(): Promise<Answer> {
  let stored = false;
  for (let attempt = 0; attempt < 50 && !stored; attempt += 1) {
    stored = (await page(toApp, LIST_PATH)).headers["server-timing"] === undefined;
    if (!stored) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(stored).toBe(true);
  const answer = await page(toThread, LIST_PATH);
  expect((await lineOf(answer)).thread).toEqual(expect.any(Number));
  return answer;
}

/** A new listing sent to the import API on `agent`'s connection; its property id. */
async function sendListing(agent: Agent, reference: string): Promise<number> {
  const created = await send(agent, `${site.url}/api/v1/listings`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    // No video link: its still would be fetched from YouTube, outside the test.
    body: JSON.stringify(listingExample(reference, { media: [] })),
  });
  expect(created.status).toBe(201);
  return (JSON.parse(created.body) as { propertyId: number }).propertyId;
}

beforeAll(async () => {
  dataDir = await dataDirOfOwn("immo-site-cache-thread-");
  key = await apiKeyFromCommand("Cache thread CRM", { dataDir });
  // On: the default on a machine with a second core, set here for any machine.
  site = await startBuiltSite({ output: "ignore", env: { DATA_DIR: dataDir, PAGE_CACHE_THREAD: "1" } });
  // Rendered and stored by the app server, which tells the thread.
  expect((await fetch(`${site.url}${LIST_PATH}`, { headers: { "Accept-Language": "nl" } })).status).toBe(200);
  ({ thread: toThread, app: toApp } = await connectionsToBoth());
}, 240_000);

afterAll(async () => {
  toThread?.destroy();
  toApp?.destroy();
  await site?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("the page cache thread", () => {
  it("answers a cached page with the app server's bytes and headers, in every encoding", async () => {
    for (const encoding of ["identity", "gzip"]) {
      const fromThread = await page(toThread, LIST_PATH, { "Accept-Encoding": encoding });
      const fromApp = await page(toApp, LIST_PATH, { "Accept-Encoding": encoding });
      expect((await lineOf(fromThread)).thread).toEqual(expect.any(Number));
      expect((await lineOf(fromApp)).thread).toBeUndefined();
      expect(fromThread.status).toBe(200);
      expect(fromThread.body).toBe(fromApp.body);
      const shared = (answer: Answer) => {
        const { date: _date, "x-request-id": _id, ...rest } = answer.headers;
        return rest;
      };
      expect(shared(fromThread)).toEqual(shared(fromApp));
      // From the cache on both: a render would say how its time went.
      expect(fromThread.headers["server-timing"]).toBeUndefined();
    }
  });

  it("passes on what it does not hold: a fresh render, the health probes, a refused host", async () => {
    const fresh = await page(toThread, "/nl/te-huur/");
    expect(fresh.status).toBe(200);
    expect(fresh.headers["server-timing"]).toBeDefined();
    // Rendered and logged by the app server.
    expect((await lineOf(fresh)).thread).toBeUndefined();
    expect((await send(toThread, `${site.url}/readyz`)).status).toBe(200);
    const foreign = await send(toThread, `${site.url}/nl/`, {
      headers: { Host: "attacker.example", "Accept-Language": "fr" },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toContain("Requête invalide");
  });

  it("a listing sent through the thread shows at once on both: the thread's copy was emptied", async () => {
    const propertyId = await sendListing(toThread, "CACHE-THREAD-2026-047");
    const shown = `href="/nl/te-koop/mechelen/ruime-gezinswoning-met-tuin/${propertyId}/"`;
    for (const agent of [toThread, toApp]) {
      const list = await page(agent, LIST_PATH);
      expect(list.body).toContain(shown);
    }
    const again = await listFromThreadsCopy();
    expect(again.body).toContain(shown);
  });

  it("a listing sent to the app server itself shows at once on the thread: its copy is emptied first", async () => {
    await listFromThreadsCopy();
    const propertyId = await sendListing(toApp, "CACHE-THREAD-2026-048");
    // The very next request, on the thread's connection, with no wait.
    const list = await page(toThread, LIST_PATH);
    expect(list.body).toContain(`/${propertyId}/"`);
  });

  it("the visitor's address is their connection's, whatever peer header they send", async () => {
    const forged = { [PEER_HEADER]: "guessed-secret 203.0.113.9" };
    // Answered by the thread from its copy, and passed on to the app server.
    const cached = await page(toThread, LIST_PATH, forged);
    const passedOn = await page(toThread, "/nl/contact/?from=cache-thread-test", forged);
    // Sent to the app server's own connection: no thread in between, and no more believed.
    const direct = await page(toApp, "/nl/contact/?from=cache-thread-test", forged);
    for (const answer of [cached, passedOn, direct]) {
      expect(answer.status).toBe(200);
      expect((await lineOf(answer)).address).toBe("127.0.0.1");
    }
  });

  it("counts the views of the detail pages it answers; SIGTERM stops both, the process exits 0", async () => {
    const list = await page(toApp, LIST_PATH);
    const detail = /href="(\/nl\/te-koop\/[^"/]+\/[^"/]+\/(\d+)\/)"/.exec(list.body);
    if (!detail?.[1]) throw new Error("The for-sale list links no property");
    // Rendered for one visitor by the app server, then from the thread's copy for two others. A gzip
    // client's fresh page is stored before it is sent (an identity client's after), so the copy has it.
    const rendered = await page(toApp, detail[1], { "User-Agent": FIREFOX, "Accept-Encoding": "gzip" });
    expect(rendered.headers["server-timing"]).toBeDefined();
    for (const userAgent of [CHROME, SAFARI]) {
      const cached = await page(toThread, detail[1], { "User-Agent": userAgent });
      expect((await lineOf(cached)).thread).toEqual(expect.any(Number));
    }
    const day = siteDay(new Date());
    toThread.destroy();
    toApp.destroy();
    await site.halt();
    expect(site.process.exitCode).toBe(0);
    const connection = await openDatabase({ dataDir: path.join(dataDir, "db") });
    try {
      const [row] = await connection.db
        .select({ views: propertyDailyViews.views })
        .from(propertyDailyViews)
        .where(and(eq(propertyDailyViews.day, day), eq(propertyDailyViews.propertyId, Number(detail[2]))));
      // The demo data holds days of views before today; today's row is what this test made.
      expect(row?.views).toBe(3);
    } finally {
      await connection.close();
    }
  });
});
