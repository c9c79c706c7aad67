// Starts the site: parses the environment, loads the app and listens on HOST:PORT. With WEB_CONCURRENCY > 1
// (PostgreSQL) this process only forks that many workers, each running the rest of this file. With
// APP_THREADS > 1 (the embedded database) the main thread, once listening, starts the other app threads,
// each running this file too (app-threads.ts).
// Production runs the server build; development runs server/app.ts through Vite, which reloads the routes.
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { isMainThread, type MessagePort, parentPort, threadId, workerData } from "node:worker_threads";
import type { ServerBuild } from "react-router";
import type { App, createApp as CreateApp } from "./app.ts";
import { type AppThreadData, startAppThreads, THREAD_LISTENING, THREAD_STOP } from "./app-threads.ts";
import { type CacheThread, startCacheThread } from "./cache-thread.ts";
import { followAnswers } from "./graceful-close.ts";
import { type Env, parseEnv } from "./env.ts";
import { createLogging, type Logging, routeConsoleTo } from "./log.ts";

type AppModule = { createApp: typeof CreateApp };

const env = parsedEnv();

function parsedEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
/** App threads in this process (APP_THREADS, ADR 0040); development runs one. */
const threads = env.NODE_ENV === "development" ? 1 : env.threads;
const logging: Logging = createLogging(env.LOG_LEVEL, undefined, threads > 1 ? threadId : undefined);
// Development keeps readable lines; a production start writes JSON lines for the host's log collector.
if (env.NODE_ENV === "production") routeConsoleTo(logging.logger);

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 8_000;

if (cluster.isPrimary && env.workers > 1 && env.NODE_ENV !== "development") {
  const { runPrimary } = await import("./cluster-primary.ts");
  runPrimary({ workers: env.workers, log: (line) => console.log(line) });
} else {
  await serve();
}

async function serve(): Promise<void> {
  // An app thread: started by the main thread with its database connection and the port to listen on.
  const thread = isMainThread ? null : (workerData as AppThreadData);
  const { app, listener } =
    env.NODE_ENV === "development" ? await startDevelopment() : await startProduction(thread?.database);
  const server = createServer(listener);
  server.keepAliveTimeout = 65_000;
  const graceful = followAnswers(server);
  let appThreads: Promise<{ stop: () => Promise<void> }> | null = null;
  // The page cache thread (ADR 0047) of a production start: the environment allows it beside one app server
  // only (no app threads, no worker processes).
  const withCacheThread = env.cacheThread && env.NODE_ENV === "production";
  let cacheThread: Promise<CacheThread | null> | null = null;
  // Several threads each bind the port; the kernel hands every new connection to one of them.
  const reusePort = threads > 1 || withCacheThread;
  server.listen({ port: thread?.port ?? env.PORT, host: env.HOST, reusePort }, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    const where = `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`;
    const who = cluster.isWorker ? ` (worker ${process.pid})` : thread ? " (app thread)" : "";
    console.log(`Listening on ${where} as ${env.siteOrigin}${who}`);
    parentPort?.postMessage(THREAD_LISTENING);
    if (withCacheThread) {
      cacheThread = startCacheThread({ app, listener, port, log: (line) => console.log(line) }).catch(
        (error: unknown) => {
          console.error(`Page cache thread: not started, the app server answers alone: ${String(error)}`);
          return null;
        },
      );
    }
    const shareDatabase = app.shareDatabase;
    if (!thread && threads > 1 && shareDatabase) {
      appThreads = startAppThreads({
        count: threads - 1,
        port,
        shareDatabase,
        log: (line) => console.log(line),
        onBroken: () => {
          process.exitCode = 1;
          void shutdown();
        },
      });
    }
  });

  // SIGTERM: stop accepting, let the requests in flight finish (idle keep-alive connections are closed at
  // once, busy ones after their answer), then stop the background work and the database.
  let stopping = false;
  async function shutdown(): Promise<void> {
    if (stopping) return;
    stopping = true;
    app.drain();
    const closed = graceful.close(SHUTDOWN_GRACE_MS);
    // The page cache thread finishes what it passed on before the server it passes to closes.
    const cacheThreadStopped = cacheThread
      ?.then((started) => started?.stop(SHUTDOWN_GRACE_MS))
      .catch(() => {});
    // The other app threads drain and stop too, before the database they use is closed.
    const threadsStopped = appThreads?.then((started) => started.stop()).catch(() => {});
    await closed;
    await cacheThreadStopped;
    await threadsStopped;
    await app.close();
    // In an app thread this ends the thread only.
    process.exit();
  }
  if (thread) {
    // Signals reach the main thread only, which stops the app threads with a message.
    parentPort?.on("message", (message: unknown) => {
      if (message === THREAD_STOP) void shutdown();
    });
  } else {
    process.once("SIGINT", () => void shutdown());
    process.once("SIGTERM", () => void shutdown());
  }
}

async function startProduction(
  sharedDatabase?: MessagePort,
): Promise<{ app: App; listener: App["listener"] }> {
  const serverBuild = new URL("../build/server/index.js", import.meta.url);
  if (!existsSync(serverBuild)) {
    console.error("No build found: run `npm run build` first (or `npm run demo`, which builds and starts).");
    process.exit(1);
  }
  const { createApp }: AppModule = await import(serverBuild.href);
  const app = await createApp(env, logging, sharedDatabase ? { sharedDatabase } : {});
  return { app, listener: app.listener };
}

async function startDevelopment(): Promise<{ app: App; listener: App["listener"] }> {
  const { createServer: createViteServer } = await import("vite");
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
  const createApp: AppModule["createApp"] = (await vite.ssrLoadModule("./server/app.ts")).createApp;
  const loadBuild = async (): Promise<ServerBuild> => {
    const build: unknown = await vite.ssrLoadModule("virtual:react-router/server-build");
    if (!isServerBuild(build)) throw new Error("Vite did not produce a React Router server build");
    return build;
  };
  const app = await createApp(env, logging, { loadBuild });
  const listener = (req: IncomingMessage, res: ServerResponse) =>
    vite.middlewares(req, res, () => app.listener(req, res));
  return { app, listener };
}

function isServerBuild(value: unknown): value is ServerBuild {
  return (
    typeof value === "object" && value !== null && "routes" in value && "entry" in value && "assets" in value
  );
}
