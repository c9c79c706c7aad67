// Two worker processes (WEB_CONCURRENCY=2) of the built site on a real PostgreSQL server of their own, with
// the project's SMTP peer: what must hold across processes does (ADR 0020). Each request is sent on a
// keep-alive connection, which stays with one worker; the worker is read from the answer's log line.
import { connect } from "node:net";
import { Agent } from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseConnection, openDatabase } from "../../app/db/client.server.ts";
import { rawRows } from "../../app/db/raw-rows.server.ts";
import { eventually, type SmtpPeer, startSmtpPeer } from "../../app/features/leads/testing/smtp-peer.ts";
import { createDatabaseOn, type PostgresCluster, startPostgresCluster } from "../support/postgres-cluster.ts";
import { type RunningSite, startBuiltSite } from "./support/built-site.ts";
import { BROWSER_WAIT_MS } from "./support/browser.ts";
import { CONTACT_PATH, contactPost, type LeadPost, withRemark } from "./support/lead-posts.ts";
import { type Connection, connectionsToWorkers, send } from "./support/worker-connections.ts";

let cluster: PostgresCluster;
let smtp: SmtpPeer;
let site: RunningSite;
let database: DatabaseConnection;
let workers: Connection[];

const logs = () => site.output();
const count = async (query: ReturnType<typeof sql>) =>
  Number((await rawRows(database.db, query))[0]?.n ?? -1);
const post = (agent: Agent, lead: LeadPost) =>
  send(agent, `${site.url}${CONTACT_PATH}`, { method: "POST", headers: lead.headers, body: lead.body });

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const databaseUrl = await createDatabaseOn(cluster, "site");
  smtp = await startSmtpPeer();
  site = await startBuiltSite({
    output: "ignore",
    env: {
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: "2",
      TRUST_PROXY: "loopback",
      SMTP_URL: smtp.url,
      // A worker killed while it held e-mails gives them up this soon (production: 120 s).
      OUTBOX_LEASE_SECONDS: "10",
    },
  });
  database = await openDatabase({ databaseUrl });
  workers = await connectionsToWorkers(site.url, logs, 2);
}, 240_000);

afterAll(async () => {
  for (const worker of workers ?? []) worker.agent.destroy();
  await database?.close();
  await site?.stop();
  await smtp?.stop();
  cluster?.stop();
});

