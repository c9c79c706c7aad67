// APP_THREADS > 1 on the embedded database (ADR 0040). The main thread is the first app server: it opened,
// migrated and seeded the database, and listens. It then starts the other app servers as worker threads
// running server/main.ts, each listening on the same port (SO_REUSEPORT: the kernel spreads the connections
// among them) and each with its own connection to the database's thread. A thread that dies is replaced; one
// that dies before it ever listened stops the site, as a broken configuration must not restart forever. On
// shutdown each thread drains and stops, and only then does the main thread close the database.
import { type MessagePort, Worker } from "node:worker_threads";

/** What an app thread is started with. */
export type AppThreadData = {
  /** The port of its connection to the embedded database. */
  database: MessagePort;
  /** The port number the main thread listens on, which the thread listens on too. */
  port: number;
};

/** What an app thread tells the main thread, and what it is told. */
export const THREAD_LISTENING = "listening";
export const THREAD_STOP = "stop";

export type AppThreadsOptions = {
  /** How many threads to start besides the main thread. */
  count: number;
  port: number;
  shareDatabase: () => Promise<MessagePort>;
  log: (line: string) => void;
  /** A thread failed before it listened: the site cannot run as configured. */
  onBroken: () => void;
};

export async function startAppThreads(options: AppThreadsOptions): Promise<{ stop: () => Promise<void> }> {
  const running = new Set<Worker>();
  let stopping = false;

  async function start(): Promise<void> {
    const database = await options.shareDatabase();
    const data: AppThreadData = { database, port: options.port };
    const thread = new Worker(new URL("./main.ts", import.meta.url), {
      workerData: data,
      transferList: [database],
    });
    running.add(thread);
    let listened = false;
    thread.on("message", (message: unknown) => {
      if (message === THREAD_LISTENING) listened = true;
    });
    thread.on("error", (error) => options.log(`App thread ${thread.threadId} failed: ${error.message}`));
    thread.once("exit", (code) => {
      running.delete(thread);
      if (stopping) return;
      if (!listened) {
        options.log(`App thread ${thread.threadId} exited (code ${code}) before it listened: stopping`);
        options.onBroken();
        return;
      }
      options.log(`App thread ${thread.threadId} exited (code ${code}): starting another`);
      start().catch((error: unknown) => {
        options.log(`App thread: could not start another: ${error instanceof Error ? error.message : error}`);
        options.onBroken();
      });
    });
  }

  for (let i = 0; i < options.count; i += 1) await start();
  options.log(`App threads: ${options.count + 1} with the main thread`);
  return {
    async stop() {
      stopping = true;
      const exits = [...running].map((thread) => new Promise((exited) => thread.once("exit", exited)));
      for (const thread of running) thread.postMessage(THREAD_STOP);
      await Promise.all(exits);
    },
  };
}
