// The page's own work in a Lighthouse run, read from the run's trace: the CPU time of the renderer's main
// thread (`tdur`), which unlike the wall time that total blocking time is built on leaves out the time the
// thread waited for a core. On a machine shared with the browser's other processes and the server, a task's
// wall time is often two or three times its CPU time; this figure moves far less from run to run.

/** The fields of a Chrome trace event this reads. */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

export type RendererWork = {
  /** CPU time of the longest task (by CPU) on the page's main thread, in ms. */
  longestTaskCpuMs: number;
  /** CPU time of style recalculation and layout on that thread, in ms. */
  styleAndLayoutCpuMs: number;
};

const cpuOf = (event: TraceEvent) => event.tdur ?? event.dur ?? 0;

/**
 * The page's renderer main thread is the `CrRendererMain` that parsed HTML for the longest time (a new
 * renderer, an extension's or about:blank's do little of it); null when the trace has none.
 */
export function rendererWork(events: readonly TraceEvent[]): RendererWork | null {
  const mains = events.filter(
    (event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain",
  );
  const threadKey = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const parsing = new Map<string, number>();
  for (const event of events) {
    if (event.ph === "X" && event.name === "ParseHTML") {
      parsing.set(threadKey(event), (parsing.get(threadKey(event)) ?? 0) + cpuOf(event));
    }
  }
  const page = mains
    .map(threadKey)
    .filter((key) => parsing.has(key))
    .sort((a, b) => (parsing.get(b) ?? 0) - (parsing.get(a) ?? 0))[0];
  if (page === undefined) return null;
  let longest = 0;
  let styleAndLayout = 0;
  for (const event of events) {
    if (event.ph !== "X" || threadKey(event) !== page) continue;
    if (event.name === "RunTask") longest = Math.max(longest, cpuOf(event));
    else if (event.name === "UpdateLayoutTree" || event.name === "Layout") styleAndLayout += cpuOf(event);
  }
  return { longestTaskCpuMs: longest / 1000, styleAndLayoutCpuMs: styleAndLayout / 1000 };
}
