// The databases every database test starts from, made once per run by the db project's global setup
// (ADR 0028): on PGlite, migrating had taken 3 to 5 s and the demo seed 2 to 3 s more in every file.
// - PostgreSQL: a migrated template database and a migrated and seeded one on the test cluster; a test's
//   database is a copy (`CREATE DATABASE … TEMPLATE`). Nobody may connect to them (PostgreSQL refuses to copy
//   a database someone is connected to); they go with the cluster at the end of the run.
// - PGlite: the same two as data-directory dumps in a temporary folder, which a test's embedded database
//   is loaded from; the folder is removed at the end of the run.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { openDatabase } from "../../app/db/client.server.ts";
import { PGliteThread } from "../../app/db/pglite-thread.server.ts";
import { seedDemoDataIfEmpty } from "../../app/db/seed/seed.server.ts";
import { siteDay } from "../../app/domain/site-calendar.ts";

export type DatabaseTemplates = {
  /**
   * The site day the seeded templates were seeded on: the owner portal's demo is dated around it
   * (seed.server.ts). A test on another day (a run crossing midnight) seeds its own, as a fresh seed would.
   */
  seedDay: string;
  /** Names of template databases on the test cluster. */
  postgres: { migrated: string; seeded: string };
  /** Files holding PGlite data-directory dumps. */
  pglite: { migrated: string; seeded: string };
};

const POSTGRES_TEMPLATES = { migrated: "template_migrated", seeded: "template_seeded" };

async function preparePostgresTemplates(adminUrl: string, now: Date): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const prepare = async (name: string, seed: boolean) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const connection = await openDatabase({ databaseUrl: url.href });
    try {
      if (seed) await seedDemoDataIfEmpty(connection.db, { now });
    } finally {
      await connection.close();
    }
  };
  try {
    await admin.unsafe(`CREATE DATABASE "${POSTGRES_TEMPLATES.migrated}"`);
    await prepare(POSTGRES_TEMPLATES.migrated, false);
    await admin.unsafe(
      `CREATE DATABASE "${POSTGRES_TEMPLATES.seeded}" TEMPLATE "${POSTGRES_TEMPLATES.migrated}"`,
    );
    await prepare(POSTGRES_TEMPLATES.seeded, true);
    for (const name of Object.values(POSTGRES_TEMPLATES)) {
      await admin.unsafe(`ALTER DATABASE "${name}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
}

async function preparePgliteDumps(folder: string, now: Date): Promise<DatabaseTemplates["pglite"]> {
  const files = { migrated: path.join(folder, "migrated.tar"), seeded: path.join(folder, "seeded.tar") };
  const connection = await openDatabase({});
  try {
    // drizzle's handle on the client it was given; only PGlite can dump its data directory.
    const client: unknown = Reflect.get(connection.db, "$client");
    if (!(client instanceof PGliteThread)) throw new Error("An in-memory database is not a PGlite thread");
    // Uncompressed: about 65 MB seeded, which loads faster than a gzipped dump.
    const dump = async (file: string) =>
      writeFile(file, new Uint8Array(await (await client.dumpDataDir()).arrayBuffer()));
    await dump(files.migrated);
    await seedDemoDataIfEmpty(connection.db, { now });
    await dump(files.seeded);
  } finally {
    await connection.close();
  }
  return files;
}

/** Makes the templates; resolves to where they are and to a function removing what is not the cluster's. */
export async function prepareDatabaseTemplates(
  postgresAdminUrl: string,
): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const now = new Date();
  const folder = await mkdtemp(path.join(tmpdir(), "immo-test-databases-"));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    // PGlite computes in this process while PostgreSQL works in its own: side by side they take the longer.
    const [pglite] = await Promise.all([
      preparePgliteDumps(folder, now),
      preparePostgresTemplates(postgresAdminUrl, now),
    ]);
    return { templates: { seedDay: siteDay(now), postgres: POSTGRES_TEMPLATES, pglite }, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
