// The part of autocannon's programmatic API the bench uses (the package ships no type definitions).
declare module "autocannon" {
  type AutocannonRequest = { method?: string; path?: string; headers?: Record<string, string> };

  type Options = {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Array<
      AutocannonRequest & { setupRequest?: (request: AutocannonRequest) => AutocannonRequest }
    >;
  };

  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  };

  type Result = {
    /** Seconds the run lasted. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    "2xx": number;
    /** Milliseconds per request. */
    latency: Histogram;
    /** Requests per one-second sample; `total` is the count of the run. */
    requests: Histogram & { sent: number };
    /** Bytes per one-second sample. */
    throughput: Histogram;
  };

  export default function autocannon(options: Options): Promise<Result>;
}
