// Starts the site: parses the environment, loads the server build and listens on HOST:PORT.
import { createServer } from "node:http";
import type { createApp as CreateApp } from "./app.ts";
import { parseEnv } from "./env.ts";

const env = parseEnv(process.env);
const serverBuildPath = new URL("../build/server/index.js", import.meta.url).href;
const { createApp }: { createApp: typeof CreateApp } = await import(serverBuildPath);
const app = await createApp(env);

const server = createServer(app.listener);
server.keepAliveTimeout = 65_000;
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  console.log(`Listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`);
});

async function shutdown() {
  server.close();
  server.closeAllConnections();
  await app.close();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown());
process.once("SIGTERM", () => void shutdown());
