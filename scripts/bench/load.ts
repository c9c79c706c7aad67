// One bounded load run with wrk on loopback: a fixed number of connections for a fixed time. wrk (Debian's,
// installed on first use) rather than a Node load generator, which saturates near 9,000 requests per second
// here and would hide how far the app is from nginx (issue 14).
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import { ensureDebianPackage } from "../../tests/support/debian-package.ts";
import { projectRoot } from "../../tests/e2e/support/built-site.ts";

export type LoadRun = {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Add a different query string to every request, so no cache can answer it. */
  uniqueQuery?: boolean;
  /**
   * With `uniqueQuery`, make it a price floor (`price_min`) no earlier request of any run asked for: a list
   * page then has filters it never had, so nothing the site keeps per list (its count, its page) holds.
   */
  uniqueFilters?: boolean;
};

export type LoadFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and answers with a status of 400 or more. */
  errors: number;
  requests: number;
};

/**
 * Each run's price floors start 20,000 euros past the last run's, room for 5,000 requests a run, and stay
 * low: the list then matches nearly every listing with a published price, a full page, as a visitor's does.
 */
let priceFloorRuns = 0;
function nextPriceFloor(): number {
  priceFloorRuns += 1;
  return priceFloorRuns * 20_000;
}

export function ensureWrk(): void {
  ensureDebianPackage("wrk", ["wrk"]);
}

export type WrkRun<Figures> = {
  /** The line the run's Lua script prints its figures on, as `<marker> {json}`. */
  marker: string;
  /** What that JSON holds. */
  figures: z.ZodType<Figures>;
  env?: NodeJS.ProcessEnv;
  /** Wraps the command, e.g. to measure its CPU (process-cpu.ts `withChildCpu`). */
  wrap?: (command: string, args: string[]) => { command: string; args: string[] };
};

/** Runs wrk with `args` (installed on first use): the figures its script printed, and all it printed. */
export function runWrk<Figures>(
  args: string[],
  run: WrkRun<Figures>,
): Promise<{ figures: Figures; output: string }> {
  ensureWrk();
  const { command, args: commandArgs } = run.wrap?.("wrk", args) ?? { command: "wrk", args };
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      stdio: ["ignore", "pipe", "inherit"],
      env: run.env ?? process.env,
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => {
      const line = new RegExp(`^${run.marker} (.+)$`, "m").exec(output)?.[1];
      if (code !== 0 || !line) return reject(new Error(`wrk exited ${code}: ${output.slice(-500)}`));
      resolve({ figures: run.figures.parse(JSON.parse(line)), output });
    });
  });
}

/** What load.lua prints. */
const LoadResult = z.object({
  requests: z.number(),
  microseconds: z.number(),
  p50Us: z.number(),
  p99Us: z.number(),
  errors: z.number(),
});

/** One wrk thread: the machine's other core is the server's. */
const THREADS = 1;

export async function runLoad(run: LoadRun): Promise<LoadFigures> {
  const args = [
    `-t${THREADS}`,
    `-c${Math.max(run.connections, THREADS)}`,
    `-d${run.seconds}s`,
    "--timeout",
    "10s",
    "-s",
    path.join(projectRoot, "scripts/bench/load.lua"),
    ...Object.entries(run.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    run.url,
  ];
  const env = { ...process.env };
  // A word of its own for every run: the URLs of an earlier run are in the page cache.
  if (run.uniqueQuery) env.LOAD_UNIQUE_QUERY = randomUUID().slice(0, 8);
  else delete env.LOAD_UNIQUE_QUERY;
  // Price floors of their own for every run (load.lua: four euros apart, one slot per wrk thread).
  if (run.uniqueQuery && run.uniqueFilters) env.LOAD_PRICE_FLOOR_FROM = String(nextPriceFloor());
  else delete env.LOAD_PRICE_FLOOR_FROM;
  const { figures } = await runWrk(args, { marker: "LOAD_RESULT", figures: LoadResult, env });
  const { requests, microseconds, p50Us, p99Us, errors } = figures;
  return {
    requestsPerSecond: requests / Math.max(microseconds / 1e6, 0.001),
    p50Ms: p50Us / 1000,
    p99Ms: p99Us / 1000,
    errors,
    requests,
  };
}
