// A worker thread of the server with a young generation of its own size. The process's
// `--max-semi-space-size` (NODE_MEMORY_FLAGS, sized for the main thread's renders) would override a
// thread's `resourceLimits` and give every thread 16 MB semi-spaces. With them the page cache thread, which
// allocates little, had V8 mark its small old generation over and over (a full collection about twice a
// second under load, begun while half of its limit was free) and spent three and a half times as long
// collecting (ADR 0047); the database's thread kept 34 MB of semi-spaces it did not use (ADR 0033). So the
// flag is lifted until the thread's heap exists (its `online` event), then set back.
import { setFlagsFromString } from "node:v8";
import { Worker, type WorkerOptions } from "node:worker_threads";

/** The young generation of the embedded database's thread and the page cache thread. */
export const SMALL_YOUNG_GENERATION_MB = 4;

/**
 * Starts take turns while the flag is lifted. The turn is kept on the global object: the server build and
 * the source each have a copy of this module, and the flag is the process's.
 */
const TURN = Symbol.for("site.workerHeapTurn");
type TurnHolder = { [TURN]?: Promise<void> };

/** `new Worker(entry, options)` with a young generation of `youngGenerationMb`. */
export async function startWorkerWithYoungGeneration(
  entry: string | URL,
  options: WorkerOptions,
  youngGenerationMb: number = SMALL_YOUNG_GENERATION_MB,
): Promise<Worker> {
  const holder = globalThis as TurnHolder;
  const turn = holder[TURN] ?? Promise.resolve();
  let heapMade = () => {};
  holder[TURN] = new Promise((resolve) => (heapMade = resolve));
  await turn;
  const processValue = semiSpaceFlagOfProcess();
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    setFlagsFromString(`--max-semi-space-size=${processValue}`);
    heapMade();
  };
  setFlagsFromString("--max-semi-space-size=0");
  try {
    const worker = new Worker(entry, {
      ...options,
      resourceLimits: { ...options.resourceLimits, maxYoungGenerationSizeMb: youngGenerationMb },
    });
    // A thread that fails before it is online exits all the same.
    worker.once("online", restore).once("exit", restore);
    return worker;
  } catch (error) {
    restore();
    throw error;
  }
}

/** The `--max-semi-space-size` the process was started with, 0 (V8's own sizing) when none. */
function semiSpaceFlagOfProcess(): number {
  const flag = process.execArgv.find((argument) => argument.startsWith("--max-semi-space-size="));
  return flag ? Number(flag.split("=")[1]) : 0;
}
