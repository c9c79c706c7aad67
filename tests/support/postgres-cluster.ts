// A throwaway PostgreSQL cluster on loopback for the database tests: Debian's `postgresql` package
// (installed when missing), a fresh data directory, a free port, trust auth, no durability (tests only).
import { execFileSync, spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";

export type PostgresCluster = {
  url: string;
  stop: () => void;
  /** Stops the server and keeps its data: clients see it down (a host's outage, a restart). */
  pause: () => void;
  /** Starts the paused server again on the same port with the same data. */
  resume: () => void;
  /** The directory of the server's binaries (pg_dump, psql, …). */
  binDir: string;
};

const isRoot = process.getuid?.() === 0;

function postgresBinDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

function installPostgres(): void {
  if (!isRoot) {
    throw new Error("PostgreSQL is not installed: run `apt-get install -y postgresql` (as root) first.");
  }
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  // The package's own cluster is not wanted: the tests make their own.
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "postgresql"], {
    stdio: "inherit",
    env,
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Bytes of `file` written so far (0 when it does not exist yet). */
function sizeOf(file: string): number {
  return existsSync(file) ? statSync(file).size : 0;
}

/**
 * Starts the server on a port that was free a moment before. Another process may take it in between (a
 * connection's local port, another test's server), and PostgreSQL then cannot bind it: a new port is tried,
 * up to five times. Resolves to the port the server listens on.
 */
async function startOnFreePort(startOn: (port: number) => void, log: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const logged = sizeOf(log);
    try {
      startOn(port);
      return port;
    } catch (error) {
      const portTaken = existsSync(log) && readFileSync(log, "utf8").slice(logged).includes("could not bind");
      if (!portTaken || attempt === 5) throw error;
    }
  }
}

/** Runs a PostgreSQL binary; as root through `runuser`, because PostgreSQL refuses to run as root. */
function run(bin: string, args: string[]): void {
  const command = isRoot ? "runuser" : bin;
  const commandArgs = isRoot ? ["-u", "postgres", "--", bin, ...args] : args;
  const result = spawnSync(command, commandArgs, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${path.basename(bin)} failed (${result.status}):\n${result.stderr}${result.stdout}`);
  }
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  let binDir = postgresBinDir();
  if (!binDir) {
    installPostgres();
    binDir = postgresBinDir();
    if (!binDir) throw new Error("PostgreSQL was installed but /usr/lib/postgresql/*/bin/initdb is missing");
  }
  const root = mkdtempSync(path.join(tmpdir(), "immo-pg-"));
  if (isRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(root, uid, gid);
  }
  chmodSync(root, 0o700);
  const dataDir = path.join(root, "data");
  run(path.join(binDir, "initdb"), [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "--encoding=UTF8",
    "--locale=C.UTF-8",
    "--no-sync",
  ]);
  const bin = binDir;
  const log = path.join(root, "server.log");
  const startOn = (port: number) => {
    const options = [
      `-p ${port}`,
      "-c listen_addresses=127.0.0.1",
      `-c unix_socket_directories=${root}`,
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
      "-c max_connections=200",
    ].join(" ");
    run(path.join(bin, "pg_ctl"), ["-D", dataDir, "-l", log, "-o", options, "-w", "start"]);
  };
  const port = await startOnFreePort(startOn, log);
  const start = () => startOn(port);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(path.join(binDir, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  // An interrupted run (Ctrl-C, a crash) must not leave a server behind.
  process.once("exit", stop);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    pause: () => run(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "fast", "-w", "stop"]),
    resume: start,
    binDir: bin,
  };
}

/** Creates an empty database `name` on `cluster` (a site under test migrates it) and gives its URL. */
export async function createDatabaseOn(cluster: PostgresCluster, name: string): Promise<string> {
  const admin = postgres(cluster.url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return url.href;
}
