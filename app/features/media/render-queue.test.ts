import { describe, expect, it } from "vitest";
import { defaultRenderQueue } from "./media-store.server.ts";
import { createRenderQueue, RenderQueueFullError } from "./render-queue.server.ts";

function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("createRenderQueue", () => {
  it("hardening 4: runs at most `concurrency` tasks at once and refuses past `maxWaiting`", async () => {
    const queue = createRenderQueue({ concurrency: 2, maxWaiting: 1 });
    const gates = [gate(), gate(), gate()];
    let peak = 0;
    let running = 0;
    const task = (index: number) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await gates[index]?.opened;
      running -= 1;
      return index;
    };
    const results = [queue.run(task(0)), queue.run(task(1)), queue.run(task(2))];
    expect(queue.load()).toEqual({ running: 2, waiting: 1 });
    await expect(queue.run(task(0))).rejects.toBeInstanceOf(RenderQueueFullError);
    for (const { open } of gates) open();
    expect(await Promise.all(results)).toEqual([0, 1, 2]);
    expect(peak).toBe(2);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("frees the slot of a task that fails", async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(await queue.run(() => Promise.resolve("next"))).toBe("next");
  });
});

describe("defaultRenderQueue", () => {
  it("draws one image at a time, and shares the process's waiting places out among its app threads", async () => {
    const queue = defaultRenderQueue(2);
    const { open, opened } = gate();
    const accepted = Array.from({ length: 1 + 32 }, () => queue.run(() => opened));
    expect(queue.load()).toEqual({ running: 1, waiting: 32 });
    await expect(queue.run(() => opened)).rejects.toBeInstanceOf(RenderQueueFullError);
    open();
    await Promise.all(accepted);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });
});
