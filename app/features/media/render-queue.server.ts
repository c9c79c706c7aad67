// A bound on image renders: at most `concurrency` run at once, at most `maxWaiting` wait their turn, and
// any more are refused at once (the media route answers 503 with Retry-After). A burst of cold images
// then costs a fixed amount of CPU and memory instead of one render, one buffer and one socket per request.

export class RenderQueueFullError extends Error {
  constructor() {
    super("Too many images are being rendered; try again shortly");
    this.name = "RenderQueueFullError";
  }
}

export type RenderQueue = {
  /** Runs `task` when a slot is free; rejects with RenderQueueFullError when the queue is full. */
  run: <T>(task: () => Promise<T>) => Promise<T>;
  /** Tasks running and waiting now. */
  load: () => { running: number; waiting: number };
};

export type RenderQueueOptions = { concurrency: number; maxWaiting: number };

export function createRenderQueue({ concurrency, maxWaiting }: RenderQueueOptions): RenderQueue {
  if (!(concurrency >= 1) || !(maxWaiting >= 0))
    throw new Error("A render queue needs a slot and a queue length");
  let running = 0;
  const waiting: (() => void)[] = [];

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    async run(task) {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new RenderQueueFullError();
        // The finishing task hands its slot straight to this one, so `running` stays counted.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
