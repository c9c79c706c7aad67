// Database tests run against both backends the site supports: embedded PGlite (in memory) and the
// throwaway PostgreSQL server started by postgres-global-setup.ts. Every call gets a database of its own,
// so test files never see each other's rows: a copy of one migrated (or migrated and seeded) once per run
// by the global setup (database-templates.ts), opened as the site opens its database.
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { type Database, type DatabaseConnection, openDatabase } from "../../app/db/client.server.ts";
import { seedDemoDataIfEmpty } from "../../app/db/seed/seed.server.ts";
import { siteDay } from "../../app/domain/site-calendar.ts";

export type DatabaseKind = DatabaseConnection["kind"];
export const DATABASE_KINDS: readonly DatabaseKind[] = ["pglite", "postgres"];

export type TestDatabaseOptions = {
  /** Fill the database with the demo data (app/db/seed) before handing it over. */
  seeded?: boolean;
};

type Template = "migrated" | "seeded";

async function openPostgresDatabase(template: Template): Promise<DatabaseConnection> {
  const adminUrl = inject("postgresAdminUrl");
  const name = `test_${process.pid}_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(
      `CREATE DATABASE "${name}" TEMPLATE "${inject("databaseTemplates").postgres[template]}"`,
    );
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ databaseUrl: url.href });
  return {
    ...connection,
    async close() {
      await connection.close();
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleanup.end({ timeout: 5 });
      }
    },
  };
}

/** A migrated database of `kind` that belongs to the caller alone; close it when done. */
export async function openTestDatabase(
  kind: DatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<DatabaseConnection> {
  const templates = inject("databaseTemplates");
  // The seeded template's owner-portal demo is dated around the day it was seeded: on a later day (a run
  // crossing midnight) the test seeds its own from the migrated one, as a fresh seed would be dated.
  const template = options.seeded && siteDay(new Date()) === templates.seedDay ? "seeded" : "migrated";
  const connection =
    kind === "postgres"
      ? await openPostgresDatabase(template)
      : await openDatabase({ dumpFile: templates.pglite[template] });
  // Finds the seeded template's rows and writes nothing (idempotent).
  if (options.seeded) await seedDemoDataIfEmpty(connection.db);
  return connection;
}

/**
 * Declares `suite` once per backend, inside a `describe` named after it. The suite reads the database
 * through `database()` from its tests; it is opened before the first test and dropped after the last.
 */
export function forEachDatabase(
  suite: (database: () => Database, kind: DatabaseKind) => void,
  options: TestDatabaseOptions = {},
): void {
  for (const kind of DATABASE_KINDS) {
    describe(kind, () => {
      let connection: DatabaseConnection | undefined;
      beforeAll(async () => {
        connection = await openTestDatabase(kind, options);
      }, 120_000);
      afterAll(async () => {
        await connection?.close();
      });
      suite(() => {
        if (!connection) throw new Error(`The ${kind} test database is not open (did beforeAll fail?)`);
        return connection.db;
      }, kind);
    });
  }
}
