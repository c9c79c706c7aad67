// The memory bench (issue 9, items 4 and 13): 30 seconds of unique URLs — list pages no cache holds,
// variants of real image keys no cache holds, and made-up image keys — driven by wrk on loopback against
// the production build, while the server's resident memory is sampled from /proc and a probe checks that
// the home page and an already rendered image keep answering. Reports figures; asserts nothing.
//   BENCH_ONLY=memory npm run bench
//   MEMORY_LOAD_SECONDS=30 MEMORY_LOAD_CONNECTIONS=96
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { projectRoot, type RunningSite } from "../../tests/e2e/support/built-site.ts";
import { ensureWrk, runWrk } from "./load.ts";
import type { BenchTable, Measurement } from "./measurement.ts";

const seconds = Number(process.env.MEMORY_LOAD_SECONDS ?? 30);
const connections = Number(process.env.MEMORY_LOAD_CONNECTIONS ?? 96);
const WRK_THREADS = 2;

/** What unique-urls.lua prints. */
const WrkResult = z.object({
  requests: z.number(),
  seconds: z.number(),
  connectErrors: z.number(),
  readErrors: z.number(),
  timeouts: z.number(),
  p50Ms: z.number(),
  p99Ms: z.number(),
  statuses: z.record(z.string(), z.number()),
});
type WrkResult = z.infer<typeof WrkResult>;

type Probe = { ok: number; failed: number; slowestMs: number };

/** Resident and peak resident memory of `pid` in MB, from /proc (Linux). */
async function residentMb(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/**
 * Waits until the process's resident size holds still (within 5 MB over a second, at most 20 s). Once per
 * process, V8 compiles PGlite's hottest WebAssembly with its optimising compiler a few seconds after start,
 * which takes about 0.5 GB for a second or two (ADR 0011): the warm-up figure is read after it, and the
 * process's lifetime peak (VmHWM) still reports it.
 */
async function settledResidentMb(pid: number): Promise<{ rss: number; peak: number }> {
  let last = await residentMb(pid);
  for (const started = Date.now(); Date.now() - started < 20_000;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = await residentMb(pid);
    if (Math.abs(now.rss - last.rss) < 5) return now;
    last = now;
  }
  return last;
}

/** Image keys the site shows, read from its list pages as a visitor would. */
async function imageKeys(site: RunningSite): Promise<string[]> {
  const keys = new Set<string>();
  for (const list of ["/nl/te-koop/", "/nl/te-huur/"]) {
    for (let page = 1; page <= 12; page++) {
      const html = await (await fetch(`${site.url}${list}?page=${page}`)).text();
      for (const match of html.matchAll(/\/media\/([a-z0-9-]+)\/\d+\.[a-z]+/g)) {
        if (match[1]) keys.add(match[1]);
      }
    }
  }
  return [...keys];
}

/** Asks for the home page and a rendered image every half second until `stop` resolves. */
async function probe(urls: string[], stop: Promise<void>): Promise<Probe> {
  const result: Probe = { ok: 0, failed: 0, slowestMs: 0 };
  let stopped = false;
  void stop.then(() => (stopped = true));
  while (!stopped) {
    for (const url of urls) {
      const started = performance.now();
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        if (response.status === 200) result.ok += 1;
        else result.failed += 1;
      } catch {
        result.failed += 1;
      }
      result.slowestMs = Math.max(result.slowestMs, performance.now() - started);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return result;
}

async function loadWithKeys(site: RunningSite, keysFile: string): Promise<WrkResult> {
  const script = path.join(projectRoot, "scripts/bench/unique-urls.lua");
  const args = [
    `-t${WRK_THREADS}`,
    `-c${connections}`,
    `-d${seconds}s`,
    "--timeout",
    "10s",
    "-s",
    script,
    site.url,
    "--",
    keysFile,
    String(WRK_THREADS),
  ];
  const { figures } = await runWrk(args, { marker: "WRK_RESULT", figures: WrkResult });
  return figures;
}

export const memoryLoad: Measurement = {
  name: "memory",
  async run({ site, scratchDir }) {
    ensureWrk();
    const pid = site.process.pid;
    if (!pid) throw new Error("The site's process id is unknown");
    const keys = await imageKeys(site);
    if (keys.length === 0) throw new Error("No image keys found on the list pages");
    const keysFile = path.join(scratchDir, "image-keys.txt");
    await writeFile(keysFile, `${keys.join("\n")}\n`);
    const imageUrl = `${site.url}/media/${keys[0]}/400.webp`;
    await fetch(imageUrl);
    const before = await settledResidentMb(pid);

    let highest = before.rss;
    const sampler = setInterval(() => {
      residentMb(pid)
        .then(({ rss }) => (highest = Math.max(highest, rss)))
        .catch(() => undefined);
    }, 250);
    let finish: () => void = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const probing = probe([`${site.url}/nl/`, imageUrl], finished);
    let wrk: WrkResult;
    try {
      wrk = await loadWithKeys(site, keysFile);
    } finally {
      finish();
      clearInterval(sampler);
    }
    const answered = await probing;
    const after = await residentMb(pid);
    const answering = (await fetch(`${site.url}/nl/`)).status === 200;
    const statuses = Object.entries(wrk.statuses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ");
    const table: BenchTable = {
      title: `Memory under ${seconds} s of unique list pages and image keys (${connections} connections)`,
      columns: ["figure", "value"],
      rows: [
        ["RSS after start and warm-up (MB)", Math.round(before.rss)],
        ["RSS peak during the load, sampled every 250 ms (MB)", Math.round(highest)],
        ["RSS peak of the process's life, VmHWM (MB)", Math.round(after.peak)],
        ["RSS after the load (MB)", Math.round(after.rss)],
        ["requests answered", wrk.requests],
        ["requests per second", Math.round(wrk.requests / Math.max(wrk.seconds, 0.001))],
        ["answers by status", statuses],
        ["connect / read errors, timeouts", `${wrk.connectErrors} / ${wrk.readErrors} / ${wrk.timeouts}`],
        ["latency p50 / p99 (ms)", `${wrk.p50Ms.toFixed(0)} / ${wrk.p99Ms.toFixed(0)}`],
        ["probes of home and a rendered image: ok / failed", `${answered.ok} / ${answered.failed}`],
        ["slowest probe (ms)", Math.round(answered.slowestMs)],
        ["home page answers 200 after the load", answering ? "yes" : "no"],
      ],
      notes: [
        `wrk -t${WRK_THREADS} -c${connections} -d${seconds}s -s scripts/bench/unique-urls.lua on loopback; ` +
          `${keys.length} real image keys from the list pages, each asked in every width and format once.`,
        "Target (issue 9, item 13): peak RSS at most 512 MB while the probes keep answering.",
      ],
    };
    return [table];
  },
};
