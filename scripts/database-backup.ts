// Backups of the site's database (ADR 0020), for `npm run backup` and `npm run restore FILE`. The embedded
// database is dumped by PGlite itself (`dumpDataDir`: a consistent tar.gz of its data directory, taken
// while no server has it open); PostgreSQL by `pg_dump` in its custom format, brought back by
// `pg_restore`, both from the PostgreSQL binaries installed on the machine.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, open, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { ownerFileOf } from "../app/db/client.server.ts";

export type BackupTarget = { databaseUrl: string } | { dataDir: string };

/** A PostgreSQL program: the newest of /usr/lib/postgresql/<version>/bin (Debian), else the PATH's. */
export function postgresTool(name: "pg_dump" | "pg_restore"): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, "bin", name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], "bin", name) : name;
}

function run(program: string, args: string[]): void {
  const result = spawnSync(program, args, { encoding: "utf8" });
  if (result.error) throw new Error(`${program} could not run: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`${path.basename(program)} failed (${result.status}):\n${result.stderr}`);
  }
}

/** The PGlite data directory must not be open in a server while it is copied or replaced. */
async function ensureNotInUse(dataDir: string): Promise<void> {
  const pidFile = ownerFileOf(dataDir);
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, "utf8")).split("\n", 1)[0]);
  if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
    throw new Error(`The embedded database in ${dataDir} is open in process ${pid}: stop the site first.`);
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({
    dataDir,
    extensions: { unaccent, pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

/** Writes a backup of the database to `file`: a .tar.gz (embedded) or a pg_dump custom-format file. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  if ("databaseUrl" in target) {
    run(postgresTool("pg_dump"), ["--format=custom", "--no-owner", "--file", file, target.databaseUrl]);
    return;
  }
  if (!existsSync(target.dataDir)) throw new Error(`No embedded database in ${target.dataDir}`);
  await ensureNotInUse(target.dataDir);
  const db = await openPglite(target.dataDir);
  try {
    const dump = await db.dumpDataDir("gzip");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/** The kind of a backup file by its first bytes: gzip (PGlite) or PGDMP (pg_dump custom format). */
async function formatOf(file: string): Promise<"pglite" | "postgres" | null> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
    if (head.toString("latin1") === "PGDMP") return "postgres";
    return null;
  } finally {
    await handle.close();
  }
}

/**
 * Brings a backup back. PostgreSQL: the dump's objects replace the database's (`pg_restore --clean`).
 * Embedded: the current data directory is kept beside the restored one as `<dir>.before-restore-<time>`.
 */
export async function restoreDatabase(target: BackupTarget, file: string, now = new Date()): Promise<void> {
  const format = await formatOf(file);
  const wanted = "databaseUrl" in target ? "postgres" : "pglite";
  if (format !== wanted) {
    throw new Error(
      format === null
        ? `${file} is not a backup of the site (neither a PGlite .tar.gz nor a pg_dump custom-format file)`
        : `${file} is a ${format === "pglite" ? "embedded database" : "PostgreSQL"} backup, but the site is ` +
            `configured for ${wanted === "pglite" ? "the embedded database" : "PostgreSQL (DATABASE_URL)"}`,
    );
  }
  if ("databaseUrl" in target) {
    run(postgresTool("pg_restore"), [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--single-transaction",
      "--dbname",
      target.databaseUrl,
      file,
    ]);
    return;
  }
  const { dataDir } = target;
  if (existsSync(dataDir)) {
    await ensureNotInUse(dataDir);
    await rename(dataDir, `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`);
  }
  await mkdir(dataDir, { recursive: true });
  const db = await openPglite(dataDir, new Blob([await readFile(file)]));
  await db.close();
}
