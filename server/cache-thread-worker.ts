// The page cache thread itself (ADR 0047, started by cache-thread.ts): answers from its copy of the page
// cache as the app server does, and passes everything else on to the app server. It logs its own answers;
// the app server logs the ones it makes.
import { createServer } from "node:http";
import {
  type MessagePort,
  parentPort,
  receiveMessageOnPort,
  threadId,
  workerData,
} from "node:worker_threads";
import { answerFromCache, answerLineOf, type CacheAnswering, isCountedView } from "./cached-answer.ts";
import type { CacheThreadView } from "./app.ts";
import type { CacheThreadData, FromCacheThread, ToCacheThread } from "./cache-thread.ts";
import { clientAddressOf } from "./client-address.ts";
import { pageCacheBytesEach, parseEnv } from "./env.ts";
import { forwarder } from "./forwarding.ts";
import { followAnswers } from "./graceful-close.ts";
import { HtmlCache } from "./html-cache.ts";
import { createLogging, routeConsoleTo } from "./log.ts";
import { requestIdOf } from "./request-id.ts";
import { sendServerText } from "./request-gate.ts";

const data = workerData as CacheThreadData;
if (!parentPort) throw new Error("The page cache thread runs as a worker thread.");
const port: MessagePort = parentPort;
const env = parseEnv(process.env);
const logging = createLogging(env.LOG_LEVEL, undefined, threadId);
if (env.NODE_ENV === "production") routeConsoleTo(logging.logger);

const tell = (message: FromCacheThread) => port.postMessage(message);
const clientAddress = clientAddressOf(env.TRUST_PROXY);
// The pages' budget is the process's: the app server holds half, its copy here the other half.
const pageCache = new HtmlCache({ maxBytes: pageCacheBytesEach(env) });
/**
 * The views counted in one turn of the event loop, sent to the app server together at its end: a message
 * each would wake the app server's thread once for every detail page answered.
 */
let views: CacheThreadView[] = [];
const sendViews = () => {
  tell({ kind: "views", views });
  views = [];
};
const answering: CacheAnswering = {
  site: env,
  pageCache,
  countView(req, status, propertyId) {
    if (!isCountedView(req, status, propertyId)) return;
    if (views.length === 0) setImmediate(sendViews);
    views.push({ propertyId, address: clientAddress(req), userAgent: req.headers["user-agent"] });
  },
};

/**
 * Hears at once what the app server has said and this thread's loop has not yet taken up. The app server
 * tells of a change of content before it answers the request that made it, so a request heard after that
 * answer (here, or forwarded back with it) finds the copy as the app server's cache is.
 */
function hearPending(): void {
  for (let pending = receiveMessageOnPort(port); pending; pending = receiveMessageOnPort(port)) {
    hear(pending.message as ToCacheThread);
  }
}

const { forward, close: closeForwarding } = forwarder(data, {
  unavailable: (req, res) => sendServerText(req, res, 503, "REQUEST_UNAVAILABLE", { "Retry-After": "5" }),
  // The answer of a change made through this thread goes on only once the change is heard.
  beforeAnswer: hearPending,
});

let draining = false;
const server = createServer((req, res) => {
  const started = performance.now();
  const requestId = requestIdOf(req, env.TRUST_PROXY.length > 0);
  if (draining) res.shouldKeepAlive = false;
  // A change the app server answered on its own connection is heard before the copy answers.
  hearPending();
  if (!answerFromCache(req, res, requestId, answering)) return forward(req, res);
  logging.answered(answerLineOf(req, res, requestId, started, clientAddress(req)));
});
server.keepAliveTimeout = 65_000;
const graceful = followAnswers(server);

port.on("message", hear);

/** A message of the app server: a page stored, its cache emptied, or the process stopping. */
function hear(message: ToCacheThread): void {
  if (message.kind === "stored") {
    const { page } = message;
    pageCache.set(
      message.key,
      {
        ...page,
        // A Buffer arrives as a plain Uint8Array.
        gzip: Buffer.from(page.gzip.buffer, page.gzip.byteOffset, page.gzip.byteLength),
        plain: null,
        brotli: null,
        brotliAsked: false,
      },
      pageCache.generation,
    );
  } else if (message.kind === "cleared") {
    pageCache.clear();
  } else {
    // The answers being made get the grace period the app server was given.
    draining = true;
    void graceful.close(message.graceMs).then(() => {
      closeForwarding();
      port.close();
      process.exit();
    });
  }
}

server.listen({ port: data.port, host: env.HOST, reusePort: true }, () => tell({ kind: "listening" }));
