import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

// A process started as the site's is (16 MB semi-spaces) starts a thread the plain way and one through
// `startWorkerWithYoungGeneration`; each thread reports its young generation's size.
const script = `
import { Worker } from "node:worker_threads";
import { startWorkerWithYoungGeneration } from ${JSON.stringify(new URL("./worker-young-generation.server.ts", import.meta.url).href)};

// The threads' code is a module, as the process's (--input-type is passed on to them).
const report = \`
  import { getHeapSpaceStatistics } from "node:v8";
  import { parentPort } from "node:worker_threads";
  // Objects that live a while make V8 grow the young generation up to its limit.
  let kept = [];
  for (let index = 0; index < 3_000_000; index++) {
    kept.push({ index });
    if (kept.length === 100_000) kept = [];
  }
  const young = getHeapSpaceStatistics().filter((space) => space.space_name === "new_space");
  parentPort.postMessage(young[0].space_size);
\`;
const sizeOf = (worker) => new Promise((resolve) => worker.once("message", resolve));
const plain = await sizeOf(new Worker(report, { eval: true }));
const small = await sizeOf(await startWorkerWithYoungGeneration(report, { eval: true }, 4));
const again = await sizeOf(new Worker(report, { eval: true }));
console.log(JSON.stringify({ plain, small, again }));
`;

describe("a worker thread with a young generation of its own size", () => {
  it("gets it, though the process was started with larger semi-spaces, and the process keeps its own", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--max-semi-space-size=16", "--input-type=module", "--eval", script],
      { timeout: 60_000 },
    );
    const { plain, small, again } = JSON.parse(stdout) as { plain: number; small: number; again: number };
    expect(small).toBeLessThanOrEqual(4 * 1024 * 1024);
    expect(plain).toBeGreaterThan(small);
    // The flag is set back once the thread is online: a thread started after it gets the process's size.
    expect(again).toBe(plain);
  });
});
