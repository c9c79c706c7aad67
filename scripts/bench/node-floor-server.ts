// The floor under the page cache: node:http answering with stored bytes and nothing else the site does,
// but what every answer of the site must carry. Each answer gets the headers the site's cached answer had,
// a request id of its own and one JSON line in the log, as a page cache hit does (server/app.ts). Started by
// node-floor.ts as a process of its own, on the project's Node; what the site's cached answers cost above
// this floor is the site's own work.
//   node scripts/bench/node-floor-server.ts <pages.json>   prints "listening <port>" once it listens
import { randomUUID } from "node:crypto";
import { readFileSync, writeSync } from "node:fs";
import { createServer } from "node:http";
import { linesPerTurn } from "../../server/log.ts";

/** A page the floor serves: its files (plain and gzip) and the headers the site answered it with. */
export type FloorPage = { plain: string; gzip: string; headers: [string, string][] };

type LoadedPage = { plain: Buffer; gzip: Buffer; headers: string[] };

function loadPages(manifest: string): Map<string, LoadedPage> {
  const pages = JSON.parse(readFileSync(manifest, "utf8")) as Record<string, FloorPage>;
  return new Map(
    Object.entries(pages).map(([path, page]) => [
      path,
      { plain: readFileSync(page.plain), gzip: readFileSync(page.gzip), headers: page.headers.flat() },
    ]),
  );
}

const pages = loadPages(process.argv[2] ?? "");

// Log lines go out once per turn of the event loop, through the site's own batching.
const out = linesPerTurn({ write: (text: string) => writeSync(1, text) });

const server = createServer((req, res) => {
  const started = performance.now();
  const requestId = randomUUID();
  const path = (req.url ?? "").split("?", 1)[0] ?? "";
  const page = pages.get(path);
  if (!page) {
    res.writeHead(404, { "Content-Length": 0 });
    res.end();
  } else {
    const gzip = (req.headers["accept-encoding"] ?? "").includes("gzip");
    const body = gzip ? page.gzip : page.plain;
    const headers = [...page.headers, "X-Request-Id", requestId];
    if (gzip) headers.push("Content-Encoding", "gzip");
    headers.push("Vary", "Accept-Encoding, Accept-Language, Cookie", "Content-Length", String(body.length));
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }
  out.write(
    `${JSON.stringify({
      level: "info",
      time: new Date().toISOString(),
      pid: process.pid,
      reqId: requestId,
      method: req.method,
      path,
      status: res.statusCode,
      ms: Math.round(performance.now() - started),
      address: req.socket.remoteAddress,
      msg: "answered",
    })}\n`,
  );
});
server.keepAliveTimeout = 65_000;
server.listen({ port: 0, host: "127.0.0.1" }, () => {
  const address = server.address();
  console.error(`listening ${typeof address === "object" && address ? address.port : 0}`);
});
process.once("SIGTERM", () => server.close(() => process.exit(0)));
