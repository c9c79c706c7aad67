// The production build run as a visitor meets it: `node server/main.ts` on a loopback port with a fresh
// DATA_DIR, so the embedded database is created, migrated and seeded exactly as on a fresh machine.
// Used by the browser tests' global setup, the bench and the screenshot script.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync, statSync } from "node:fs";
import { cp, link, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MIN_FILL_MS } from "../../../app/features/leads/guard/form-ticket.server.ts";
import { MEMORY_ENVIRONMENT, NODE_MEMORY_FLAGS } from "../../../server/process-memory.ts";
import { stopChild } from "../../support/stop-child.ts";

export const projectRoot = fileURLToPath(new URL("../../../", import.meta.url));

const serverBuild = path.join(projectRoot, "build/server/index.js");
const startupTimeoutMs = 180_000;

/** Node 24 (the project's pinned `node` package) even when this file runs under another Node. */
export function nodeBinary(): string {
  const major = Number(process.versions.node.split(".")[0]);
  if (major >= 24) return process.execPath;
  const pinned = path.join(projectRoot, "node_modules/node/bin/node");
  if (!existsSync(pinned)) throw new Error("Node 24 not found: run `npm install` first.");
  return pinned;
}

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("No free port found"))));
    });
  });
}

async function newestMtime(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  let newest = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Builds the site when build/ is missing, or older than the sources it is made from (a local run after an
 * edit). `npm test` builds first, so there this is a no-op. SKIP_BUILD=1 uses whatever build/ holds.
 */
export async function ensureBuild(): Promise<void> {
  if (process.env.SKIP_BUILD === "1" && existsSync(serverBuild)) return;
  if (existsSync(serverBuild)) {
    const builtAt = statSync(serverBuild).mtimeMs;
    const sources = await Promise.all(
      ["app", "server", "public"].map((d) => newestMtime(path.join(projectRoot, d))),
    );
    if (Math.max(...sources) <= builtAt) return;
    console.log("built-site: sources changed since the last build, rebuilding…");
  } else {
    console.log("built-site: no build/ yet, building…");
  }
  const cli = path.join(projectRoot, "node_modules/@react-router/dev/bin.cjs");
  // Vitest runs with NODE_ENV=test; the site is built as in production (React's production build).
  const env = { ...process.env, NODE_ENV: "production" };
  const result = spawnSync(nodeBinary(), [cli, "build"], { cwd: projectRoot, stdio: "inherit", env });
  if (result.status !== 0)
    throw new Error(`The site did not build (react-router build exited ${result.status}).`);
}

export type RunningSite = {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Stops the server as production does (SIGTERM: it finishes its writes) and keeps DATA_DIR to inspect. */
  halt: () => Promise<void>;
  /** Stops the server and removes DATA_DIR. */
  stop: () => Promise<void>;
  /** Everything the server wrote to stdout so far (its JSON log lines). */
  output: () => string;
};

/**
 * Form tickets issued already past the time trap (FORM_TICKETS_BACKDATE_MS, refused on a public origin): a
 * browser test sends a form at once instead of waiting out the few seconds a person needs.
 */
export const AGED_FORM_TICKETS = { FORM_TICKETS_BACKDATE_MS: String(MIN_FILL_MS) } as const;

/**
 * Form tickets dated 10 s in the future: a form sent as soon as it is filled in meets the time trap
 * however slowly a loaded machine opens the page, and is taken once the visitor has waited it out.
 */
export const YOUNG_FORM_TICKETS = { FORM_TICKETS_BACKDATE_MS: "-10000" } as const;

export type StartOptions = {
  /** Extra environment for the server, e.g. SMTP_URL or DATABASE_URL. */
  env?: Record<string, string>;
  /** Where the server's stdout/stderr go; "inherit" shows server errors beside the test output. */
  output?: "inherit" | "ignore";
};

/**
 * Where the browser tests' global setup keeps the data directory of a site that started once on a fresh
 * machine (created, migrated, seeded) and was stopped: every later site on the embedded database starts
 * on a copy of it, which is the same data without paying for the migrations and the demo data again.
 */
export const SEEDED_DATA_DIR_VARIABLE = "E2E_SEEDED_DATA_DIR";

/**
 * Where the browser tests' global setup keeps the images the sites of the run have drawn (the global site's
 * `media-cache`). A site starts with hard links to them in its own `DATA_DIR/media-cache` and, when it
 * stops, links in the ones it drew: a fresh site would otherwise draw again every photo of the pages its
 * journeys load. Sharing is safe because a variant's file name names its content: the image key (a drawn
 * scene's description, or an uploaded photo's SHA-256), the width and the format, under the renderer's
 * version. The media cache replaces a file by renaming a new one over it and never writes into one, so a
 * linked file never changes under another site.
 */
export const MEDIA_POOL_VARIABLE = "E2E_MEDIA_POOL";

/** Hard-links every finished file under `from` into the same place under `to`; files already there stay. */
async function linkFiles(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const entry of entries) {
    // A name starting with a dot is a file being written (disk-cache.server.ts).
    if (!entry.isFile() || entry.name.startsWith(".")) continue;
    const target = path.join(to, path.relative(from, entry.parentPath), entry.name);
    await mkdir(path.dirname(target), { recursive: true });
    await link(path.join(entry.parentPath, entry.name), target).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "EEXIST" && error.code !== "ENOENT") throw error;
    });
  }
}

