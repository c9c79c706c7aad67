// The embedded database's own thread (ADR 0033): PGlite runs here, so that PostgreSQL's work (WebAssembly,
// the wire protocol's parsing, the data directory's file calls) uses the second core while the main thread
// renders. It answers the requests of `pglite-thread.server.ts`, one message each, in the order PGlite
// runs them; a transaction holds PGlite (its own lock) until the thread that began it ends it. Besides the
// thread that started it, other app threads of the process (APP_THREADS, ADR 0040) connect through ports
// of their own: each port is one client, and a NOTIFY reaches every port that listens on its channel.
import { openAsBlob } from "node:fs";
import { type MessagePort, parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { ThreadAnswer, ThreadRequest, ThreadStart } from "./pglite-thread.server.ts";

if (!parentPort) throw new Error("pglite-thread.worker.ts runs as a worker thread");
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

/** Transactions open on a client's behalf: the handle to query through, and how to end it. */
const transactions = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; finished: Promise<void>; client: Client }
>();
/** Clients whose port closed (their thread stopped or died): what they left open is rolled back. */
const gone = new WeakSet<Client>();
let nextTransaction = 1;

/** The clients listening on each channel, and how to stop PGlite's listening once none is left. */
const channels = new Map<string, { ports: Set<Client>; unlisten: Promise<() => Promise<void>> }>();

/** The thread's own parent or a port another thread connected through. */
type Client = Pick<MessagePort, "postMessage">;

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

async function perform(request: ThreadRequest, client: Client): Promise<unknown> {
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
          transactions.set(id, { tx, end, finished, client });
          // A client gone while its transaction waited for the database will never end it.
          if (gone.has(client)) end(false);
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
      const listening = channels.get(request.channel);
      if (listening) {
        listening.ports.add(client);
        await listening.unlisten;
        return null;
      }
      const ports = new Set([client]);
      const unlisten = database.listen(request.channel, (payload) => {
        for (const port of ports)
          port.postMessage({ notify: request.channel, payload } satisfies ThreadAnswer);
      });
      channels.set(request.channel, { ports, unlisten });
      await unlisten;
      return null;
    }
    case "unlisten":
      await stopListening(request.channel, client);
      return null;
    case "connect":
      serve(request.port);
      return null;
    case "disconnect":
      for (const channel of [...channels.keys()]) await stopListening(channel, client);
      return null;
    case "dump":
      return database.dumpDataDir("none");
    case "close":
      await database.close();
      return null;
  }
}

async function stopListening(channel: string, client: Client): Promise<void> {
  const listening = channels.get(channel);
  if (!listening?.ports.delete(client) || listening.ports.size > 0) return;
  channels.delete(channel);
  await (
    await listening.unlisten
  )();
}

/**
 * A client's port closed: an app thread stopped without its close, or died. A transaction it left open
 * would hold the database for every other thread, so it is rolled back, and its listening ends.
 */
function forget(client: Client): void {
  gone.add(client);
  for (const open of transactions.values()) if (open.client === client) open.end(false);
  for (const channel of [...channels.keys()]) void stopListening(channel, client);
}

/** Answers the requests that arrive on `port`, each on that port. */
function serve(port: MessagePort): void {
  port.once("close", () => forget(port));
  port.on("message", (request: ThreadRequest) => {
    perform(request, port).then(
      (value) => port.postMessage({ id: request.id, value } satisfies ThreadAnswer),
      (error: unknown) => port.postMessage({ id: request.id, error: fieldsOf(error) } satisfies ThreadAnswer),
    );
  });
}

serve(parentPort);
parentPort.postMessage({ ready: true } satisfies ThreadAnswer);
