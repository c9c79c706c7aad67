// Starts the site: parses the environment, loads the app and listens on HOST:PORT.
// Production runs the server build; development runs server/app.ts through Vite, which reloads the routes.
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { ServerBuild } from "react-router";
import type { App, createApp as CreateApp } from "./app.ts";
import { type Env, parseEnv } from "./env.ts";

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
const { app, listener } = env.NODE_ENV === "development" ? await startDevelopment() : await startProduction();

async function startProduction(): Promise<{ app: App; listener: App["listener"] }> {
  const serverBuild = new URL("../build/server/index.js", import.meta.url);
  if (!existsSync(serverBuild)) {
    console.error("No build found: run `npm run build` first (or `npm run demo`, which builds and starts).");
    process.exit(1);
  }
  const { createApp }: AppModule = await import(serverBuild.href);
  const app = await createApp(env);
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
  const app = await createApp(env, loadBuild);
  const listener = (req: IncomingMessage, res: ServerResponse) =>
    vite.middlewares(req, res, () => app.listener(req, res));
  return { app, listener };
}

function isServerBuild(value: unknown): value is ServerBuild {
  return (
    typeof value === "object" && value !== null && "routes" in value && "entry" in value && "assets" in value
  );
}

const server = createServer(listener);
server.keepAliveTimeout = 65_000;
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  console.log(
    `Listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port} as ${env.siteOrigin}`,
  );
});

async function shutdown() {
  server.close();
  server.closeAllConnections();
  await app.close();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown());
process.once("SIGTERM", () => void shutdown());
