// One bounded load run with autocannon on loopback: a fixed number of connections for a fixed time.
import autocannon from "autocannon";

export type LoadRun = {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Add a different query string to every request, so no cache can answer it. */
  uniqueQuery?: boolean;
};

export type LoadFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  requests: number;
};

export async function runLoad(run: LoadRun): Promise<LoadFigures> {
  const target = new URL(run.url);
  let counter = 0;
  const result = await autocannon({
    url: target.origin,
    connections: run.connections,
    duration: run.seconds,
    timeout: 10,
    headers: run.headers ?? {},
    requests: [
      {
        method: "GET",
        path: target.pathname + target.search,
        setupRequest: (request) => {
          if (!run.uniqueQuery) return request;
          counter += 1;
          const separator = target.search ? "&" : "?";
          return { ...request, path: `${target.pathname}${target.search}${separator}nocache=${counter}` };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.total / Math.max(result.duration, 0.001),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}
