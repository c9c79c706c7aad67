// The embedded database on its own thread answers as PGlite in the main thread did: errors keep their
// PostgreSQL fields, transactions commit or roll back whole and hold the database while open, dates reach
// drizzle as text, and an idle thread neither holds a script's process open nor outlives its close. A
// connection shared with another app thread (ADR 0040) is a client like the first: one database, one lock,
// every listener told, and only the first client's close closes the database.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseConnection, openDatabase } from "./client.server.ts";
import { rawRows } from "./raw-rows.server.ts";

/**
 * A transaction on `connection` that has run `statement` and holds the database until `release`, then
 * throws "rolled back".
 */
async function heldTransaction(
  connection: DatabaseConnection,
  statement: SQL,
): Promise<{ transaction: Promise<void>; release: () => void }> {
  let began: () => void = () => {};
  const open = new Promise<void>((resolve) => (began = resolve));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const transaction = connection.db.transaction(async (tx) => {
    await tx.execute(statement);
    began();
    await held;
    throw new Error("rolled back");
  });
  await open;
  return { transaction, release };
}

describe("PGlite on its own thread", () => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await openDatabase({});
    await connection.db.execute(
      sql`create table thread_probe (id int primary key, label text not null, at timestamptz)`,
    );
  });
  afterAll(() => connection.close());

  it("a refused statement's error keeps PostgreSQL's code and constraint", async () => {
    await connection.db.execute(sql`insert into thread_probe (id, label) values (1, 'one')`);
    const failure: unknown = await connection.db
      .execute(sql`insert into thread_probe (id, label) values (1, 'again')`)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    const cause: unknown = failure instanceof Error ? failure.cause : undefined;
    expect(cause).toMatchObject({ code: "23505", constraint: "thread_probe_pkey" });
  });

  it("a transaction that throws leaves nothing written; one that resolves is committed", async () => {
    const refused = connection.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (id, label) values (2, 'two')`);
      throw new Error("changed my mind");
    });
    await expect(refused).rejects.toThrow("changed my mind");
    await connection.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (id, label) values (3, 'three')`);
    });
    const ids = await rawRows(connection.db, sql`select id from thread_probe order by id`);
    expect(ids.map((row) => row.id)).toEqual([1, 3]);
  });

  it("a statement sent while a transaction is open waits for it: a rollback leaves it written", async () => {
    const { transaction, release } = await heldTransaction(
      connection,
      sql`insert into thread_probe (id, label) values (4, 'inside')`,
    );
    // Sent while the transaction holds the database (`then` sends it now): run inside the transaction, the
    // rollback would take it away too.
    const outside = connection.db
      .execute(sql`insert into thread_probe (id, label) values (5, 'outside')`)
      .then(() => "written");
    release();
    await expect(transaction).rejects.toThrow("rolled back");
    expect(await outside).toBe("written");
    const rows = await rawRows(connection.db, sql`select label from thread_probe where id in (4, 5)`);
    expect(rows).toEqual([{ label: "outside" }]);
  });

  it("timestamps reach drizzle as PostgreSQL's text, as its PGlite driver expects", async () => {
    await connection.db.execute(
      sql`insert into thread_probe (id, label, at) values (6, 'six', '2026-03-01T10:00:00Z')`,
    );
    const [row] = await rawRows(connection.db, sql`select at from thread_probe where id = 6`);
    expect(row?.at).toBe("2026-03-01 10:00:00+00");
  });

  it("after close, a statement is refused with a clear error instead of waiting forever", async () => {
    const closed = await openDatabase({});
    await closed.close();
    const failure: unknown = await closed.db.execute(sql`select 1`).catch((error: unknown) => error);
    const cause: unknown = failure instanceof Error ? failure.cause : undefined;
    expect(cause).toBeInstanceOf(Error);
    expect(cause instanceof Error ? cause.message : "").toMatch(/database thread stopped/);
  });

  it("an idle thread does not hold a script's process open", async () => {
    // A script that opens the database, reads from it and forgets to close it still ends.
    const folder = await mkdtemp(path.join(tmpdir(), "pglite-thread-"));
    const script = path.join(folder, "forgets-to-close.mjs");
    const client = pathToFileURL(path.resolve("app/db/client.server.ts")).href;
    await writeFile(
      script,
      [
        `import { openDatabase } from ${JSON.stringify(client)};`,
        `const connection = await openDatabase({});`,
        `await connection.db.execute("select 1");`,
        `console.log("read");`,
      ].join("\n"),
    );
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [script], { timeout: 60_000 });
      expect(stdout.trim()).toBe("read");
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe("a connection shared with another app thread (APP_THREADS)", () => {
  let owner: DatabaseConnection;
  let shared: DatabaseConnection;
  beforeAll(async () => {
    owner = await openDatabase({});
    await owner.db.execute(sql`create table shared_probe (id int primary key, label text not null)`);
    const port = await owner.share?.();
    if (!port) throw new Error("The embedded database offers no port to share");
    shared = await openDatabase({ sharedThread: port });
  });
  afterAll(async () => {
    await shared.close();
    await owner.close();
  });

  it("reads what the first connection wrote and writes what it reads; it offers no port of its own", async () => {
    await owner.db.execute(sql`insert into shared_probe (id, label) values (1, 'by the owner')`);
    await shared.db.execute(sql`insert into shared_probe (id, label) values (2, 'by the other thread')`);
    const seen = async (connection: DatabaseConnection) =>
      (await rawRows(connection.db, sql`select label from shared_probe order by id`)).map((row) => row.label);
    expect(await seen(shared)).toEqual(["by the owner", "by the other thread"]);
    expect(await seen(owner)).toEqual(["by the owner", "by the other thread"]);
    expect(shared.share).toBeNull();
  });

  it("its transaction holds the database: the first connection's statement waits and survives its rollback", async () => {
    const { transaction, release } = await heldTransaction(
      shared,
      sql`insert into shared_probe (id, label) values (3, 'inside')`,
    );
    let ownerWrote = false;
    const outside = owner.db
      .execute(sql`insert into shared_probe (id, label) values (4, 'outside')`)
      .then(() => (ownerWrote = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ownerWrote).toBe(false);
    release();
    await expect(transaction).rejects.toThrow("rolled back");
    await outside;
    const rows = await rawRows(owner.db, sql`select label from shared_probe where id in (3, 4)`);
    expect(rows).toEqual([{ label: "outside" }]);
  });

  it("a NOTIFY reaches the listeners of both connections, and one that stops listening no longer", async () => {
    const heard = { owner: [] as string[], shared: [] as string[] };
    const stopOwner = await owner.listen("shared_probe_changed", (payload) => heard.owner.push(payload));
    const stopShared = await shared.listen("shared_probe_changed", (payload) => heard.shared.push(payload));
    await shared.db.execute(sql`select pg_notify('shared_probe_changed', 'first')`);
    await expect.poll(() => [heard.owner, heard.shared]).toEqual([["first"], ["first"]]);
    await stopShared();
    await owner.db.execute(sql`select pg_notify('shared_probe_changed', 'second')`);
    await expect.poll(() => heard.owner).toEqual(["first", "second"]);
    expect(heard.shared).toEqual(["first"]);
    await stopOwner();
  });

  it("closing it leaves the database open for the others; a statement on it is then refused clearly", async () => {
    const port = await owner.share?.();
    if (!port) throw new Error("The embedded database offers no port to share");
    const other = await openDatabase({ sharedThread: port });
    await other.db.execute(sql`select 1`);
    await other.close();
    const failure: unknown = await other.db.execute(sql`select 1`).catch((error: unknown) => error);
    const cause: unknown = failure instanceof Error ? failure.cause : undefined;
    expect(cause instanceof Error ? cause.message : "").toMatch(
      /connection to the database thread was closed/,
    );
    expect(await rawRows(owner.db, sql`select count(*)::int as n from shared_probe`)).toEqual([{ n: 3 }]);
  });

  it("a thread that dies inside a transaction does not hold the database: its work is rolled back", async () => {
    const port = await owner.share?.();
    if (!port) throw new Error("The embedded database offers no port to share");
    const client = pathToFileURL(path.resolve("app/db/client.server.ts")).href;
    // A thread opens the shared database, writes inside a transaction it never ends, and is then stopped.
    const thread = new Worker(
      `const { workerData, parentPort } = require("node:worker_threads");
      import(${JSON.stringify(client)}).then(async ({ openDatabase }) => {
        const connection = await openDatabase({ sharedThread: workerData });
        connection.db.transaction(async (tx) => {
          await tx.execute("insert into shared_probe (id, label) values (9, 'never committed')");
          parentPort.postMessage("inside");
          await new Promise(() => {});
        });
      });`,
      { eval: true, workerData: port, transferList: [port] },
    );
    await new Promise((resolve) => thread.once("message", resolve));
    await thread.terminate();
    const rows = await rawRows(owner.db, sql`select count(*)::int as n from shared_probe where id = 9`);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it("once the first connection closes the database, a shared one's statement is refused, not left waiting", async () => {
    const first = await openDatabase({});
    const port = await first.share?.();
    if (!port) throw new Error("The embedded database offers no port to share");
    const other = await openDatabase({ sharedThread: port });
    await first.close();
    const failure: unknown = await other.db.execute(sql`select 1`).catch((error: unknown) => error);
    const cause: unknown = failure instanceof Error ? failure.cause : undefined;
    expect(cause instanceof Error ? cause.message : "").toMatch(/database thread/);
  });
});
