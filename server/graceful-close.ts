// Closing an HTTP server without cutting an answer: it stops accepting, idle keep-alive connections are
// closed at once and busy ones after their answer; what is still open after the grace period is cut.
// Node closes a server's idle connections on close() but keeps a busy one open after its answer, so the
// answers being made are followed here.
import type { Server, ServerResponse } from "node:http";

export type GracefulServer = {
  /** Resolves once every connection is closed, or cut after `graceMs`. */
  close: (graceMs: number) => Promise<void>;
};

export function followAnswers(server: Server): GracefulServer {
  const answering = new Set<ServerResponse>();
  server.on("request", (_req, res: ServerResponse) => {
    answering.add(res);
    res.once("close", () => answering.delete(res));
  });
  return {
    async close(graceMs) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      for (const res of answering) {
        if (!res.headersSent) res.shouldKeepAlive = false;
        else res.once("finish", () => res.socket?.end());
      }
      const grace = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearTimeout(grace);
    },
  };
}