/** Starts a site on a fresh DATA_DIR, stops it as production does, and returns that directory. */
export async function seededDataDir(): Promise<string> {
  const site = await startBuiltSite({ env: { [SEEDED_DATA_DIR_VARIABLE]: "" }, output: "inherit" });
  await site.halt();
  await rm(stdoutFileOf(site.dataDir), { force: true });
  return site.dataDir;
}

/**
 * A data directory of a test's own, a copy of the seeded one when there is one: for a test that prepares
 * it (an API key made by the command) before its site starts on it, and removes it at the end.
 */
export async function dataDirOfOwn(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const seeded = process.env[SEEDED_DATA_DIR_VARIABLE];
  if (seeded) await cp(seeded, dataDir, { recursive: true });
  return dataDir;
}

/** Where a site's log lines go: beside its DATA_DIR, so that a copy of the directory takes none of them. */
function stdoutFileOf(dataDir: string): string {
  return `${dataDir}.stdout.log`;
}

/**
 * Starts the built site on a free loopback port with a temporary DATA_DIR (fresh, or a copy of the seeded
 * one when E2E_SEEDED_DATA_DIR names it); resolves once it answers.
 */
export async function startBuiltSite(options: StartOptions = {}): Promise<RunningSite> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "immo-site-"));
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  // A fresh machine: the embedded database unless the caller asks otherwise.
  delete env.DATABASE_URL;
  const seeded = options.env?.[SEEDED_DATA_DIR_VARIABLE] ?? process.env[SEEDED_DATA_DIR_VARIABLE];
  if (seeded && !options.env?.DATABASE_URL) await cp(seeded, dataDir, { recursive: true });
  Object.assign(env, {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: url,
  });
  // The memory settings of the production start (package.json "start"), so tests and bench measure it.
  Object.assign(env, MEMORY_ENVIRONMENT);
  Object.assign(env, options.env);
  const mediaCache = path.join(env.DATA_DIR ?? dataDir, "media-cache");
  const mediaPool = env[MEDIA_POOL_VARIABLE] || undefined;
  if (mediaPool) await linkFiles(mediaPool, mediaCache);

  // The log lines go to a file the server writes itself: read through a pipe, a line an answer took this
  // process's CPU from the server and the load generator beside it (ADR 0035).
  const stdoutFile = stdoutFileOf(dataDir);
  const stdout = openSync(stdoutFile, "a");
  const child = spawn(nodeBinary(), [...NODE_MEMORY_FLAGS, "server/main.ts"], {
    cwd: projectRoot,
    env,
    stdio: ["ignore", stdout, "pipe"],
  });
  closeSync(stdout);
  const output = () => readFileSync(stdoutFile, "utf8");
  const stderr = child.stderr;
  if (!stderr) throw new Error("The site was started without a pipe for its standard error");
  const recentErrors: string[] = [];
  stderr.on("data", (chunk: Buffer) => {
    recentErrors.push(chunk.toString());
    if (recentErrors.length > 50) recentErrors.shift();
  });
  const lastLines = (count: number) =>
    `${output()}${recentErrors.join("")}`.trim().split("\n").slice(-count).join("\n");
  if (options.output !== "ignore") {
    stderr.on("data", (chunk: Buffer) => process.stderr.write(prefixLines(chunk.toString())));
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // A site that stops while its tests still use it leaves only "connection refused" behind: say how it
  // ended, with its last lines (even when its output is not shown).
  let stopping = false;
  child.once("exit", (code, signal) => {
    if (stopping) return;
    const last = lastLines(20);
    process.stderr.write(`[site] ${url} exited (code ${code}, signal ${signal}):\n${prefixLines(last)}\n`);
  });

  const halt = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      await stopChild(child);
      if (mediaPool) await linkFiles(mediaCache, mediaPool);
    }
  };
  const stop = async () => {
    await halt();
    await rm(dataDir, { recursive: true, force: true });
    await rm(stdoutFile, { force: true });
  };

  try {
    await waitUntilAnswering(url, exited);
  } catch (error) {
    const detail = lastLines(30);
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nServer output:\n${detail}`, {
      cause: error,
    });
  }
  return {
    url,
    dataDir,
    process: child,
    halt,
    stop,
    output,
  };
}

function prefixLines(text: string): string {
  return text.replace(/^(?=.)/gm, "[site] ");
}

async function waitUntilAnswering(url: string, exited: Promise<number | null>): Promise<void> {
  let hasExited = false;
  let exitCode: number | null = null;
  void exited.then((code) => {
    hasExited = true;
    exitCode = code;
  });
  const deadline = Date.now() + startupTimeoutMs;
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`The site exited during start-up (exit code ${exitCode}).`);
    try {
      // Any HTTP answer means the server listens; the seed runs before it does. The health route, so that
      // starting counts against no visitor limit and fills no cache.
      await fetch(`${url}/healthz`, { redirect: "manual", signal: AbortSignal.timeout(10_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`The site did not answer at ${url} within ${startupTimeoutMs / 1000} s.`);
}
