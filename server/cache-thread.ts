// The page cache thread (ADR 0047): a second, light thread that listens on the app server's port too
// (SO_REUSEPORT: the kernel hands each new connection to one of the two), answers from a copy of the page
// cache, and passes every other request on to the app server over a private socket (forwarding.ts). It
// holds no database, no routes and no renderer: a cached answer on the second core costs a copy of the
// pages, not a second app server. The app server tells it of every page stored and of every emptying, and
// it sends back the views of detail pages it answered.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Worker } from "node:worker_threads";
import { startWorkerWithYoungGeneration } from "../app/worker-young-generation.server.ts";
import type { App, CacheThreadView } from "./app.ts";
import { acceptForwarded, type Forwarding } from "./forwarding.ts";
import { followAnswers } from "./graceful-close.ts";
import type { CachedPage } from "./html-cache.ts";

/** What the thread is started with. */
export type CacheThreadData = Forwarding & {
  /** The port the app server listens on, which the thread listens on too. */
  port: number;
};

/** A stored page as it goes to the thread: what its answers are made of, without the bytes made later. */
export type PageCopy = Pick<
  CachedPage,
  "status" | "headers" | "measurement" | "inline" | "gzip" | "length" | "propertyView"
>;

export type ToCacheThread =
  { kind: "stored"; key: string; page: PageCopy } | { kind: "cleared" } | { kind: "stop"; graceMs: number };

export type FromCacheThread = { kind: "listening" } | { kind: "views"; views: CacheThreadView[] };

export type CacheThread = {
  /**
   * Stops the thread once the answers it is making are made, then the private server it passes requests
   * on to, cutting what is still open after `graceMs`.
   */
  stop: (graceMs: number) => Promise<void>;
};

/**
 * Starts the thread for `app`, listening on `port` once `listening` says so; the app's `listener` answers
 * what the thread passes on. A thread that dies is replaced; one that cannot start leaves the app server
 * answering alone.
 */
export async function startCacheThread(options: {
  app: App;
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  port: number;
  log: (line: string) => void;
}): Promise<CacheThread> {
  const { app, listener, port, log } = options;
  const forwarding: Forwarding = {
    // An abstract socket (Linux): no file to leave behind; the secret keeps other local processes out.
    socketPath: `\0site-cache-thread-${process.pid}-${randomBytes(8).toString("hex")}`,
    secret: randomBytes(24).toString("base64url"),
  };
  const forwarded = createServer({ requireHostHeader: false }, (req, res) => {
    if (!acceptForwarded(req, forwarding.secret)) {
      res.destroy();
      return;
    }
    listener(req, res);
  });
  // The thread keeps its connections as long as it likes: none is closed under a request it sends.
  forwarded.keepAliveTimeout = 0;
  const forwardedAnswers = followAnswers(forwarded);
  await new Promise<void>((listening) => forwarded.listen(forwarding.socketPath, listening));

  let current: Worker | null = null;
  let starting: Promise<void> = Promise.resolve();
  let stopping = false;

  function start(): void {
    starting = startThread().catch((error: unknown) =>
      log(`Page cache thread could not start: ${String(error)}: the app server answers alone`),
    );
  }

  async function startThread(): Promise<void> {
    const data: CacheThreadData = { ...forwarding, port };
    const thread = await startWorkerWithYoungGeneration(
      new URL("./cache-thread-worker.ts", import.meta.url),
      {
        workerData: data,
      },
    );
    current = thread;
    let listened = false;
    const post = (message: ToCacheThread) => thread.postMessage(message);
    thread.on("message", (message: FromCacheThread) => {
      if (message.kind === "views") for (const view of message.views) app.countCacheThreadView(view);
      else if (message.kind === "listening") {
        listened = true;
        app.followPageCache({
          stored: (key, page) => post({ kind: "stored", key, page: copyOf(page) }),
          cleared: () => post({ kind: "cleared" }),
        });
      }
    });
    thread.on("error", (error) => log(`Page cache thread failed: ${error.message}`));
    thread.once("exit", (code) => {
      if (current === thread) current = null;
      if (stopping) return;
      app.followPageCache(NO_FOLLOWER);
      if (!listened) {
        log(`Page cache thread exited (code ${code}) before it listened: the app server answers alone`);
        return;
      }
      log(`Page cache thread exited (code ${code}): starting another`);
      start();
    });
  }
  start();

  return {
    async stop(graceMs) {
      stopping = true;
      await starting;
      const thread = current;
      if (thread) {
        const exited = new Promise((resolve) => thread.once("exit", resolve));
        thread.postMessage({ kind: "stop", graceMs } satisfies ToCacheThread);
        await exited;
      }
      await forwardedAnswers.close(graceMs);
    },
  };
}

const NO_FOLLOWER = { stored: () => {}, cleared: () => {} };

function copyOf(page: CachedPage): PageCopy {
  const { status, headers, measurement, inline, gzip, length, propertyView } = page;
  return { status, headers, measurement, inline, gzip, length, propertyView };
}
