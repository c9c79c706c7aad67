// The application server: one Node request listener around the React Router build. Bundled by Vite as the
// server build's entry, so it shares one module graph (one database, one cache) with the routes.
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { appContext } from "../app/context.server.ts";
import { invalidateSiteConfig } from "../app/features/site-shell/site-config.server.ts";
import { openDatabase } from "../app/db/client.server.ts";
import { seedDemoDataIfEmpty } from "../app/db/seed/seed.server.ts";
import { startOutboxWorker } from "../app/features/leads/outbox/outbox-worker.server.ts";
import { compressFor } from "./compression.ts";
import type { Env } from "./env.ts";
import {
  type CachedPage,
  cachedPage,
  gzippedPageParts,
  HtmlCache,
  isCacheableResponse,
  pageParts,
} from "./html-cache.ts";
import { applySecurityHeaders, contentSecurityPolicy, createNonce } from "./security-headers.ts";
import { createMediaContext, serveMedia } from "./media.ts";
import { loadStaticFiles, serveStaticFile } from "./static-files.ts";

export type App = {
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  close: () => Promise<void>;
};

/** `loadBuild` is given in development, where Vite reloads the routes on change. */
export async function createApp(env: Env, loadBuild?: () => Promise<ServerBuild>): Promise<App> {
  const connection = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: path.join(env.dataDir, "db") },
  );
  await seedDemoDataIfEmpty(connection.db);
  const staticFiles = await loadStaticFiles(path.resolve("build/client"));
  const media = await createMediaContext(env.dataDir, connection);
  const handleRequest = createRequestHandler(loadBuild ?? build, env.NODE_ENV);
  const pageCache = new HtmlCache();
  const unlisten = await connection.listen("public_content_changed", () => {
    pageCache.clear();
    invalidateSiteConfig();
  });
  const stopOutbox = startOutboxWorker({
    db: connection.db,
    smtpUrl: env.SMTP_URL,
    dataDir: env.dataDir,
    log: (line) => console.log(line),
  });

  async function render(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cacheKey = pageCache.keyFor(req);
    const cached = cacheKey ? pageCache.get(cacheKey) : undefined;
    if (cached) return sendPage(req, res, cached, createNonce());

    const generation = pageCache.generation;
    const nonce = createNonce();
    const context = new RouterContextProvider();
    context.set(appContext, {
      db: connection.db,
      nonce,
      clientAddress: req.socket.remoteAddress ?? "",
      dataDir: env.dataDir,
      publicOrigin: env.PUBLIC_ORIGIN,
    });
    const response = await handleRequest(createRequest(req, res), context);
    applySecurityHeaders(response.headers, nonce);
    if (!cacheKey || !isCacheableResponse(response)) return sendUncached(req, res, response);

    const body = Buffer.from(await response.arrayBuffer());
    const headers = [...response.headers].filter(([name]) => name !== "content-security-policy");
    const page = cachedPage(response.status, headers, body, nonce);
    pageCache.set(cacheKey, page, generation);
    sendPage(req, res, page, nonce);
  }

  return {
    listener(req, res) {
      const pathname = (req.url ?? "/").split("?", 1)[0] ?? "/";
      if (pathname.startsWith("/media/")) {
        serveMedia(req, res, pathname, media).catch((error: unknown) => {
          console.error(error);
          res.destroy();
        });
        return;
      }
      if (serveStaticFile(staticFiles, req, res, pathname)) return;
      render(req, res).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end();
      });
    },
    async close() {
      await stopOutbox();
      await unlisten();
      await connection.close();
    },
  };
}

/**
 * A page that may not be shared (it sets a cookie, or is private) is still compressed: a first visit whose
 * browser language differs from the page's gets the language cookie, and must not pay for 100 KB of HTML.
 * Anything that is not HTML streams as it is.
 */
async function sendUncached(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("text/html") || !response.body || req.method === "HEAD") {
    return sendResponse(res, response);
  }
  const compressed = compressFor(req, Buffer.from(await response.arrayBuffer()));
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

/** A cached page: its stored bytes (or stored gzip runs) with the fresh nonce between, no copy, no compression. */
function sendPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, nonce: string): void {
  const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  const parts = gzip ? gzippedPageParts(page, nonce) : pageParts(page, nonce);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  if (page.runs.length > 1) res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Vary", "Accept-Encoding, Accept-Language, Cookie");
  res.setHeader(
    "Content-Length",
    parts.reduce((sum, part) => sum + part.length, 0),
  );
  res.writeHead(page.status);
  if (req.method === "HEAD") return void res.end();
  res.cork();
  for (const part of parts) res.write(part);
  res.end();
  res.uncork();
}
