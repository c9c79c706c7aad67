// The embedded database's first start in a process of its own (hardening 13, memory): made, seeded and
// analyzed by a child process under a temporary name, renamed into place; an existing database is left alone.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
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

  describe("a first start the engine kills", () => {
    // A stand-in for the seeding child: counts its runs beside the data, then dies of `signal` (or exits
    // with `exitCode`) on the runs listed, and otherwise makes its directory as the real one does.
    async function standIn(dataDir: string, failOn: number[], how: { signal?: string; exitCode?: number }) {
      const script = path.join(dataDir, "stand-in.mjs");
      await writeFile(
        script,
        `import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
        const runs = ${JSON.stringify(path.join(dataDir, "runs"))};
        appendFileSync(runs, "x");
        const run = readFileSync(runs, "utf8").length;
        if (${JSON.stringify(failOn)}.includes(run)) {
          ${how.signal ? `process.kill(process.pid, ${JSON.stringify(how.signal)});` : `process.exit(${how.exitCode ?? 1});`}
        } else {
          mkdirSync(process.argv[2]);
          writeFileSync(process.argv[2] + "/made-by-run", String(run));
        }`,
      );
      return script;
    }
    const runsOf = async (dataDir: string) => (await readFile(path.join(dataDir, "runs"), "utf8")).length;

    it("starts over once after a crash, from an empty directory", async () => {
      const dataDir = await scratchDir();
      const dir = path.join(dataDir, "db");
      await createEmbeddedDatabaseApart(dir, { seed: await standIn(dataDir, [1], { signal: "SIGSEGV" }) });
      expect(await runsOf(dataDir)).toBe(2);
      expect(await readFile(path.join(dir, "made-by-run"), "utf8")).toBe("2");
    });

    it("gives up after a second crash and says so; an ordinary failure or a stop is not tried again", async () => {
      for (const [failOn, how, runs] of [
        [[1, 2], { signal: "SIGSEGV" }, 2],
        [[1], { exitCode: 1 }, 1],
        [[1], { signal: "SIGTERM" }, 1],
      ] as const) {
        const dataDir = await scratchDir();
        const dir = path.join(dataDir, "db");
        const seed = await standIn(dataDir, [...failOn], how);
        await expect(createEmbeddedDatabaseApart(dir, { seed })).rejects.toThrow(/could not be made/);
        expect(await runsOf(dataDir)).toBe(runs);
        expect(await readdir(dataDir)).not.toContain("db");
      }
    });
  });

  it("says why when the database cannot be made (here: its folder's parent is a file)", async () => {
    const dataDir = await scratchDir();
    await writeFile(path.join(dataDir, "not-a-folder"), "x");
    const dir = path.join(dataDir, "not-a-folder", "db");
    await expect(createEmbeddedDatabaseApart(dir)).rejects.toThrow(/could not be made/);
  }, 120_000);
});
