// One bounded load run with wrk on loopback: a fixed number of connections for a fixed time. wrk (Debian's,
// installed on first use) rather than a Node load generator, which saturates near 9,000 requests per second
// here and would hide how far the app is from nginx (issue 14).
import { spawn } from "node:child_process";
import path from "node:path";
import { ensureDebianPackage } from "../../tests/support/debian-package.ts";
import { projectRoot } from "../../tests/e2e/support/built-site.ts";

export type LoadRun = {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Add a different query string to every request, so no cache can answer it. */
  uniqueQuery?: boolean;
};

export type LoadFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and answers with a status of 400 or more. */
  errors: number;
  requests: number;
};

export function ensureWrk(): void {
  ensureDebianPackage("wrk", ["wrk"]);
}

/** One wrk thread: the machine's other core is the server's. */
const THREADS = 1;

export function runLoad(run: LoadRun): Promise<LoadFigures> {
  ensureWrk();
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
  const env = { ...process.env, ...(run.uniqueQuery ? { LOAD_UNIQUE_QUERY: "1" } : {}) };
  if (!run.uniqueQuery) delete env.LOAD_UNIQUE_QUERY;
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"], env });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => {
      const line = /^LOAD_RESULT (.+)$/m.exec(output)?.[1];
      if (code !== 0 || !line) return reject(new Error(`wrk exited ${code}: ${output.slice(-500)}`));
      const figures = JSON.parse(line) as {
        requests: number;
        microseconds: number;
        p50Us: number;
        p99Us: number;
        errors: number;
      };
      resolve({
        requestsPerSecond: figures.requests / Math.max(figures.microseconds / 1e6, 0.001),
        p50Ms: figures.p50Us / 1000,
        p99Ms: figures.p99Us / 1000,
        errors: figures.errors,
        requests: figures.requests,
      });
    });
  });
}
