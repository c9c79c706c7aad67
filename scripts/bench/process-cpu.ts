// CPU time spent by groups of processes while a load runs, read from /proc (Linux): the site's processes
// (the primary and its workers), PostgreSQL's (the postmaster and its backends), the load generator's and
// the whole machine's. A throughput that does not grow with workers is either something serialized (the
// workers sit idle) or a CPU that is full; these figures tell which, and what the CPU allows at best. A
// page measurement waits here for a quiet machine first (waitForQuietMachine).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

type ProcessRow = { ppid: number; ticks: number };

const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function statFields(text: string): string[] {
  return text.slice(text.lastIndexOf(")") + 2).split(" ");
}

function processTable(): Map<number, ProcessRow> {
  const table = new Map<number, ProcessRow>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const fields = statFields(readFileSync(`/proc/${name}/stat`, "utf8"));
      // After the name: state ppid … utime (12th) stime (13th).
      table.set(Number(name), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // The process ended while the table was read.
    }
  }
  return table;
}

function treeTicks(table: Map<number, ProcessRow>, root: number): number {
  let ticks = 0;
  for (const [pid, row] of table) {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = table.get(at)?.ppid) {
      if (at === root) {
        ticks += row.ticks;
        break;
      }
    }
  }
  return ticks;
}

/** The PostgreSQL server listening on `port` (its command line names the port), or null. */
export function postmasterOf(port: number): number | null {
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const args = readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0");
      if (args[0]?.endsWith("/postgres") && args.join(" ").includes(`-p ${port}`)) return Number(name);
    } catch {
      // Ended meanwhile.
    }
  }
  return null;
}

function machineTicks(): { busy: number; all: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n", 1)[0] ?? "";
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const all = values.reduce((sum, value) => sum + value, 0);
  // idle and iowait are the 4th and 5th values.
  return { busy: all - (values[3] ?? 0) - (values[4] ?? 0), all };
}

/**
 * Waits until the whole machine has been at most `busyShare` busy over one `windowMs`, for at most `limitMs`;
 * says whether it got there. A page measured while another process (the last run's browser closing, the
 * server finishing a cache entry) holds a core measures that process too.
 */
export async function waitForQuietMachine({
  busyShare,
  windowMs,
  limitMs,
}: {
  busyShare: number;
  windowMs: number;
  limitMs: number;
}): Promise<boolean> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const before = machineTicks();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = machineTicks();
    const all = after.all - before.all;
    if (all > 0 && (after.busy - before.busy) / all <= busyShare) return true;
  }
  return false;
}

export type CpuSeconds = { site: number; postgres: number; machine: number; machineCapacity: number };

/** Starts counting; the returned function gives the CPU seconds each group used since. */
export function countCpu(roots: { site: number; postgres: number | null }): () => CpuSeconds {
  const table = processTable();
  const site = treeTicks(table, roots.site);
  const postgres = roots.postgres === null ? 0 : treeTicks(table, roots.postgres);
  const machine = machineTicks();
  return () => {
    const now = processTable();
    const after = machineTicks();
    const seconds = (ticks: number) => Math.round((ticks / TICKS_PER_SECOND) * 10) / 10;
    return {
      site: seconds(treeTicks(now, roots.site) - site),
      postgres: roots.postgres === null ? 0 : seconds(treeTicks(now, roots.postgres) - postgres),
      machine: seconds(after.busy - machine.busy),
      machineCapacity: seconds(after.all - machine.all),
    };
  };
}

/**
 * A command run by `sh` that prints the CPU seconds its child used (the shell's cutime and cstime, which
 * count the child once it has been waited for) as `CHILD_CPU <seconds>` after the child's own output.
 */
export function withChildCpu(command: string, args: string[]): { command: string; args: string[] } {
  const script = `"$@"; code=$?; echo "CHILD_CPU $(awk '{ t = $0; sub(/.*\\) /, "", t); split(t, f, " "); print (f[14] + f[15]) / ${TICKS_PER_SECOND} }' /proc/$$/stat)"; exit $code`;
  return { command: "sh", args: ["-c", script, "sh", command, ...args] };
}

/** The seconds `withChildCpu` printed, or NaN. */
export function childCpuOf(output: string): number {
  return Number(/^CHILD_CPU (\S+)$/m.exec(output)?.[1] ?? Number.NaN);
}
