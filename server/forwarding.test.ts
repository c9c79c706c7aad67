import { Agent, createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { send as sendOn } from "../tests/e2e/support/worker-connections.ts";
import { acceptForwarded, forwardedPeerOf, forwarder, PEER_HEADER } from "./forwarding.ts";

/** A request of a visitor of its own (a new connection). */
const send = (url: string, options: Parameters<typeof sendOn>[2] = {}) =>
  sendOn(new Agent({ keepAlive: true }), url, options);

const SECRET = "s3cret-of-this-process";

type Seen = {
  method?: string;
  url?: string;
  headers: IncomingMessage["headers"];
  body: string;
  peer?: string;
};

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  }
});

async function listeningOnLoopback(server: Server): Promise<void> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
}

/**
 * An app server on a private socket behind a thread's forwarder on a loopback port: what the app server
 * was given of each request, and the thread's address.
 */
async function forwardingPair(
  answer: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end("ok"),
  secret = SECRET,
): Promise<{ seen: Seen[]; refused: number[]; url: string }> {
  const socketPath = `\0forwarding-test-${process.pid}-${Math.random().toString(36).slice(2)}`;
  const seen: Seen[] = [];
  const refused: number[] = [];
  const app = createServer({ requireHostHeader: false }, (req, res) => {
    if (!acceptForwarded(req, SECRET)) {
      refused.push(1);
      res.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      seen.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
        peer: forwardedPeerOf(req),
      });
      answer(req, res);
    });
  });
  servers.push(app);
  await new Promise<void>((resolve) => app.listen(socketPath, resolve));
  const { forward } = forwarder(
    { socketPath, secret },
    {
      unavailable: (_req, res) => {
        res.writeHead(503, { "Retry-After": "5" });
        res.end("unavailable");
      },
    },
  );
  const thread = createServer(forward);
  await listeningOnLoopback(thread);
  const address = thread.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { seen, refused, url: `http://127.0.0.1:${port}` };
}

describe("forwarding from the page cache thread to the app server", () => {
  it("passes a request on as it came, with the visitor's address and without their copy of the header", async () => {
    const pair = await forwardingPair();
    const answer = await send(`${pair.url}/nl/te-koop/?page=2`, {
      headers: {
        Host: "www.example.be",
        "Accept-Language": "fr",
        Cookie: "lng=fr",
        "X-Forwarded-For": "198.51.100.1",
        [PEER_HEADER]: `${SECRET} 203.0.113.66`,
      },
    });
    expect(answer).toMatchObject({ status: 200, body: "ok" });
    const [seen] = pair.seen;
    expect(seen).toMatchObject({ method: "GET", url: "/nl/te-koop/?page=2", peer: "127.0.0.1" });
    expect(seen?.headers).toMatchObject({
      host: "www.example.be",
      "accept-language": "fr",
      cookie: "lng=fr",
      "x-forwarded-for": "198.51.100.1",
    });
    // The visitor's own peer header never reaches the app server, nor does ours stay on the request.
    expect(seen?.headers[PEER_HEADER]).toBeUndefined();
  });

  it("keeps a body's framing: a sized body and a chunked one arrive whole, and the next request is apart", async () => {
    const pair = await forwardingPair();
    await send(`${pair.url}/api/v1/listings`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": "10" },
      body: ['{"a":', "true}"],
    });
    await send(`${pair.url}/api/v1/listings`, { method: "PUT", body: ["first part, ", "second part"] });
    expect(pair.seen.map(({ method, body }) => ({ method, body }))).toEqual([
      { method: "POST", body: '{"a":true}' },
      { method: "PUT", body: "first part, second part" },
    ]);
    expect(pair.seen[1]?.headers["transfer-encoding"]).toBe("chunked");
  });

  it("a GET whose chunked body would be a smuggled request reaches the app server as one request", async () => {
    const pair = await forwardingPair();
    const url = new URL(pair.url);
    const smuggled = "GET /admin HTTP/1.1\r\nHost: x\r\n\r\n";
    const raw = await new Promise<string>((resolve) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(
          "GET / HTTP/1.1\r\nHost: www.example.be\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n" +
            `${smuggled.length.toString(16)}\r\n${smuggled}\r\n0\r\n\r\n`,
        );
      });
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("close", () => resolve(text));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 200/);
    expect(pair.seen.map(({ url: target, body }) => ({ target, body }))).toEqual([
      { target: "/", body: smuggled },
    ]);
  });

  it("passes every answer header back, two Set-Cookie lines as two, but none about the connection", async () => {
    const pair = await forwardingPair((_req, res) => {
      res.writeHead(303, "See Other", [
        "Location",
        "/nl/bedankt/",
        "Set-Cookie",
        "a=1; Path=/",
        "Set-Cookie",
        "b=2; Path=/",
        "Connection",
        "close",
      ]);
      res.end();
    });
    const answer = await send(`${pair.url}/nl/contact/`, { method: "POST", body: ["name=x"] });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/nl/bedankt/");
    expect(answer.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    // The app server's Connection: close ended its private connection only; the visitor's stays open.
    expect(answer.headers.connection).toBe("keep-alive");
    // One Date: the app server's, not a second one of the thread's.
    expect(answer.raw.filter((name) => name.toLowerCase() === "date")).toHaveLength(1);
  });

  it("streams an answer of unknown length back to the visitor", async () => {
    const pair = await forwardingPair((_req, res) => {
      res.write("first ");
      setTimeout(() => res.end("and last"), 20);
    });
    const answer = await send(`${pair.url}/`);
    expect(answer.body).toBe("first and last");
    expect(answer.headers["transfer-encoding"]).toBe("chunked");
  });

  it("the app server refuses a request on its private socket without the process's secret", async () => {
    const pair = await forwardingPair(undefined, "another-secret-entirely");
    const answer = await send(`${pair.url}/`);
    // The app server gave no answer; the thread says so in a 503 (its `unavailable`), never a 5xx of the app.
    expect(answer.status).toBe(503);
    expect(pair.refused).toHaveLength(1);
    expect(pair.seen).toHaveLength(0);
  });

  it("a request with a forged peer header on the private socket itself is refused", () => {
    const forged = { headers: { [PEER_HEADER]: "guess 203.0.113.9" }, rawHeaders: [] } as unknown;
    expect(acceptForwarded(forged as IncomingMessage, SECRET)).toBe(false);
    const bare = { headers: { [PEER_HEADER]: SECRET }, rawHeaders: [] } as unknown;
    expect(acceptForwarded(bare as IncomingMessage, SECRET)).toBe(false);
    expect(forwardedPeerOf(forged as IncomingMessage)).toBeUndefined();
  });
});
