// The embedded database's first start in a process of its own (hardening 13, memory): made, seeded and
// analyzed by a child process under a temporary name, renamed into place; an existing database is left alone.
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../app/db/client.server.ts";
import { rawRows } from "../app/db/raw-rows.server.ts";
import { properties } from "../app/db/schema/listings.ts";
import { accounts } from "../app/db/schema/accounts.ts";
import { createEmbeddedDatabaseApart } from "./embedded-first-start.ts";

const scratch: string[] = [];
async function scratchDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "first-start-"));
  scratch.push(dir);
  return dir;
}
afterEach(async () => {
  for (const dir of scratch.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe("createEmbeddedDatabaseApart", () => {
  it("hardening 13: a first start makes and seeds the database in a child process, then puts it in place", async () => {
    const dataDir = await scratchDir();
    const dir = path.join(dataDir, "db");
    await createEmbeddedDatabaseApart(dir);
    // Only the database is left: no temporary directory, no owner file of the child.
    expect(await readdir(dataDir)).toEqual(["db"]);
    const connection = await openDatabase({ dataDir: dir });
    try {
      expect((await connection.db.select({ id: properties.id }).from(properties)).length).toBeGreaterThan(
        100,
      );
      // The embedded database is the demo's: its accounts come with it.
      expect((await connection.db.select({ id: accounts.id }).from(accounts)).length).toBeGreaterThan(0);
      // Vacuumed and analyzed after the bulk load: no table is left without the planner's statistics.
      const [unknown] = await rawRows(
        connection.db,
        sql`select count(*)::int as tables from pg_class
            where relkind = 'r' and reltuples < 0 and relnamespace = 'public'::regnamespace`,
      );
      expect(unknown?.tables).toBe(0);
    } finally {
      await connection.close();
    }
  }, 120_000);

  it("a first start that failed left its temporary directory: the next one removes it and starts again", async () => {
    const dataDir = await scratchDir();
    const dir = path.join(dataDir, "db");
    await mkdir(`${dir}.first-start`);
    await writeFile(path.join(`${dir}.first-start`, "half-written"), "x");
    await createEmbeddedDatabaseApart(dir);
    expect(await readdir(dataDir)).toEqual(["db"]);
    expect(await readdir(dir)).not.toContain("half-written");
  }, 120_000);

  it("leaves an existing database as it is, starting no process", async () => {
    const dataDir = await scratchDir();
    const dir = path.join(dataDir, "db");
    await mkdir(dir);
    await writeFile(path.join(dir, "marker"), "kept");
    await createEmbeddedDatabaseApart(dir);
    expect(await readdir(dir)).toEqual(["marker"]);
    expect(await readdir(dataDir)).toEqual(["db"]);
  });

  it("says why when the database cannot be made (here: its folder's parent is a file)", async () => {
    const dataDir = await scratchDir();
    await writeFile(path.join(dataDir, "not-a-folder"), "x");
    const dir = path.join(dataDir, "not-a-folder", "db");
    await expect(createEmbeddedDatabaseApart(dir)).rejects.toThrow(/could not be made/);
  }, 120_000);
});
