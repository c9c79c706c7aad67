// The embedded database's own thread (ADR 0033): PGlite runs here, so that PostgreSQL's work (WebAssembly,
// the wire protocol's parsing, the data directory's file calls) uses the second core while the main thread
// renders. It answers the requests of `pglite-thread.server.ts`, one message each, in the order PGlite
// runs them; a transaction holds PGlite (its own lock) until the main thread ends it.
import { openAsBlob } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { ThreadAnswer, ThreadRequest, ThreadStart } from "./pglite-thread.server.ts";

const port = parentPort;
if (!port) throw new Error("pglite-thread.worker.ts runs as a worker thread");
const start: ThreadStart = workerData;

// Drizzle reads dates, times and intervals as PostgreSQL's text and maps them itself (its PGlite driver
// asks for exactly these parsers with every statement); the thread applies them to every statement.
const asText = (value: string) => value;
const DRIZZLE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (type) => [type, asText],
  ),
);

const database = await PGlite.create({
  ...(start.dataDir ? { dataDir: start.dataDir } : {}),
  ...(start.dumpFile ? { loadDataDir: await openAsBlob(start.dumpFile) } : {}),
  extensions: { unaccent, pg_trgm },
  startParams: [...PGlite.defaultStartParams, ...start.startParams],
  parsers: DRIZZLE_PARSERS,
  pgliteWasmModule: start.wasm.pglite,
  initdbWasmModule: start.wasm.initdb,
});

/** Transactions open on the main thread's behalf: the handle to query through, and how to end it. */
const transactions = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; finished: Promise<void> }
>();
let nextTransaction = 1;
const unlistens = new Map<string, () => Promise<void>>();

function answer(message: ThreadAnswer): void {
  port?.postMessage(message);
}

/** A database error as plain fields (code, detail, constraint…): an Error's own fields do not cross threads. */
function fieldsOf(error: unknown): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  if (typeof error !== "object" || error === null) return { message: String(error) };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  }
  if (error instanceof Error) {
    fields.message = error.message;
    fields.name = error.name;
  }
  return fields;
}

async function perform(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case "query": {
      const on = request.transaction ? transactions.get(request.transaction)?.tx : database;
      if (!on) throw new Error("The transaction has ended");
      return on.query(request.sql, request.params, { rowMode: request.rowMode });
    }
    case "begin":
      return new Promise<number>((begun, failed) => {
        const id = nextTransaction++;
        let end: (commit: boolean) => void = () => {};
        const ended = new Promise<boolean>((resolve) => (end = resolve));
        const finished = database.transaction(async (tx) => {
          transactions.set(id, { tx, end, finished });
          begun(id);
          if (!(await ended)) await tx.rollback();
        });
        // Before it began, a failure is the answer to "begin"; after, to "end".
        finished.catch(failed).finally(() => transactions.delete(id));
      });
    case "end": {
      const open = transactions.get(request.transaction);
      if (!open) throw new Error("The transaction has ended");
      open.end(request.commit);
      await open.finished;
      return null;
    }
    case "listen": {
      const unlisten = await database.listen(request.channel, (payload) =>
        answer({ notify: request.channel, payload }),
      );
      unlistens.set(request.channel, unlisten);
      return null;
    }
    case "unlisten":
      await unlistens.get(request.channel)?.();
      unlistens.delete(request.channel);
      return null;
    case "dump":
      return database.dumpDataDir("none");
    case "close":
      await database.close();
      return null;
  }
}

port.on("message", (request: ThreadRequest) => {
  perform(request).then(
    (value) => answer({ id: request.id, value }),
    (error: unknown) => answer({ id: request.id, error: fieldsOf(error) }),
  );
});
answer({ ready: true });
