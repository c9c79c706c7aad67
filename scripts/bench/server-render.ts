// Server-render throughput and latency of the app beside nginx serving the very same HTML as a static file,
// measured in turns in one run (quality.md: report ratios measured side by side, figures are noisy here).
// The Node floor (node-floor-server.ts) answers with the same bytes and headers from node:http and nothing
// more: how far the page cache is from nginx because of the site's own work, and how far because of Node's.
// Every scenario runs BENCH_RENDER_RUNS times (default 3), the scenarios taking turns in each round; the
// tables give the medians.
import { gzipSync } from "node:zlib";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fetchRaw } from "./http-bytes.ts";
import { type LoadFigures, type LoadRun, runLoad } from "./load.ts";
import {
  type BenchContext,
  type BenchTable,
  type Cell,
  type Measurement,
  recordFindings,
} from "./measurement.ts";
import { startNginx } from "./nginx.ts";
import type { FloorPage } from "./node-floor-server.ts";
import { startNodeFloor } from "./node-floor.ts";
import { countCpu } from "./process-cpu.ts";
import { median } from "./statistics.ts";

const rounds = Math.max(1, Math.floor(Number(process.env.BENCH_RENDER_RUNS ?? 3)) || 3);

type Scenario = {
  server: "app" | "nginx" | "floor";
  label: string;
  /** What the load generator takes: nothing, gzip, or what a browser takes (gzip, deflate, br). */
  encoding: "identity" | "gzip" | "browser";
  uniqueQuery: boolean;
  /** The unique query is a new price floor: nothing the site keeps per list state answers (load.ts). */
  uniqueFilters?: boolean;
  /** Connections of this scenario when not the bench's (BENCH_CONNECTIONS). */
  connections?: number;
};

const appCached: Scenario = {
  server: "app",
  label: "app, page cache",
  encoding: "identity",
  uniqueQuery: false,
};
const nginxStatic: Scenario = {
  server: "nginx",
  label: "nginx, static file",
  encoding: "identity",
  uniqueQuery: false,
};
const floorCached: Scenario = {
  server: "floor",
  label: "Node floor, same bytes",
  encoding: "identity",
  uniqueQuery: false,
};
const appUncached: Scenario = {
  server: "app",
  label: "app, uncached render",
  encoding: "identity",
  uniqueQuery: true,
};
// Issue 14's figure: the uncached for-sale list at 10 connections.
const appUncachedTen: Scenario = {
  server: "app",
  label: "app, uncached render",
  encoding: "identity",
  uniqueQuery: true,
  connections: 10,
};
// The same as a browser asks: what the first visitor of a page costs (ADR 0036).
const appUncachedBrowser: Scenario = { ...appUncachedTen, encoding: "browser" };
// A list state no visitor asked for before: neither the page cache nor the list's kept count and page
// (listings.server.ts) hold it. The other pages read the price floor as any other unknown query.
const appUncachedNewFilters: Scenario = {
  ...appUncachedBrowser,
  label: "app, uncached render, new filters",
  uniqueFilters: true,
};
const appCachedGzip: Scenario = {
  server: "app",
  label: "app, page cache",
  encoding: "gzip",
  uniqueQuery: false,
};
const nginxStaticGzip: Scenario = {
  server: "nginx",
  label: "nginx, static .gz",
  encoding: "gzip",
  uniqueQuery: false,
};
const floorCachedGzip: Scenario = { ...floorCached, encoding: "gzip" };
// The app, nginx and the Node floor take turns, so a slow patch of the machine does not land on one side
// only. A page's gzip runs come right after its uncached renders, as hits do under a mixed load: in the
// seconds after renders a hit has been measured dearer (its writev) than long after them.
const scenarios = [
  appCached,
  nginxStatic,
  floorCached,
  appUncached,
  appUncachedTen,
  appUncachedBrowser,
  appUncachedNewFilters,
  appCachedGzip,
  nginxStaticGzip,
  floorCachedGzip,
];

const ACCEPT_ENCODING: Record<Scenario["encoding"], Record<string, string>> = {
  identity: {},
  gzip: { "accept-encoding": "gzip" },
  browser: { "accept-encoding": "gzip, deflate, br" },
};

