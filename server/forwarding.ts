// What the page cache thread does not answer itself goes to the app server (ADR 0047): over a private
// socket of the process, as the request came, with the address of the visitor's end of the connection in a
// header of its own. That header is believed only on the private socket and only with the process's secret;
// a visitor's copy of it is dropped on the way in.
import { timingSafeEqual } from "node:crypto";
import { Agent, type IncomingMessage, request, type ServerResponse } from "node:http";

/** The header the thread gives the app server the visitor's address in: `<secret> <address>`. */
export const PEER_HEADER = "x-site-peer";

/** Where the visitor's address is kept on a forwarded request (a registered symbol: the server build has a copy of this module). */
const PEER = Symbol.for("site.forwardedPeer");

/**
 * Headers about the visitor's connection only, which the forwarded request and its answer do not carry.
 * Transfer-Encoding is not one of them on the way there: it frames the request's body.
 */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "upgrade", "te", "expect"]);

export type Forwarding = {
  /** The private socket's path (an abstract socket on Linux: it starts with a NUL). */
  socketPath: string;
  secret: string;
};

/**
 * Passes requests on to the app server and its answers back, both as streams. The request keeps its
 * framing (Content-Length or chunked, as the visitor sent it), so its body cannot run into the next
 * request on the shared connection. A failure before the answer began is a 503 in the visitor's language
 * (`unavailable`); one after it cuts the connection, as the app server's own would.
 */
export function forwarder(
  forwarding: Forwarding,
  {
    unavailable,
    beforeAnswer = () => {},
  }: {
    unavailable: (req: IncomingMessage, res: ServerResponse) => void;
    /** Called as each answer of the app server arrives, before it goes on to the visitor. */
    beforeAnswer?: () => void;
  },
): { forward: (req: IncomingMessage, res: ServerResponse) => void; close: () => void } {
  // Kept connections to the app server, as many as requests are in flight.
  const agent = new Agent({ keepAlive: true, maxFreeSockets: 64 });
  return {
    forward(req, res) {
      const headers = forwardedHeaders(req.rawHeaders);
      headers.push(PEER_HEADER, `${forwarding.secret} ${req.socket.remoteAddress ?? ""}`);
      const upstream = request(
        {
          socketPath: forwarding.socketPath,
          agent,
          method: req.method,
          path: req.url,
          headers,
          setHost: false,
        },
        (answer) => {
          beforeAnswer();
          // The visitor's connection frames the answer itself: chunked or not is its own.
          const kept = pairsWithout(
            answer.rawHeaders,
            (name) => isHopByHop(name) || name.toLowerCase() === "transfer-encoding",
          );
          res.sendDate = !kept.some((value, index) => index % 2 === 0 && value.toLowerCase() === "date");
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage, kept);
          answer.pipe(res);
          answer.once("error", () => res.destroy());
        },
      );
      upstream.once("error", () => {
        if (res.destroyed) return;
        if (!res.headersSent) unavailable(req, res);
        else res.destroy();
      });
      // A visitor who leaves stops the work for them.
      res.once("close", () => {
        if (!res.writableFinished) upstream.destroy();
      });
      req.pipe(upstream);
    },
    close: () => agent.destroy(),
  };
}

/** The request's headers as it came, less those about the visitor's connection and any copy of ours. */
function forwardedHeaders(raw: string[]): string[] {
  return pairsWithout(raw, (name) => isHopByHop(name) || name.toLowerCase() === PEER_HEADER);
}

function isHopByHop(name: string): boolean {
  return HOP_BY_HOP.has(name.toLowerCase());
}

function pairsWithout(raw: string[], drop: (name: string) => boolean): string[] {
  const kept: string[] = [];
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index] ?? "";
    if (!drop(name)) kept.push(name, raw[index + 1] ?? "");
  }
  return kept;
}

/**
 * A request that came on the private socket: believed when it carries the secret, its header then taken
 * off it and the visitor's address kept for `forwardedPeerOf`. False for any other, which gets no answer.
 */
export function acceptForwarded(req: IncomingMessage, secret: string): boolean {
  const value = req.headers[PEER_HEADER];
  if (typeof value !== "string") return false;
  const space = value.indexOf(" ");
  if (space === -1) return false;
  const given = Buffer.from(value.slice(0, space));
  const expected = Buffer.from(secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  delete req.headers[PEER_HEADER];
  const raw = req.rawHeaders;
  for (let index = raw.length - 2; index >= 0; index -= 2) {
    if ((raw[index] ?? "").toLowerCase() === PEER_HEADER) raw.splice(index, 2);
  }
  (req as unknown as Record<symbol, string>)[PEER] = value.slice(space + 1);
  return true;
}

/** The visitor's address of a request the page cache thread passed on; undefined for any other. */
export function forwardedPeerOf(req: IncomingMessage): string | undefined {
  return (req as unknown as Record<symbol, string | undefined>)[PEER];
}
