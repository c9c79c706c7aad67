// The background loop of a fetch queue (photos, video thumbnails): works the queue now and then (every
// `pollMs`), and at once when kicked after an import; one pass at a time, a kick during a pass runs one more.
export type FetchWorker = { kick: () => void; stop: () => Promise<void> };

export function startFetchWorker(options: {
  /** One pass over the queue; resolves to how many rows it handled. */
  work: () => Promise<number>;
  /** Names the queue in the log lines, e.g. "Photos". */
  label: string;
  log: (line: string) => void;
  pollMs?: number;
}): FetchWorker {
  const { work, label, log, pollMs = 10_000 } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = work()
      .then((count) => {
        if (count > 0) log(`${label}: ${count} fetch(es) handled`);
      })
      .catch((error: unknown) => log(`${label}: the fetch queue failed: ${String(error)}`))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, pollMs);
  timer.unref();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
