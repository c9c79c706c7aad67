// Stops a child process the tests or the bench started: SIGTERM, then SIGKILL if it has not exited within
// the grace, and resolves once it has exited.
import type { ChildProcess } from "node:child_process";

const GRACE_MS = 5_000;

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), GRACE_MS);
  await exited;
  clearTimeout(timer);
}
