import { expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../app/db/client.server.ts";
import { forEachDatabase } from "../tests/support/databases.ts";
import { newestMigrationOf, readiness } from "./health.ts";

forEachDatabase((database) => {
  it("operate 1: ready once every migration of this build is applied, not before", async () => {
    const newest = newestMigrationOf(MIGRATIONS_FOLDER);
    expect(newest).toBeGreaterThan(0);
    expect(await readiness(database(), newest)).toEqual({ ready: true });
    // A build that ships a migration the database has not had yet.
    expect(await readiness(database(), newest + 1)).toEqual({ ready: false, reason: "migrations-pending" });
  });
});
