// The embedded database, run on a thread of its own (ADR 0033). `PGliteThread` answers what drizzle's PGlite
// driver asks of a PGlite client (`query` with a row mode, `transaction`) and what the site asks besides
// (NOTIFY, a dump for the tests' templates, close), each as a message to `pglite-thread.worker.ts`.
// Statements keep PGlite's order and its lock: a transaction holds the database until it ends, and
// statements from elsewhere wait for it, as they do in PGlite itself. The thread that started the database
// can `share` it: another thread of the process then `connect`s through the port it got (ADR 0040).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { MessageChannel, type MessagePort, type Worker } from "node:worker_threads";
import type { Results } from "@electric-sql/pglite";
import { startWorkerWithYoungGeneration } from "../worker-young-generation.server.ts";

export type ThreadStart = {
  dataDir?: string;
  dumpFile?: string;
  startParams: string[];
  wasm: CompiledWasm;
};

type CompiledWasm = { pglite: WebAssembly.Module; initdb: WebAssembly.Module };

let compiledWasm: Promise<CompiledWasm> | undefined;

/**
 * PGlite's two WebAssembly modules, compiled once per process and shared by every thread: a thread compiling
 * its own would pay V8's compilation and optimization again (seconds of CPU) each time a database opens.
 */
function sharedWasm(): Promise<CompiledWasm> {
  const compile = async (name: string) =>
    WebAssembly.compile(
      await readFile(createRequire(import.meta.url).resolve(`@electric-sql/pglite/${name}`)),
    );
  compiledWasm ??= Promise.all([compile("pglite.wasm"), compile("initdb.wasm")]).then(([pglite, initdb]) => ({
    pglite,
    initdb,
  }));
  return compiledWasm;
}

// The worker's source file, found from the project's folder as the migrations are: the server build
// bundles this module, and the thread runs the source (Node strips its types).
const THREAD_ENTRY = path.resolve(process.cwd(), "app/db/pglite-thread.worker.ts");

type RowMode = "array" | "object";

export type ThreadRequest = { id: number } & (
  | { op: "query"; sql: string; params: unknown[]; rowMode: RowMode; transaction?: number }
  | { op: "begin" }
  | { op: "end"; transaction: number; commit: boolean }
  | { op: "listen" | "unlisten"; channel: string }
  | { op: "connect"; port: MessagePort }
  | { op: "dump" | "close" | "disconnect" }
);

export type ThreadAnswer =
  | { ready: true }
  | { notify: string; payload: string }
  | { id: number; value: unknown }
  | { id: number; error: Record<string, string | number> };

type QueryOptions = { rowMode?: RowMode };

/** What drizzle's PGlite session calls on a client inside a transaction. */
type ThreadTransaction = {
  query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
};

/** An error the thread sent as fields, made an Error again with them (`code`, `detail`, `constraint`…). */
function errorOf(fields: Record<string, string | number>): Error {
  const error = new Error(String(fields.message ?? "Database error"));
  for (const [key, value] of Object.entries(fields)) {
    if (key !== "message" && key !== "stack") Reflect.set(error, key, value);
  }
  return error;
}

/** What a client talks to the thread through: the thread itself, or a port of a shared connection. */
type Endpoint = Pick<MessagePort, "postMessage" | "ref" | "unref"> & {
  on(event: "message", listener: (message: ThreadAnswer) => void): unknown;
};

export class PGliteThread {
  readonly #endpoint: Endpoint;
  /** The thread, when this client started it (only that client closes the database), else the port. */
  readonly #owner: { worker: Worker } | { port: MessagePort };
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #failure: Error | null = null;

