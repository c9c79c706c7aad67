// Requests to one app server at a time: a keep-alive connection stays with the worker process (or the app
// thread, ADR 0040) that accepted it, which is known by the `pid` (or `thread`) of the log line carrying the
// answer's request id.
import { type IncomingHttpHeaders, Agent, request } from "node:http";

export type Answer = {
  status: number;
  headers: IncomingHttpHeaders;
  /** The headers as they came, names and values in turn. */
  raw: string[];
  body: string;
};

export type Connection = { agent: Agent; pid: number };

/**
 * Sends one request; gives up after 30 s of silence. A connection the cluster's primary was handing to a
 * worker at the moment that worker was killed is never answered (nor closed): a browser would time out
 * too, and the test counts it as not acknowledged.
 */
export function send(
  agent: Agent,
  url: string,
  /** `body` in parts is sent as so many writes: without a Content-Length, chunked. */
  options: { method?: string; headers?: Record<string, string>; body?: string | string[] } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method: options.method ?? "GET", headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          raw: res.rawHeaders,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      res.on("error", reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`No answer from ${url} within 30 s`)));
    req.on("error", reject);
    const parts = typeof options.body === "string" ? [options.body] : (options.body ?? []);
    for (const part of parts) req.write(part);
    req.end();
  });
}

/** What names the app server on an answer's log line: its process, or its thread within the process. */
type ServerField = "pid" | "thread";

/** The app server that answered: `field` on the log line of the answer's request id. */
function serverOfAnswer(logs: string, answer: Answer, field: ServerField): number {
  const requestId = answer.headers["x-request-id"];
  for (const line of logs.split("\n")) {
    if (typeof requestId !== "string" || !line.includes(requestId)) continue;
    const record: unknown = JSON.parse(line);
    if (typeof record === "object" && record !== null && field in record) {
      const value: unknown = Reflect.get(record, field);
      if (typeof value === "number") return value;
    }
  }
  throw new Error(`No log line with a ${field} for request ${String(requestId)}`);
}

/** Waits until a log line names `requestId` (lines are written when the answer has gone out). */
async function logged(logs: () => string, answer: Answer, field: ServerField): Promise<number> {
  for (let i = 0; i < 100; i += 1) {
    try {
      return serverOfAnswer(logs(), answer, field);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return serverOfAnswer(logs(), answer, field);
}

/**
 * One keep-alive connection to each of `count` different app servers named by `field` (`excluded` not
 * among them), waiting up to a minute for them (a replaced one starts again first).
 */
async function connectionsToServers(
  url: string,
  logs: () => string,
  count: number,
  field: ServerField,
  excluded: readonly number[],
): Promise<{ agent: Agent; server: number }[]> {
  const found = new Map<number, Agent>();
  const deadline = Date.now() + 60_000;
  while (found.size < count && Date.now() < deadline) {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const server = await logged(logs, await send(agent, `${url}/healthz`), field);
    if (found.has(server) || excluded.includes(server)) {
      agent.destroy();
      await new Promise((resolve) => setTimeout(resolve, 250));
    } else found.set(server, agent);
  }
  if (found.size < count) throw new Error(`Only ${found.size} of ${count} app servers answered`);
  return [...found].map(([server, agent]) => ({ agent, server }));
}

/**
 * One keep-alive connection to each of `count` different worker processes (`excluded` not among them),
 * waiting up to a minute for them (a replaced worker starts again first).
 */
export async function connectionsToWorkers(
  url: string,
  logs: () => string,
  count: number,
  excluded: readonly number[] = [],
): Promise<Connection[]> {
  const found = await connectionsToServers(url, logs, count, "pid", excluded);
  return found.map(({ agent, server }) => ({ agent, pid: server }));
}

/** A keep-alive connection to one app thread of a process that runs several (APP_THREADS). */
export type ThreadConnection = { agent: Agent; thread: number };

/** One keep-alive connection to each of `count` different app threads, waiting up to a minute for them. */
export async function connectionsToThreads(
  url: string,
  logs: () => string,
  count: number,
): Promise<ThreadConnection[]> {
  const found = await connectionsToServers(url, logs, count, "thread", []);
  return found.map(({ agent, server }) => ({ agent, thread: server }));
}
