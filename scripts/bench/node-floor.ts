// Starts the Node floor (node-floor-server.ts) for one bench run: a process of its own on the project's
// Node, on a loopback port, its log lines in a file of the scratch directory, stopped by the bench.
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { stopChild } from "../../tests/support/stop-child.ts";
import type { FloorPage } from "./node-floor-server.ts";

export type NodeFloor = { url: string; pid: number; stop: () => Promise<void> };

const SERVER = fileURLToPath(new URL("./node-floor-server.ts", import.meta.url));

/** Serves `pages` (by path) until stop() is called. */
export async function startNodeFloor(
  pages: Record<string, FloorPage>,
  scratchDir: string,
): Promise<NodeFloor> {
  const dir = path.join(scratchDir, "node-floor");
  await mkdir(dir, { recursive: true });
  const manifest = path.join(dir, "pages.json");
  await writeFile(manifest, JSON.stringify(pages));
  const log = openSync(path.join(dir, "answers.log"), "a");
  const child: ChildProcess = spawn(process.execPath, [SERVER, manifest], { stdio: ["ignore", log, "pipe"] });
  closeSync(log);
  const stop = () => stopChild(child);
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`The Node floor did not listen: ${output}`)), 10_000);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening (\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The Node floor exited at start (code ${code}): ${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  if (child.pid === undefined) throw new Error("The Node floor has no process id.");
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}