describe("two worker processes on one PostgreSQL", () => {
  it("done 1: a burst of 200 submissions spread over both workers respects one rate limit (10 per visitor and form)", async () => {
    const posts = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        contactPost(database.db, site.url, `burst-${i}@example.be`, "198.51.100.1"),
      ),
    );
    const answers = await Promise.all(
      posts.map((lead, i) => post(workers[i % 2]?.agent ?? new Agent(), lead)),
    );
    const byStatus = new Map<number, number>();
    for (const answer of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    expect(Object.fromEntries(byStatus)).toEqual({ 303: 10, 429: 190 });
    expect(await count(sql`select count(*) as n from leads where email like 'burst-%'`)).toBe(10);
    // Both processes answered posts: one limit, not one per process.
    const posting = new Set(
      logs()
        .split("\n")
        .filter((line) => line.includes(`"path":"${CONTACT_PATH}"`) && line.includes('"method":"POST"'))
        .map((line) => Number(/"pid":(\d+)/.exec(line)?.[1])),
    );
    expect(posting).toEqual(new Set(workers.map((worker) => worker.pid)));
  });

  it("done 2: a form ticket used on one worker is refused on the other", async () => {
    const [first, second] = workers;
    if (!first || !second) throw new Error("two workers");
    const lead = await contactPost(database.db, site.url, "ticket-once@example.be", "198.51.100.2");
    expect((await post(first.agent, lead)).status).toBe(303);
    const again = await post(second.agent, withRemark(lead, "Une autre question"));
    expect(again.status).toBe(400);
    expect(await count(sql`select count(*) as n from leads where email = 'ticket-once@example.be'`)).toBe(1);
  });

  it("done 4: a content change empties both workers' page caches", async () => {
    const page = (worker: Connection) =>
      send(worker.agent, `${site.url}/nl/`, {
        headers: { "Accept-Language": "nl", "Accept-Encoding": "gzip" },
      });
    for (const worker of workers) {
      await page(worker);
      // Stored: the next answer comes from the cache, which says nothing of its time.
      expect((await page(worker)).headers["server-timing"]).toBeUndefined();
    }
    await database.db.execute(
      sql`update properties set price = price + 1 where id = (select min(id) from properties)`,
    );
    for (const worker of workers) {
      await eventually(
        async () => (await page(worker)).headers["server-timing"] !== undefined,
        BROWSER_WAIT_MS,
      );
    }
  });

  it("load: a listing moved to another type shows in the for-sale list's filter counts on both workers, which keep those counts in memory between changes", async () => {
    let fresh = 0;
    // A list page no cache holds, so the count shown is the worker's kept filter options.
    const typeCount = async (worker: Connection, typeId: number) => {
      fresh += 1;
      const answer = await send(worker.agent, `${site.url}/nl/te-koop/?fresh=${fresh}`, {
        headers: { "Accept-Language": "nl" },
      });
      const option = new RegExp(`<option value="${typeId}">[^<]*\\((\\d+)\\)</option>`).exec(answer.body);
      return Number(option?.[1] ?? Number.NaN);
    };
    const [listing] = await rawRows(
      database.db,
      sql`select id, type_id from properties where goal = 0 and published order by id limit 1`,
    );
    const to = Number(listing?.type_id) === 1 ? 2 : 1;
    const before = await Promise.all(workers.map((worker) => typeCount(worker, to)));
    expect(before.every((shown) => shown > 0)).toBe(true);
    await database.db.execute(sql`update properties set type_id = ${to} where id = ${Number(listing?.id)}`);
    for (const [index, worker] of workers.entries()) {
      const expected = (before[index] ?? Number.NaN) + 1;
      await eventually(async () => (await typeCount(worker, to)) === expected, BROWSER_WAIT_MS);
    }
  });

  it("done 3: a worker killed with SIGKILL mid-burst loses no acknowledged lead; every mail is sent, again only what the killed worker was handing over (same Message-ID)", async () => {
    const posts = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        contactPost(database.db, site.url, `kill-${i}@example.be`, `203.0.113.${i + 1}`),
      ),
    );
    const agents = Array.from({ length: 6 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    const victim = workers[0]?.pid ?? 0;
    let settled = 0;
    const outcomes = await Promise.allSettled(
      posts.map(async (lead, i) => {
        try {
          return await post(agents[i % agents.length] ?? new Agent(), lead);
        } finally {
          settled += 1;
          if (settled === 15) process.kill(victim, "SIGKILL");
        }
      }),
    );
    for (const agent of agents) agent.destroy();
    const acknowledged = posts.filter((_, i) => {
      const outcome = outcomes[i];
      return outcome?.status === "fulfilled" && outcome.value.status === 303;
    });
    expect(acknowledged.length).toBeGreaterThan(15);
    expect(outcomes.some((outcome) => outcome.status === "rejected")).toBe(true);
    const stored = new Set(
      (await rawRows(database.db, sql`select submission_key as key from leads`)).map((row) =>
        String(row.key),
      ),
    );
    for (const lead of acknowledged) expect(stored.has(lead.nonce)).toBe(true);

    // Every queued e-mail goes out, those the killed worker held once their lease is over. The test's own
    // time allows for a loaded machine: the burst, the lease, the sending and the replacement worker.
    await eventually(
      async () => (await count(sql`select count(*) as n from outbox_messages where status = 'queued'`)) === 0,
      60_000,
    );
    const ids = (await rawRows(database.db, sql`select id from outbox_messages`)).map((row) =>
      String(row.id),
    );
    expect(ids.length).toBeGreaterThan(acknowledged.length);
    const sent = new Map<string, number>();
    for (const mail of smtp.received) {
      const id = /^Message-ID: <outbox-([0-9a-f-]+)-\d+@/im.exec(mail.raw)?.[1] ?? "";
      sent.set(id, (sent.get(id) ?? 0) + 1);
    }
    for (const id of ids) expect(sent.get(id) ?? 0).toBeGreaterThanOrEqual(1);
    // Sent twice only when the killed worker was handing it over (the SMTP server had it, the row was not
    // yet marked): at most one batch of 20, each time with the same Message-ID, which receivers collapse.
    const twice = ids.filter((id) => (sent.get(id) ?? 0) > 1);
    expect(twice.length).toBeLessThanOrEqual(20);
    expect(ids.filter((id) => (sent.get(id) ?? 0) > 2)).toEqual([]);
    expect(smtp.received).toHaveLength(ids.length + twice.length);

    // The primary replaced the killed worker: two workers answer again, none of them the killed one.
    for (const worker of workers) worker.agent.destroy();
    workers = await connectionsToWorkers(site.url, logs, 2, [victim]);
    expect(workers.map((worker) => worker.pid)).not.toContain(victim);
    expect(logs()).toMatch(new RegExp(`Worker ${victim} exited \\(signal SIGKILL\\): starting another`));
  }, 180_000);

  it("done 5: /readyz answers 503 while PostgreSQL is stopped and 200 when it is back, without a restart", async () => {
    const ready = (worker: Connection) => send(worker.agent, `${site.url}/readyz`);
    for (const worker of workers) expect((await ready(worker)).status).toBe(200);
    cluster.pause();
    try {
      for (const worker of workers) {
        await eventually(async () => (await ready(worker)).status === 503, BROWSER_WAIT_MS);
        const answer = await ready(worker);
        expect(JSON.parse(answer.body)).toEqual({ status: "unavailable", reason: "database-unreachable" });
        expect(answer.headers["cache-control"]).toBe("no-store");
        expect((await send(worker.agent, `${site.url}/healthz`)).status).toBe(200);
      }
    } finally {
      cluster.resume();
    }
    for (const worker of workers)
      await eventually(async () => (await ready(worker)).status === 200, BROWSER_WAIT_MS);
  });

  it("operate 2: SIGTERM lets a request in flight finish, then every process exits", async () => {
    const socket = connect(Number(new URL(site.url).port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    const ended = new Promise((resolve) => socket.once("close", resolve));
    const host = new URL(site.url).host;
    // A first answer on the connection: a worker holds it and reads from it.
    socket.write(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
    await eventually(() => received.includes('{"status":"ok"}'), BROWSER_WAIT_MS);
    received = "";
    const body = "_form=site-contact&homepage=";
    // With "Expect: 100-continue" the worker says "100 Continue" once it has read the request's head and
    // handed the request to the site: from then on the request is in flight, waiting for its body.
    socket.write(
      `POST ${CONTACT_PATH} HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${site.url}\r\nExpect: 100-continue\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await eventually(() => received.startsWith("HTTP/1.1 100 Continue\r\n\r\n"), BROWSER_WAIT_MS);
    received = "";
    const exited = new Promise<number | null>((resolve) => site.process.once("exit", resolve));
    site.process.kill("SIGTERM");
    // The stop has begun: the worker with nothing in flight (its connections idle) has exited. The one
    // whose request waits for its body, and with it the primary, have not.
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    await eventually(() => workers.some((worker) => !alive(worker.pid)), BROWSER_WAIT_MS);
    expect(workers.filter((worker) => alive(worker.pid))).toHaveLength(1);
    expect(site.process.exitCode).toBeNull();
    socket.write(body.slice(5));
    await ended;
    // Answered (a form without its ticket is refused), and the connection closed after the answer.
    expect(received).toMatch(/^HTTP\/1\.1 400 /);
    expect(received.toLowerCase()).toContain("connection: close");
    expect(await exited).toBe(0);
  });
});
