// The embedded database's upkeep (PGlite runs no autovacuum): a database whose tables were never analyzed
// is vacuumed and analyzed soon after start, a public content change brings a run after a short delay,
// runs keep their least gap, and a stopped upkeep runs nothing more. On a PostgreSQL server it does nothing.
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/databases.ts";
import type { DatabaseConnection } from "./client.server.ts";
import { startEmbeddedUpkeep } from "./embedded-upkeep.server.ts";
import { rawRows } from "./raw-rows.server.ts";

/** The planner's idea of how many rows `properties` holds: -1 until the table is vacuumed or analyzed. */
async function estimatedListings(connection: DatabaseConnection): Promise<number> {
  const [row] = await rawRows(
    connection.db,
    sql`select reltuples::int as estimate from pg_class where relname = 'properties'`,
  );
  return Number(row?.estimate);
}

async function listings(connection: DatabaseConnection): Promise<number> {
  const [row] = await rawRows(connection.db, sql`select count(*)::int as total from properties`);
  return Number(row?.total);
}

/** The upkeep's log, with a way to wait for its next line. */
function logBook() {
  const lines: string[] = [];
  let waiting: ((line: string) => void) | null = null;
  return {
    lines,
    log: (line: string) => {
      lines.push(line);
      waiting?.(line);
      waiting = null;
    },
    next: () => new Promise<string>((resolve) => (waiting = resolve)),
  };
}

const changeContent = (connection: DatabaseConnection) =>
  connection.db.execute(sql`select pg_notify('public_content_changed', '')`);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("embedded database upkeep", () => {
  const open: DatabaseConnection[] = [];
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    for (const connection of open.splice(0)) await connection.close();
  });

  async function database(kind: DatabaseConnection["kind"]): Promise<DatabaseConnection> {
    const connection = await openTestDatabase(kind, { seeded: true });
    open.push(connection);
    return connection;
  }

  it("vacuums and analyzes a database never analyzed soon after start: the planner then knows the listings", async () => {
    const connection = await database("pglite");
    expect(await estimatedListings(connection)).toBe(-1);
    const book = logBook();
    const ran = book.next();
    stops.push(await startEmbeddedUpkeep(connection, { log: book.log, afterChangeMs: 10, minGapMs: 0 }));
    expect(await ran).toMatch(/^Database upkeep: vacuumed and analyzed in \d+ ms$/);
    expect(await estimatedListings(connection)).toBe(await listings(connection));
  });

  it("runs again a short delay after public content changed, and not before its least gap", async () => {
    const connection = await database("pglite");
    const book = logBook();
    const first = book.next();
    stops.push(await startEmbeddedUpkeep(connection, { log: book.log, afterChangeMs: 10, minGapMs: 0 }));
    await first;
    const second = book.next();
    await changeContent(connection);
    expect(await second).toMatch(/vacuumed and analyzed/);
    expect(book.lines).toHaveLength(2);

    // With a long least gap, a change right after a run waits for it.
    const patient = await database("pglite");
    const patientBook = logBook();
    const patientFirst = patientBook.next();
    stops.push(
      await startEmbeddedUpkeep(patient, { log: patientBook.log, afterChangeMs: 10, minGapMs: 60_000 }),
    );
    await patientFirst;
    await changeContent(patient);
    await pause(300);
    expect(patientBook.lines).toHaveLength(1);
  });

  it("a stopped upkeep runs nothing more, whatever changes", async () => {
    const connection = await database("pglite");
    const book = logBook();
    const stop = await startEmbeddedUpkeep(connection, { log: book.log, afterChangeMs: 50, minGapMs: 0 });
    await stop();
    await changeContent(connection);
    await pause(300);
    expect(book.lines).toEqual([]);
    expect(await estimatedListings(connection)).toBe(-1);
  });

  it("does nothing on a PostgreSQL server, whose autovacuum keeps it", async () => {
    const connection = await database("postgres");
    const book = logBook();
    stops.push(await startEmbeddedUpkeep(connection, { log: book.log, afterChangeMs: 10, minGapMs: 0 }));
    await changeContent(connection);
    await pause(300);
    expect(book.lines).toEqual([]);
  });
});
