// WEB_CONCURRENCY > 1 (PostgreSQL only): this process forks the workers, each a whole app server on the
// same port (node:cluster hands connections round robin), and keeps their number: a worker that dies is
// replaced. On SIGTERM or SIGINT every worker drains (stops accepting, finishes its requests, stops its
// background work) and the primary exits once all have. A worker that dies before it ever listened stops
// everything: a broken configuration must not restart forever.
import cluster, { type Worker } from "node:cluster";

export type PrimaryOptions = {
  workers: number;
  log: (line: string) => void;
};

export function runPrimary({ workers, log }: PrimaryOptions): void {
  let stopping = false;
  const listening = new WeakSet<Worker>();

  const fork = () => {
    const worker = cluster.fork();
    worker.once("listening", () => listening.add(worker));
  };

  cluster.on("exit", (worker, code, signal) => {
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log("All workers stopped");
        process.exit();
      }
      return;
    }
    if (!listening.has(worker)) {
      log(`Worker ${worker.process.pid} exited (${how}) before it listened: stopping`);
      stop(1);
      return;
    }
    log(`Worker ${worker.process.pid} exited (${how}): starting another`);
    fork();
  });

  function stop(exitCode = 0): void {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (running.length === 0) process.exit(exitCode);
    for (const worker of running) worker.process.kill("SIGTERM");
    if (exitCode !== 0) process.exitCode = exitCode;
  }

  process.once("SIGTERM", () => stop());
  process.once("SIGINT", () => stop());
  log(`Starting ${workers} worker processes`);
  for (let i = 0; i < workers; i += 1) fork();
}
