// The workers bench (ADR 0020): the production build on a PostgreSQL server of its own grown to 100,000
// listings, started with WEB_CONCURRENCY=1 and then 2, each loaded by wrk with pages no cache holds (the
// for-sale list, and property detail pages); req/s and p99 side by side, with the for-sale list query's
// p50 on the same database. Target (issue 15): 2 workers >= 1.7 times 1 worker. Reports, never asserts.
// Each run also reports the CPU each side used per request (the site's processes, PostgreSQL, wrk) and the
// rest of the machine's, and from the 1-worker costs the most 2 workers can give on this machine's cores.
//   BENCH_ONLY=workers npm run bench        (or: npm exec -- node scripts/bench/workers-load.ts)
//   BENCH_LISTINGS=100000 WORKERS_LOAD_SECONDS=15 WORKERS_LOAD_CONNECTIONS=32
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { openDatabase } from "../../app/db/client.server.ts";
import { seedDemoDataIfEmpty } from "../../app/db/seed/seed.server.ts";
import { parseListingQuery } from "../../app/features/listings/listing-query.ts";
import { listingPage } from "../../app/features/listings/listings.server.ts";
import { startPostgresCluster } from "../../tests/support/postgres-cluster.ts";
import { projectRoot, startBuiltSite } from "../../tests/e2e/support/built-site.ts";
import { z } from "zod";
import type { Cell, Measurement } from "./measurement.ts";
import { formatTable } from "./table.ts";
import { childCpuOf, countCpu, postmasterOf, withChildCpu } from "./process-cpu.ts";
import { growListings } from "./scaled-listings.ts";
import { ensureWrk, runWrk } from "./load.ts";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const seconds = Number(process.env.WORKERS_LOAD_SECONDS ?? 15);
const connections = Number(process.env.WORKERS_LOAD_CONNECTIONS ?? 32);
const WRK_THREADS = 2;

const WrkResult = z.object({
  requests: z.number(),
  seconds: z.number(),
  p50Ms: z.number(),
  p99Ms: z.number(),
  statuses: z.record(z.string(), z.number()),
});
type WrkResult = z.infer<typeof WrkResult> & { cpuSeconds: number };

async function loadUncachedPages(url: string, args: string[]): Promise<WrkResult> {
  const script = path.join(projectRoot, "scripts/bench/uncached-pages.lua");
  const wrkArgs = [
    `-t${WRK_THREADS}`,
    `-c${connections}`,
    `-d${seconds}s`,
    "--timeout",
    "10s",
    "-s",
    script,
    url,
    "--",
    ...args,
  ];
  const { figures, output } = await runWrk(wrkArgs, {
    marker: "WRK_RESULT",
    figures: WrkResult,
    wrap: withChildCpu,
  });
  return { ...figures, cpuSeconds: childCpuOf(output) };
}