/** A run's figures, and for the app the CPU its process used per answer (all its threads), in µs. */
type RunFigures = LoadFigures & { cpuMicroseconds: number | null };

type PageResult = {
  name: string;
  path: string;
  status: number;
  htmlBytes: number;
  /** Every round's figures of each scenario. */
  runs: Map<Scenario, RunFigures[]>;
};

const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/** The median of each figure over the rounds; errors and requests added up. */
function medianOf(runs: RunFigures[] | undefined): RunFigures | undefined {
  if (!runs || runs.length === 0) return undefined;
  const middle = (figure: (run: RunFigures) => number) => median(runs.map(figure)) ?? 0;
  const cpu = runs.flatMap((run) => (run.cpuMicroseconds === null ? [] : [run.cpuMicroseconds]));
  return {
    requestsPerSecond: middle((run) => run.requestsPerSecond),
    p50Ms: middle((run) => run.p50Ms),
    p99Ms: middle((run) => run.p99Ms),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    cpuMicroseconds: median(cpu) ?? null,
  };
}

/**
 * One load run; for the app and the Node floor also the CPU their process used per answer, which moves far
 * less than the rate when other work shares the machine (ADR 0035).
 */
async function measuredRun(scenario: Scenario, run: LoadRun, pid: number | undefined): Promise<RunFigures> {
  if (scenario.server === "nginx" || pid === undefined)
    return { ...(await runLoad(run)), cpuMicroseconds: null };
  const cpu = countCpu({ site: pid, postgres: null });
  const figures = await runLoad(run);
  return { ...figures, cpuMicroseconds: (cpu().site * 1e6) / Math.max(figures.requests, 1) };
}

/** What each answer writes anew, left out of the headers the Node floor answers with. */
const PER_ANSWER_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "vary",
  "x-request-id",
  "server-timing",
]);

export const serverRender: Measurement = {
  name: "render",
  async run(context: BenchContext): Promise<BenchTable[]> {
    const www = path.join(context.scratchDir, "www");
    await mkdir(www, { recursive: true });
    const results: PageResult[] = [];
    const floorPages: Record<string, FloorPage> = {};
    for (const [index, page] of context.pages.entries()) {
      const saved = await fetchRaw(new URL(page.path, context.site.url).href, "identity");
      const file = `page-${index}.html`;
      await writeFile(path.join(www, file), saved.body);
      await writeFile(path.join(www, `${file}.gz`), gzipSync(saved.body, { level: 9 }));
      floorPages[`/${file}`] = {
        plain: path.join(www, file),
        gzip: path.join(www, `${file}.gz`),
        headers: Object.entries(saved.headers).filter(([name]) => !PER_ANSWER_HEADERS.has(name)),
      };
      results.push({ ...page, status: saved.status, htmlBytes: saved.body.length, runs: new Map() });
    }

    const nginx = await startNginx(www, context.scratchDir);
    const floor = await startNodeFloor(floorPages, context.scratchDir).catch(async (error: unknown) => {
      await nginx.stop();
      throw error;
    });
    try {
      for (const [index, result] of results.entries()) {
        const urls: Record<Scenario["server"], string> = {
          app: new URL(result.path, context.site.url).href,
          nginx: `${nginx.url}/page-${index}.html`,
          floor: `${floor.url}/page-${index}.html`,
        };
        const pids: Record<Scenario["server"], number | undefined> = {
          app: context.site.process.pid,
          nginx: undefined,
          floor: floor.pid,
        };
        console.log(`bench: ${result.name} (${result.path})`);
        // Warm-up, not reported: the JIT, the render path and the page cache.
        await runLoad({
          url: urls.app,
          connections: context.connections,
          seconds: Math.min(2, context.seconds),
          uniqueQuery: true,
        });
        for (let pass = 0; pass < rounds; pass += 1) {
          for (const scenario of scenarios) {
            const run: LoadRun = {
              url: urls[scenario.server],
              connections: scenario.connections ?? context.connections,
              seconds: context.seconds,
              headers: ACCEPT_ENCODING[scenario.encoding],
              uniqueQuery: scenario.uniqueQuery,
              uniqueFilters: scenario.uniqueFilters ?? false,
            };
            const figures = await measuredRun(scenario, run, pids[scenario.server]);
            result.runs.set(scenario, [...(result.runs.get(scenario) ?? []), figures]);
          }
        }
        const uncached = medianOf(result.runs.get(appUncachedTen));
        const uncachedNewFilters = medianOf(result.runs.get(appUncachedNewFilters));
        if (uncached) recordFindings(context, result.path, { uncached });
        if (uncachedNewFilters) recordFindings(context, result.path, { uncachedNewFilters });
      }
    } finally {
      await floor.stop();
      await nginx.stop();
    }
    return [detailTable(results, context), summaryTable(results)];
  },
};

