// Opens the database: embedded PGlite under DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set.
// Both run the same migrations from ./drizzle, so one schema serves one machine or many.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MessagePort } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { PGliteThread } from "./pglite-thread.server.ts";

export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseConnection = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Calls `onNotify` on each NOTIFY on `channel` (from any connection or app server); resolves to an unlisten. */
  listen: (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;
  /**
   * Runs `work` while no other app server runs start-up work (migrations, the demo seed) on this database:
   * several processes or machines starting at once take turns. PGlite has a single process anyway.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * The embedded database, on the thread that opened it: a port for another app thread of this process to
   * open the same database through (`{ sharedThread }`, ADR 0040). Null on PostgreSQL and on a shared
   * connection.
   */
  share: (() => Promise<MessagePort>) | null;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  /** A PostgreSQL server. */
  | { databaseUrl: string }
  /** Embedded PGlite storing under `dataDir`, or in memory when it is omitted (tests). */
  | { dataDir?: string }
  /**
   * Embedded PGlite in memory, starting from a file holding another one's data directory (its
   * `dumpDataDir()`): the tests start from a database migrated and seeded once per run. The migrations still
   * run (and find nothing to do).
   */
  | { dumpFile: string }
  /** The embedded database another thread of this process opened, through a port its `share` gave. */
  | { sharedThread: MessagePort };

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

/** The advisory lock key of start-up work (any constant the site alone uses). */
const START_UP_LOCK = 7_317_202_611;

// PGlite's WebAssembly memory only grows, never shrinks, and PostgreSQL's default 128 MB of shared
// buffers fill it: 16 MB keeps the embedded database near 150 MB instead of 200 MB (ADR 0011). The demo
// data is about 60 MB on disk and stays in the operating system's file cache either way.
const PGLITE_MEMORY_PARAMS = ["-c", "shared_buffers=16MB"];

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  if ("databaseUrl" in options) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client);
    const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
      // A session lock on one reserved connection, released on that connection whatever happens.
      const reserved = await client.reserve();
      try {
        await reserved`select pg_advisory_lock(${START_UP_LOCK})`;
        try {
          return await work();
        } finally {
          await reserved`select pg_advisory_unlock(${START_UP_LOCK})`;
        }
      } finally {
        reserved.release();
      }
    };
    await exclusively(() => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }));
    return {
      db,
      kind: "postgres",
      exclusively,
      share: null,
      async listen(channel, onNotify) {
        const subscription = await client.listen(channel, onNotify);
        return () => subscription.unlisten();
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  if ("sharedThread" in options) {
    // The thread that shared it migrated the database already and runs its upkeep.
    const client = PGliteThread.connect(options.sharedThread);
    return {
      db: drizzlePglite(client as unknown as PGlite),
      kind: "pglite",
      exclusively: (work) => work(),
      share: null,
      listen: (channel, onNotify) => client.listen(channel, onNotify),
      close: () => client.close(),
    };
  }
  const dataDir = "dataDir" in options ? options.dataDir : undefined;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGliteThread.start({
    ...(dataDir ? { dataDir } : {}),
    ...("dumpFile" in options ? { dumpFile: options.dumpFile } : {}),
    startParams: PGLITE_MEMORY_PARAMS,
  });
  // Which process has the directory open, for the backup tools: PGlite's own postmaster.pid names none.
  const owner = dataDir ? ownerFileOf(dataDir) : null;
  if (owner) await writeFile(owner, String(process.pid));
  // Drizzle's PGlite driver calls `query` and `transaction`, which the thread answers as PGlite would.
  const db = drizzlePglite(client as unknown as PGlite);
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: "pglite",
    exclusively: (work) => work(),
    share: () => client.share(),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    async close() {
      await client.close();
      if (owner) await rm(owner, { force: true });
    },
  };
}

/** The file beside an embedded database's directory naming the process that has it open. */
export function ownerFileOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.owner`;
}
