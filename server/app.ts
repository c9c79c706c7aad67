// The application server: one Node request listener around the React Router build. Bundled by Vite as the
// server build's entry, so it shares one module graph (one database, one cache) with the routes.
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { createRequestListener } from "@remix-run/node-fetch-server";
import { createRequestHandler, RouterContextProvider } from "react-router";
import * as build from "virtual:react-router/server-build";
import { appContext } from "../app/context.server.ts";
import { openDatabase } from "../app/db/client.server.ts";
import { seedDemoDataIfEmpty } from "../app/db/seed/seed.server.ts";
import type { Env } from "./env.ts";
import { applySecurityHeaders, createNonce } from "./security-headers.ts";
import { loadStaticFiles, serveStaticFile } from "./static-files.ts";

export type App = {
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  close: () => Promise<void>;
};

export async function createApp(env: Env): Promise<App> {
  const connection = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: path.join(env.dataDir, "db") },
  );
  await seedDemoDataIfEmpty(connection.db);
  const staticFiles = await loadStaticFiles(path.resolve("build/client"));
  const handleRequest = createRequestHandler(build, env.NODE_ENV);

  const renderWithRouter = createRequestListener(async (request) => {
    const nonce = createNonce();
    const context = new RouterContextProvider();
    context.set(appContext, { db: connection.db, nonce });
    const response = await handleRequest(request, context);
    applySecurityHeaders(response.headers, nonce);
    return response;
  });

  return {
    listener(req, res) {
      const pathname = (req.url ?? "/").split("?", 1)[0] ?? "/";
      if (serveStaticFile(staticFiles, req, res, pathname)) return;
      void renderWithRouter(req, res);
    },
    close: connection.close,
  };
}