  private constructor(endpoint: Endpoint, owner: { worker: Worker } | { port: MessagePort }) {
    this.#endpoint = endpoint;
    this.#owner = owner;
    const worker = "worker" in owner ? owner.worker : null;
    endpoint.on("message", (message: ThreadAnswer) => {
      if ("ready" in message) return;
      if ("notify" in message) {
        for (const listener of this.#listeners.get(message.notify) ?? []) listener(message.payload);
        return;
      }
      const waiting = this.#pending.get(message.id);
      this.#pending.delete(message.id);
      if (this.#pending.size === 0) endpoint.unref();
      if ("error" in message) waiting?.reject(errorOf(message.error));
      else waiting?.resolve(message.value);
    });
    const fail = (error: Error) => {
      // The first reason stays: a close this client asked for is not a failure of the thread.
      this.#failure ??= error;
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
    };
    worker?.on("error", fail);
    worker?.on("exit", (code) => fail(threadStopped(code)));
    if ("port" in owner)
      owner.port.on("close", () => fail(new Error("The connection to the database thread closed")));
  }

  /** Starts the thread and resolves once PGlite is open (or rejects with why it could not open). */
  static async start(start: Omit<ThreadStart, "wasm">): Promise<PGliteThread> {
    const worker = await startWorker({ ...start, wasm: await sharedWasm() });
    worker.unref();
    return new PGliteThread(worker, { worker });
  }

  /** A client of the database another thread started, through a port that thread's `share` gave. */
  static connect(port: MessagePort): PGliteThread {
    port.unref();
    return new PGliteThread(port, { port });
  }

  /** A port of a new connection to this database, for another thread to `connect` through. */
  async share(): Promise<MessagePort> {
    const { port1, port2 } = new MessageChannel();
    await this.#ask({ op: "connect", port: port1 }, [port1]);
    return port2;
  }

  #ask(request: DistributiveOmit<ThreadRequest, "id">, transfer: MessagePort[] = []): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      // The thread keeps the process alive while it owes an answer, and only then, as PGlite in the main
      // thread would: an idle database does not hold a script's process open.
      if (this.#pending.size === 0) this.#endpoint.ref();
      this.#pending.set(id, { resolve, reject });
      this.#endpoint.postMessage({ ...request, id }, transfer);
    });
  }

  async #query<T>(
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
    transaction?: number,
  ): Promise<Results<T>> {
    const rowMode = options.rowMode ?? "object";
    const results = await this.#ask({ op: "query", sql, params, rowMode, transaction });
    // The thread answers what PGlite's query resolved to; only the thread knows its shape.
    return results as Results<T>;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query(sql, params, options);
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const transaction = Number(await this.#ask({ op: "begin" }));
    let result: T;
    try {
      result = await work({
        query: (sql, params, options) => this.#query(sql, params, options, transaction),
      });
    } catch (error) {
      await this.#ask({ op: "end", transaction, commit: false });
      throw error;
    }
    await this.#ask({ op: "end", transaction, commit: true });
    return result;
  }

  /** Calls `onNotify` on each NOTIFY on `channel`; resolves to an unlisten. */
  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const listeners = this.#listeners.get(channel) ?? new Set();
    this.#listeners.set(channel, listeners);
    listeners.add(onNotify);
    if (listeners.size === 1) await this.#ask({ op: "listen", channel });
    return async () => {
      listeners.delete(onNotify);
      if (listeners.size === 0 && this.#listeners.get(channel) === listeners) {
        this.#listeners.delete(channel);
        await this.#ask({ op: "unlisten", channel });
      }
    };
  }

  /** The data directory as an uncompressed tar (PGlite's `dumpDataDir`). */
  async dumpDataDir(): Promise<Blob> {
    const dump = await this.#ask({ op: "dump" });
    if (!(dump instanceof Blob)) throw new Error("The database thread sent no dump");
    return dump;
  }

  /**
   * The client that started the thread closes the database and stops the thread; a connected client only
   * stops listening and closes its port, and the database stays open for the others.
   */
  async close(): Promise<void> {
    if (this.#failure) return;
    if ("port" in this.#owner) {
      await this.#ask({ op: "disconnect" });
      this.#failure = new Error("This connection to the database thread was closed");
      this.#owner.port.close();
      return;
    }
    await this.#ask({ op: "close" });
    this.#failure = new Error("The database thread stopped: the database was closed");
    await this.#owner.worker.terminate();
  }
}

/** Starts the thread with a young generation of its own size and resolves once its PGlite is open. */
async function startWorker(workerData: ThreadStart): Promise<Worker> {
  const worker = await startWorkerWithYoungGeneration(THREAD_ENTRY, { workerData });
  return new Promise<Worker>((ready, failed) => {
    const onMessage = (message: ThreadAnswer) => {
      if ("ready" in message) settle(() => ready(worker));
    };
    const onError = (error: Error) => settle(() => failed(error));
    const onExit = (code: number) => settle(() => failed(threadStopped(code)));
    const settle = (then: () => void) => {
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      then();
    };
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
  });
}

/** The error every waiting statement gets when the thread ends on its own. */
function threadStopped(exitCode: number): Error {
  return new Error(`The database thread stopped (exit code ${exitCode})`);
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
