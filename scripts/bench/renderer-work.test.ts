import { describe, expect, it } from "vitest";
import { rendererWork, type TraceEvent } from "./renderer-work.ts";

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: "thread_name",
  ph: "M",
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, name: string, tdur: number, dur = tdur * 3): TraceEvent => ({
  name,
  ph: "X",
  pid,
  tid,
  dur,
  tdur,
});

describe("rendererWork", () => {
  it("reads the CPU time of the main thread that parsed the page, not its wall time nor another renderer's", () => {
    const events = [
      // about:blank's renderer: a long task, little HTML.
      thread(1, 1, "CrRendererMain"),
      task(1, 1, "RunTask", 90_000),
      task(1, 1, "ParseHTML", 100),
      // The page's renderer: its compositor thread does not count.
      thread(2, 7, "CrRendererMain"),
      thread(2, 8, "Compositor"),
      task(2, 7, "ParseHTML", 12_000),
      task(2, 7, "RunTask", 41_000),
      task(2, 7, "RunTask", 9_000),
      task(2, 7, "UpdateLayoutTree", 10_500),
      task(2, 7, "Layout", 15_000),
      task(2, 7, "Layout", 3_800),
      task(2, 8, "RunTask", 70_000),
    ];
    expect(rendererWork(events)).toEqual({ longestTaskCpuMs: 41, styleAndLayoutCpuMs: 29.3 });
  });

  it("falls back on wall time where a trace has no thread time, and knows nothing without a page's thread", () => {
    const withoutThreadTime = [
      thread(3, 3, "CrRendererMain"),
      { name: "ParseHTML", ph: "X", pid: 3, tid: 3, dur: 2_000 },
      { name: "RunTask", ph: "X", pid: 3, tid: 3, dur: 25_000 },
    ];
    expect(rendererWork(withoutThreadTime)).toEqual({ longestTaskCpuMs: 25, styleAndLayoutCpuMs: 0 });
    expect(rendererWork([thread(4, 4, "CrRendererMain"), task(4, 4, "RunTask", 5_000)])).toBeNull();
    expect(rendererWork([])).toBeNull();
  });
});
