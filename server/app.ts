// The application server: one Node request listener around the React Router build. Bundled by Vite as the
// server build's entry, so it shares one module graph (one database, one cache) with the routes.
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { MessagePort } from "node:worker_threads";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import { RouterContextProvider, type ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { type AppContext, appContext } from "../app/context.server.ts";
import { renderedDocumentOf } from "../app/code-on-interaction.server.ts";
import { measurementOf, NO_MEASUREMENT_SOURCES } from "../app/measurement.server.ts";
import type { Measurement } from "../app/domain/consent.ts";
import { siteConfig } from "../app/features/site-shell/site-config.server.ts";
import { forgetPublicContentMemos } from "../app/db/public-content-memo.server.ts";
import { type DatabaseConnection, MIGRATIONS_FOLDER, openDatabase } from "../app/db/client.server.ts";
import { startEmbeddedUpkeep } from "../app/db/embedded-upkeep.server.ts";
import { sweepRateLimits } from "../app/db/rate-limits.server.ts";
import { seedDemoDataIfEmpty } from "../app/db/seed/seed.server.ts";
import { insertDemoAccounts } from "../app/features/accounts/demo-accounts.server.ts";
import { startOutboxWorker } from "../app/features/leads/outbox/outbox-worker.server.ts";
import { ViewCounter } from "../app/features/owner-statistics/view-counter.server.ts";
import { startAlertScheduler } from "../app/features/search-alerts/alert-scheduler.server.ts";
import { dictionaryFor } from "../app/i18n/dictionary.ts";
import { createEmbeddedDatabaseApart } from "./embedded-first-start.ts";
import { compressFor, takesGzip } from "./compression.ts";
import {
  answerFromCache,
  answerLineOf,
  type CacheAnswering,
  isCountedView,
  measurementSourcesFor,
  sendPage,
} from "./cached-answer.ts";
import { languageRequestHandlers } from "./language-routes.ts";
import { routeMessageKeys, withRouteMessages } from "./route-messages.ts";
import { withScreenPages } from "./screen-pages.ts";
import { type Env, pageCacheBytesEach } from "./env.ts";
import type { Logging } from "./log.ts";
import { requestIdOf } from "./request-id.ts";
import { type CachedPage, cachedPage, HtmlCache, isCacheableResponse } from "./html-cache.ts";
import { clientAddressOf } from "./client-address.ts";
import { HEALTH_PATHS, newestMigrationOf, serveHealth } from "./health.ts";
import {
  type Admitted,
  admitRequest,
  ALLOWED_METHODS,
  type Refused,
  sendServerText,
} from "./request-gate.ts";
import {
  applyPersonalAnswerHeaders,
  applySecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  NO_INLINE_SOURCES,
  ownInlineSources,
} from "./security-headers.ts";
import { createMediaContext, serveMedia } from "./media.ts";
import { serveImportApi } from "./import-api.ts";
import { PHOTO_FETCH_POLICY } from "../app/features/import/guarded-fetch.server.ts";
import { startPhotoFetcher } from "../app/features/import/photo-fetcher.server.ts";
import { startThumbnailFetcher } from "../app/features/import/video-thumbnail-fetcher.server.ts";
import { SweepBrightWebsiteApi } from "../app/features/import/sweepbright/website-api.server.ts";
import { loadStaticFiles, serveStaticFile } from "./static-files.ts";

export type App = {
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  /** SIGTERM arrived: /readyz answers 503 and each answer closes its connection. */
  drain: () => void;
  /** Stops the background work (its leases given back by finishing what it holds) and the database. */
  close: () => Promise<void>;
  /**
   * A port for another app thread of this process to open the embedded database through (ADR 0040); null on
   * PostgreSQL and in an app thread that was itself given one.
   */
  shareDatabase: (() => Promise<MessagePort>) | null;
  /**
   * Has `follower` told of every page this app server holds in its page cache and stores from now on, and
   * of every emptying of it: the page cache thread keeps a copy (ADR 0047). One follower at a time.
   */
  followPageCache: (follower: PageCacheFollower) => void;
  /** A view of a detail page the page cache thread answered (ADR 0016). */
  countCacheThreadView: (view: CacheThreadView) => void;
};

export type PageCacheFollower = { stored: (key: string, page: CachedPage) => void; cleared: () => void };

export type CacheThreadView = { propertyId: number; address: string; userAgent: string | undefined };

const RATE_LIMIT_SWEEP_MS = 5 * 60_000;

export type AppOptions = {
  /** Given in development, where Vite reloads the routes on change. */
  loadBuild?: () => Promise<ServerBuild>;
  /**
   * In an app thread (APP_THREADS, ADR 0040): the embedded database the first app thread opened, migrated and
   * seeded, through the port its `shareDatabase` gave.
   */
  sharedDatabase?: MessagePort;
};

export async function createApp(env: Env, logging: Logging, options: AppOptions = {}): Promise<App> {
  const { loadBuild, sharedDatabase } = options;
  const connection = sharedDatabase
    ? await openDatabase({ sharedThread: sharedDatabase })
    : await openOwnDatabase(env);
  const staticFiles = await loadStaticFiles(path.resolve("build/client"));
  const media = await createMediaContext(env.dataDir, connection, env.threads);
  const clientDir = path.resolve("build/client");
  const messageKeys = loadBuild ? null : routeMessageKeys(build, clientDir, dictionaryFor("en"));
  const handlers = languageRequestHandlers(
    loadBuild
      ? async () => withScreenPages(withRouteMessages(await loadBuild(), null))
      : withScreenPages(withRouteMessages(build, messageKeys)),
    env.NODE_ENV,
  );
  // The budget is the process's: app threads (ADR 0040) share it out, each holding its own pages, and so
  // does the page cache thread, holding a copy (ADR 0047).
  const pageCache = new HtmlCache({ maxBytes: pageCacheBytesEach(env) });
  let pageCacheFollower: PageCacheFollower | null = null;
  const dropPublicCaches = () => {
    pageCache.clear();
    pageCacheFollower?.cleared();
    forgetPublicContentMemos();
  };
  const unlisten = await connection.listen("public_content_changed", dropPublicCaches);
  const stopUpkeep = await startEmbeddedUpkeep(connection, { log: (line) => console.log(line) });
  const stopOutbox = startOutboxWorker({
    db: connection.db,
    smtpUrl: env.SMTP_URL,
    dataDir: env.dataDir,
    leaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
    log: (line) => console.log(line),
  });
  // Search alerts: one scheduler per app server, each job run by one of them at a time (ADR 0019).
  const stopAlerts = startAlertScheduler({
    db: connection.db,
    origin: env.siteOrigin,
    listen: (channel, onNotify) => connection.listen(channel, onNotify),
    log: (line) => console.log(line),
  });

  // Rate-limit counters carry their expiry; every server sweeps, each delete is cheap on its index.
  const rateLimitSweep = setInterval(() => {
    sweepRateLimits(connection.db, Date.now()).catch((error: unknown) =>
      console.error(`Rate limits: sweep failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, RATE_LIMIT_SWEEP_MS);
  rateLimitSweep.unref();

  const clientAddress = clientAddressOf(env.TRUST_PROXY);
  const views = new ViewCounter(connection.db, { log: (line) => console.log(line) });
  await views.prepare(new Date());

  /** A detail page really served to someone: counted on both paths, cached or rendered (ADR 0016). */
  function countView(req: IncomingMessage, status: number, propertyId: number | null | undefined): void {
    if (!isCountedView(req, status, propertyId)) return;
    views.record({
      propertyId,
      address: clientAddress(req),
      userAgent: req.headers["user-agent"],
      at: new Date(),
    });
  }
  const photoFetcher = startPhotoFetcher({
    db: connection.db,
    policy: { ...PHOTO_FETCH_POLICY, allowedTestHost: env.PHOTO_FETCH_TEST_HOST },
    log: (line) => console.log(line),
  });
  photoFetcher.kick();
  // Stills of the videos imports name, for the consent placeholders (ADR 0017): fetched by the server once.
  const thumbnailFetcher = startThumbnailFetcher({
    db: connection.db,
    sources: { youtubeOrigin: env.YOUTUBE_THUMBNAIL_ORIGIN, vimeoOrigin: env.VIMEO_OEMBED_ORIGIN },
    allowedTestHost: env.PHOTO_FETCH_TEST_HOST,
    log: (line) => console.log(line),
  });
  thumbnailFetcher.kick();
  const importApi = {
    db: connection.db,
    rateLimit: { perSecond: env.API_RATE_PER_SECOND, burst: env.API_RATE_BURST },
    clientAddress,
    onFetchesQueued: () => {
      photoFetcher.kick();
      thumbnailFetcher.kick();
    },
    // This server's caches are dropped before the writer hears back; the others' by the notification.
    onPublicContentChanged: dropPublicCaches,
    sweepBright: env.sweepBright
      ? {
          api: new SweepBrightWebsiteApi({
            baseUrl: env.sweepBright.apiUrl,
            clientId: env.sweepBright.clientId,
            clientSecret: env.sweepBright.clientSecret,
          }),
          siteOrigin: env.siteOrigin,
          webhookSecret: env.sweepBright.webhookSecret,
        }
      : undefined,
  };

  /** The measurement tags of the site's configuration; none while it cannot be read (the page reports it). */
  async function configuredMeasurement(): Promise<Measurement | null> {
    const config = await siteConfig(connection.db).catch(() => null);
    return config ? measurementOf(config.settings.siteInformation.analytics) : null;
  }

  const cacheAnswering: CacheAnswering = { site: env, pageCache, countView };

  async function render(req: IncomingMessage, res: ServerResponse, admitted: Admitted): Promise<void> {
    const cacheKey = pageCache.storeKeyFor(req, admitted.host);
    // Taken first: a page is stored only if no content (the configuration's measurement tags included)
    // changed from here to its storing.
    const generation = pageCache.generation;
    const measurement = await configuredMeasurement();
    const sources = measurementSourcesFor(req, admitted.target, measurement);
    const start = performance.now();
    const nonce = createNonce();
    const context = new RouterContextProvider();
    const answer: AppContext["answer"] = { personal: false };
    const timing: { renderStart?: number; renderEnd?: number } = {};
    // The URL the router sees: an admitted host and the configured protocol, never raw header text.
    const request = createRequest(req, res, { host: admitted.host, protocol: admitted.protocol });
    // React Router answers a path ending in ".data" with loader data (a client navigation), any other with
    // a document; only a document's render keeps markup for its loaders.
    const documentRequest = !(admitted.target.split("?", 1)[0] ?? "").endsWith(".data");
    context.set(appContext, {
      db: connection.db,
      nonce,
      clientAddress: clientAddress(req),
      dataDir: env.dataDir,
      siteOrigin: env.siteOrigin,
      answer,
      timing,
      ...(documentRequest && { keptMarkup: new Map<string, string>() }),
    });
    const response = await handlers.handlerFor(new URL(request.url).pathname)(request, context);
    countView(req, response.status, answer.propertyView);
    applySecurityHeaders(response.headers);
    // A page with personal data (unsubscribe, the owner portal) loads no measurement tag.
    const allowed = answer.personal ? NO_MEASUREMENT_SOURCES : sources;
    if (answer.personal) applyPersonalAnswerHeaders(response.headers);
    const document = (response.headers.get("content-type") ?? "").startsWith("text/html");
    const storable = cacheKey !== null && req.method !== "HEAD" && isCacheableResponse(response);
    // A page the render made comes beside its answer; any other answer's bytes are its body.
    const renderedDocument = renderedDocumentOf(response);
    const hasBody = renderedDocument !== undefined || response.body !== null;
    if (!storable && (!document || !hasBody || req.method === "HEAD")) {
      if (document) {
        response.headers.set("Content-Security-Policy", contentSecurityPolicy(NO_INLINE_SOURCES, allowed));
      }
      response.headers.set("Server-Timing", serverTiming(start, timing));
      return sendResponse(res, response);
    }
    // A document goes out without the render's nonce; its policy names its own inline sources by hash.
    const { body, inline } = document
      ? ownInlineSources(
          renderedDocument ?? Buffer.from(await response.arrayBuffer()).toString("latin1"),
          nonce,
        )
      : { body: Buffer.from(await response.arrayBuffer()), inline: null };
    if (inline) response.headers.set("Content-Security-Policy", contentSecurityPolicy(inline, allowed));
    response.headers.set("Server-Timing", serverTiming(start, timing));
    // A page to store is compressed once, as gzip, and every client that takes gzip (a brotli one too) gets
    // its first answer made of it; brotli is made for pages asked for again. A client that takes no
    // compression, and a page not stored, get the rendered bytes, compressed for the client.
    if (!storable || !takesGzip(req)) {
      await sendRendered(req, res, response, body);
      if (!storable) return;
    }
    const headers = [...response.headers].filter(
      ([name]) => name !== "content-security-policy" && name !== "server-timing",
    );
    const page = await cachedPage(response.status, headers, body, {
      inline,
      measurement,
      propertyView: answer.propertyView ?? null,
    });
    if (pageCache.set(cacheKey, page, generation)) pageCacheFollower?.stored(cacheKey, page);
    if (!res.headersSent) {
      sendPage(req, res, page, {
        sources,
        plain: () => pageCache.plainOf(cacheKey, page),
        brotli: () => null,
        serverTiming: serverTiming(start, timing),
      });
    }
  }

  let draining = false;
  const health = {
    db: connection.db,
    newestMigration: newestMigrationOf(MIGRATIONS_FOLDER),
    draining: () => draining,
  };

  /** One line per answer: no query string (it may carry a token), no header. */
  function logAnswer(req: IncomingMessage, res: ServerResponse, requestId: string, started: number): void {
    logging.answered(answerLineOf(req, res, requestId, started, clientAddress(req)));
  }

  return {
    listener(req, res) {
      const started = performance.now();
      const requestId = requestIdOf(req, env.TRUST_PROXY.length > 0);
      // A connection that answered during shutdown is not kept for another request.
      if (draining) res.shouldKeepAlive = false;
      // A cached page's answer is whole once handed to the socket: its line is written then.
      if (answerFromCache(req, res, requestId, cacheAnswering))
        return logAnswer(req, res, requestId, started);
      res.setHeader("X-Request-Id", requestId);
      res.once("finish", () => logAnswer(req, res, requestId, started));
      logging.withRequestId(requestId, () => answer(req, res));
    },
    drain() {
      draining = true;
    },
    shareDatabase: connection.share,
    followPageCache(follower) {
      pageCacheFollower = follower;
      for (const [key, page] of pageCache.pages()) follower.stored(key, page);
    },
    countCacheThreadView(view) {
      views.record({ ...view, at: new Date() });
    },
    async close() {
      clearInterval(rateLimitSweep);
      await stopAlerts();
      await stopOutbox();
      await views.close();
      await photoFetcher.stop();
      await thumbnailFetcher.stop();
      await unlisten();
      await stopUpkeep();
      await connection.close();
    },
  };

  function answer(req: IncomingMessage, res: ServerResponse): void {
    const probe = (req.url ?? "").split("?", 1)[0] ?? "";
    if (HEALTH_PATHS.has(probe) && (req.method === "GET" || req.method === "HEAD")) {
      serveHealth(req, res, probe, health).catch(() => res.destroy());
      return;
    }
    const admitted = admitRequest(req, env);
    if (!admitted.admitted) return refuse(req, res, admitted);
    const pathname = admitted.target.split("?", 1)[0] ?? "/";
    if (pathname.startsWith("/media/")) {
      serveMedia(req, res, pathname, media).catch((error: unknown) => {
        console.error(error);
        res.destroy();
      });
      return;
    }
    // The import API: JSON for integrations, outside the pages (no page cache, no cookies, no router).
    if (pathname.startsWith("/api/")) {
      serveImportApi(req, res, pathname, importApi).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/problem+json" });
        res.end();
      });
      return;
    }
    if (serveStaticFile(staticFiles, req, res, pathname)) return;
    render(req, res, admitted).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end();
    });
  }
}

/** A request refused at the gate: a short text in the visitor's language, nothing rendered, nothing logged. */
function refuse(req: IncomingMessage, res: ServerResponse, refused: Refused): void {
  const allow = refused.status === 405 ? { Allow: ALLOWED_METHODS.join(", ") } : {};
  sendServerText(req, res, refused.status, refused.message, allow);
}

/**
 * A freshly rendered page, compressed on zlib's thread pool for the encoding the client takes. A page that
 * may not be shared (it sets a cookie, or is private) is compressed too: a first visit whose browser
 * language differs from the page's gets the language cookie, and must not pay for the whole HTML.
 */
async function sendRendered(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  body: Buffer,
): Promise<void> {
  const compressed = await compressFor(req, body);
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== "content-length") res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  if (compressed.encoding) res.setHeader("Content-Encoding", compressed.encoding);
  res.setHeader("Vary", "Accept-Encoding, Accept-Language, Cookie");
  res.setHeader("Content-Length", compressed.body.length);
  res.writeHead(response.status);
  res.end(compressed.body);
}

/** How an uncached answer's time went: loaders and their queries, the React render, and the whole. */
function serverTiming(start: number, timing: { renderStart?: number; renderEnd?: number }): string {
  const end = performance.now();
  const dataEnd = timing.renderStart ?? end;
  const render = timing.renderStart !== undefined ? (timing.renderEnd ?? end) - timing.renderStart : 0;
  const ms = (value: number) => value.toFixed(1);
  return `db;desc="loaders and queries";dur=${ms(dataEnd - start)}, render;dur=${ms(render)}, total;dur=${ms(end - start)}`;
}

/** The database of the first (or only) app server: opened, migrated and seeded with the demo data when empty. */
async function openOwnDatabase(env: Env): Promise<DatabaseConnection> {
  const embeddedDir = path.join(env.dataDir, "db");
  // A first start makes the embedded database in a process of its own, whose memory goes with it.
  if (!env.DATABASE_URL) await createEmbeddedDatabaseApart(embeddedDir);
  const connection = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: embeddedDir },
  );
  // Demo accounts have a published password: on a PostgreSQL server only when the demo is asked for.
  const demoAccounts = !env.DATABASE_URL || env.DEMO === "1";
  await connection.exclusively(() =>
    seedDemoDataIfEmpty(connection.db, demoAccounts ? { afterListings: insertDemoAccounts } : {}),
  );
  return connection;
}
