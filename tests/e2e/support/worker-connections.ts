// Requests to one app server process at a time: a keep-alive connection stays with the worker process
// that accepted it, and the worker is known by the `pid` of the log line carrying the answer's request id.
import { type IncomingHttpHeaders, Agent, request } from "node:http";

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

export type Connection = { agent: Agent; pid: number };

/**
 * Sends one request; gives up after 30 s of silence. A connection the cluster's primary was handing to a
 * worker at the moment that worker was killed is never answered (nor closed): a browser would time out
 * too, and the test counts it as not acknowledged.
 */
export function send(
  agent: Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method: options.method ?? "GET", headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      res.on("error", reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`No answer from ${url} within 30 s`)));
    req.on("error", reject);
    req.end(options.body);
  });
}

/** The process that answered: the `pid` on the log line of the answer's request id. */
export function pidOfAnswer(logs: string, answer: Answer): number {
  const requestId = answer.headers["x-request-id"];
  for (const line of logs.split("\n")) {
    if (typeof requestId !== "string" || !line.includes(requestId)) continue;
    const record: unknown = JSON.parse(line);
    if (typeof record === "object" && record !== null && "pid" in record && typeof record.pid === "number")
      return record.pid;
  }
  throw new Error(`No log line for request ${String(requestId)}`);
}

/** Waits until a log line names `requestId` (lines are written when the answer has gone out). */
async function logged(logs: () => string, answer: Answer): Promise<number> {
  for (let i = 0; i < 100; i += 1) {
    try {
      return pidOfAnswer(logs(), answer);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return pidOfAnswer(logs(), answer);
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
  const found = new Map<number, Connection>();
  const deadline = Date.now() + 60_000;
  while (found.size < count && Date.now() < deadline) {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const pid = await logged(logs, await send(agent, `${url}/healthz`));
    if (found.has(pid) || excluded.includes(pid)) {
      agent.destroy();
      await new Promise((resolve) => setTimeout(resolve, 250));
    } else found.set(pid, { agent, pid });
  }
  if (found.size < count) throw new Error(`Only ${found.size} of ${count} workers answered`);
  return [...found.values()];
}