function detailTable(results: PageResult[], context: BenchContext): BenchTable {
  const rows: Cell[][] = [];
  for (const result of results) {
    for (const scenario of scenarios) {
      const figures = medianOf(result.runs.get(scenario));
      if (!figures) continue;
      rows.push([
        result.name,
        scenario.label,
        scenario.connections ?? context.connections,
        scenario.encoding,
        round(figures.requestsPerSecond),
        round(figures.p50Ms, 1),
        round(figures.p99Ms, 1),
        figures.cpuMicroseconds === null ? null : round(figures.cpuMicroseconds),
        figures.errors,
      ]);
    }
  }
  return {
    title: `Server render: ${context.seconds} s per run, medians of ${rounds} runs, loopback`,
    columns: [
      "page",
      "server",
      "connections",
      "encoding",
      "req/s",
      "p50 ms",
      "p99 ms",
      "CPU µs/answer",
      "errors",
    ],
    rows,
    notes: [
      "errors = connection errors + timeouts + answers other than 2xx, over all runs.",
      "Each round runs every scenario once, app and nginx in turns; each figure is the median of the rounds.",
      "uncached render: every request carries a different query string, so the page cache cannot answer it.",
      "new filters: that query string is a price floor no request asked for before, so a list page's count and rows are not kept either.",
      "nginx serves the HTML the app rendered for the same path, saved to a file (gzip: precompressed .gz).",
      "Node floor: node:http answering with the same bytes as nginx and the headers of the app's answer, a request id and a log line per answer, as a page cache hit does (node-floor-server.ts).",
      "CPU µs/answer: the CPU the site's process (or the Node floor's) used during the run (all its threads, from /proc) over its answers.",
    ],
  };
}

function summaryTable(results: PageResult[]): BenchTable {
  const rps = (result: PageResult, scenario: Scenario) =>
    medianOf(result.runs.get(scenario))?.requestsPerSecond ?? 0;
  const ratio = (app: number, nginx: number): Cell => (nginx > 0 ? round(app / nginx, 2) : null);
  return {
    title: `App beside nginx (same HTML, same run, medians of ${rounds} runs)`,
    columns: [
      "page",
      "path",
      "status",
      "HTML KB",
      "app cache / nginx",
      "app cache / nginx (gzip)",
      "Node floor / nginx",
      "Node floor / nginx (gzip)",
      `uncached req/s (${appUncachedTen.connections} conn.)`,
      `uncached req/s, browser (${appUncachedBrowser.connections} conn.)`,
      `uncached req/s, new filters (${appUncachedNewFilters.connections} conn.)`,
      "uncached req/s (bench conn.)",
    ],
    rows: results.map((result) => [
      result.name,
      result.path.length > 40 ? `${result.path.slice(0, 39)}…` : result.path,
      result.status,
      round(result.htmlBytes / 1024, 1),
      ratio(rps(result, appCached), rps(result, nginxStatic)),
      ratio(rps(result, appCachedGzip), rps(result, nginxStaticGzip)),
      ratio(rps(result, floorCached), rps(result, nginxStatic)),
      ratio(rps(result, floorCachedGzip), rps(result, nginxStaticGzip)),
      round(rps(result, appUncachedTen)),
      round(rps(result, appUncachedBrowser)),
      round(rps(result, appUncachedNewFilters)),
      round(rps(result, appUncached)),
    ]),
    notes: [
      "Targets (quality.md): app cache >= 0.50 of nginx; uncached >= 600 req/s; p99 <= 50 ms; 0 errors.",
    ],
  };
}