/** Property detail paths as the list pages link them. */
async function detailPaths(url: string): Promise<string[]> {
  const found = new Set<string>();
  for (let page = 1; page <= 60; page += 1) {
    const html = await (await fetch(`${url}/nl/te-koop/?page=${page}`)).text();
    for (const match of html.matchAll(/href="(\/nl\/te-koop\/[^"/]+\/[^"/]+\/\d+\/)"/g))
      if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** p50 of the for-sale list's database work (listingPage, first page, newest first) in ms. */
async function listQueryP50(databaseUrl: string): Promise<number> {
  const connection = await openDatabase({ databaseUrl });
  try {
    const query = parseListingQuery(new URLSearchParams(""));
    for (let run = 0; run < 10; run += 1) await listingPage(connection.db, "sale", query, "nl");
    const times: number[] = [];
    for (let run = 0; run < 100; run += 1) {
      const start = performance.now();
      await listingPage(connection.db, "sale", query, "nl");
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return Math.round((times[49] ?? Number.NaN) * 100) / 100;
  } finally {
    await connection.close();
  }
}

/** CPU milliseconds one request costs each side. */
type CpuPerRequest = { site: number; postgres: number; wrk: number };

/**
 * How many times the 1-worker rate 2 workers can reach at best on `cores` that nothing else uses: all the
 * CPU a request costs (the workers', PostgreSQL's, the load generator's) shares them, and 2 workers at most
 * double one. A worker is not held to one core (V8's collector and zlib's pool run beside it), so the
 * 1-worker rate itself is the base, not one core's worth.
 */
function bestRatio(cost: CpuPerRequest, cores: number, oneWorkerRate: number): number {
  const machine = (cores * 1000) / (cost.site + cost.postgres + cost.wrk);
  return Math.min(2, machine / oneWorkerRate);
}

export const workersLoad: Measurement = {
  name: "workers",
  run: ({ scratchDir }) => workersTables(scratchDir),
};

async function workersTables(scratchDir: string) {
  {
    ensureWrk();
    const cluster = await startPostgresCluster();
    try {
      const admin = postgres(cluster.url, { max: 1, onnotice: () => {} });
      await admin.unsafe("CREATE DATABASE bench");
      await admin.end();
      const databaseUrl = cluster.url.replace(/\/postgres$/, "/bench");
      const connection = await openDatabase({ databaseUrl });
      await seedDemoDataIfEmpty(connection.db);
      await growListings(connection.db, LISTINGS);
      await connection.close();
      const queryP50 = await listQueryP50(databaseUrl);

      const rows: Cell[][] = [];
      const perSecond: Record<string, number[]> = { list: [], detail: [] };
      const oneWorkerCost: Record<string, CpuPerRequest> = {};
      const postmaster = postmasterOf(Number(new URL(cluster.url).port));
      for (const workers of [1, 2]) {
        const site = await startBuiltSite({
          output: "ignore",
          env: { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: String(workers), LOG_LEVEL: "warn" },
        });
        try {
          const pathsFile = path.join(scratchDir, `detail-paths-${workers}.txt`);
          await writeFile(pathsFile, `${(await detailPaths(site.url)).join("\n")}\n`);
          for (const [page, args] of [
            ["list", ["list", String(WRK_THREADS)]],
            ["detail", ["detail", String(WRK_THREADS), pathsFile]],
          ] as const) {
            const cpu = countCpu({ site: site.process.pid ?? -1, postgres: postmaster });
            const result = await loadUncachedPages(site.url, [...args]);
            const used = cpu();
            const rate = Math.round((result.requests / result.seconds) * 10) / 10;
            perSecond[page]?.push(rate);
            const perRequest = (cpuSeconds: number) =>
              Math.round((cpuSeconds * 1000 * 10) / Math.max(result.requests, 1)) / 10;
            const cost = {
              site: perRequest(used.site),
              postgres: perRequest(used.postgres),
              wrk: perRequest(result.cpuSeconds),
            };
            if (workers === 1) oneWorkerCost[page] = cost;
            const rest = used.machine - used.site - used.postgres - result.cpuSeconds;
            rows.push([
              page,
              workers,
              rate,
              result.p50Ms,
              result.p99Ms,
              cost.site,
              cost.postgres,
              cost.wrk,
              Math.round((used.machine / Math.max(used.machineCapacity, 0.1)) * 100),
              Math.round(rest * 10) / 10,
              JSON.stringify(result.statuses),
            ]);
          }
        } finally {
          await site.stop();
        }
      }
      const ratio = (page: string) => {
        const [one = 0, two = 0] = perSecond[page] ?? [];
        return one > 0 ? `${(two / one).toFixed(2)}×` : "—";
      };
      const bound = (page: string) => {
        const cost = oneWorkerCost[page];
        const [one = 0] = perSecond[page] ?? [];
        return cost && one > 0 ? `${bestRatio(cost, availableParallelism(), one).toFixed(2)}×` : "—";
      };
      return [
        {
          title: `Workers on PostgreSQL, ${LISTINGS.toLocaleString("en")} listings, uncached pages`,
          columns: [
            "page",
            "workers",
            "req/s",
            "p50 ms",
            "p99 ms",
            "site CPU ms/req",
            "PostgreSQL CPU ms/req",
            "wrk CPU ms/req",
            "machine busy %",
            "other processes CPU s",
            "statuses",
          ],
          rows,
          notes: [
            `wrk -t${WRK_THREADS} -c${connections} -d${seconds}s, every URL asked once (scripts/bench/uncached-pages.lua)`,
            `2 workers / 1 worker: list ${ratio("list")}, detail ${ratio("detail")} (target >= 1.7)`,
            `the most 2 workers can give over the 1-worker run when its CPU per request fills ${availableParallelism()} ` +
              `cores that nothing else uses: list ${bound("list")}, detail ${bound("detail")} (loose when other ` +
              "processes held the 1-worker run down: see their CPU seconds)",
            `for-sale list query (listingPage, first page) p50 ${queryP50} ms on the same database`,
          ],
        },
      ];
    } finally {
      cluster.stop();
    }
  }
}

if (import.meta.main) {
  const scratch = await mkdtemp(path.join(tmpdir(), "immo-bench-workers-"));
  try {
    console.log((await workersTables(scratch)).map(formatTable).join("\n\n"));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
