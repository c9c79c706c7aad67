// No container runtime runs on the machines the tests run on, so the image's start is played without
// one (ADR 0020): the run stage of the Dockerfile is read, the files it copies are laid out in a fresh
// directory as in the image, and its command starts there with its environment. The packages are the
// project's (production-install.e2e.ts checks that the runtime ones are enough).
import { type ChildProcess, spawn } from "node:child_process";
import { cp, mkdtemp, readFile, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eventually } from "../../app/features/leads/testing/smtp-peer.ts";
import { freePort, nodeBinary, projectRoot } from "./support/built-site.ts";

type RunStage = { env: Record<string, string>; copies: string[]; command: string[]; user: string };

/** The last stage of the Dockerfile: its ENV, what it COPYs into /app, its CMD and USER. */
function runStageOf(dockerfile: string): RunStage {
  const lines = dockerfile.replace(/\\\n\s*/g, " ").split("\n");
  const stageLines = lines.slice(lines.findLastIndex((line) => line.startsWith("FROM ")));
  const stage: RunStage = { env: {}, copies: [], command: [], user: "root" };
  for (const line of stageLines) {
    const [instruction = "", ...rest] = line.trim().split(/\s+/);
    if (instruction === "ENV") {
      for (const pair of rest) {
        const [name = "", value = ""] = pair.split("=");
        stage.env[name] = value;
      }
    } else if (instruction === "COPY") {
      const sources = rest.filter((word) => !word.startsWith("--")).slice(0, -1);
      stage.copies.push(...sources.map((source) => source.replace(/^\/app\//, "")));
    } else if (instruction === "CMD") stage.command = JSON.parse(rest.join(" "));
    else if (instruction === "USER") stage.user = rest[0] ?? "root";
  }
  return stage;
}

describe("the container's start, without a container", () => {
  it("operate 7: the image's files, environment and command start a site that gets ready and stops on SIGTERM", async () => {
    const stage = runStageOf(await readFile(path.join(projectRoot, "Dockerfile"), "utf8"));
    expect(stage.user).toBe("node");
    expect(stage.command[0]).toBe("node");
    const root = await mkdtemp(path.join(tmpdir(), "container-start-"));
    let started: ChildProcess | undefined;
    try {
      for (const source of stage.copies)
        await cp(path.join(projectRoot, source), path.join(root, source), { recursive: true });
      await symlink(path.join(projectRoot, "node_modules"), path.join(root, "node_modules"));
      const port = await freePort();
      const child = spawn(nodeBinary(), stage.command.slice(1), {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? "",
          ...stage.env,
          HOST: "127.0.0.1",
          PORT: String(port),
          DATA_DIR: path.join(root, "data"),
          PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      started = child;
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      const ready = async () => {
        const answer = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
        return answer?.status === 200;
      };
      await eventually(ready, 150_000).catch((error: unknown) => {
        throw new Error(`Not ready: ${output.slice(-2000)}`, { cause: error });
      });
      // The log line comes through a pipe of its own, written at the end of the event loop's turn: it can
      // reach this process after the answer to /readyz.
      await eventually(() => output.includes('"msg":"Listening on '), 10_000).catch(() => undefined);
      // The image's logs: JSON lines, each with its level and the process's id. The first may say that the
      // embedded database's first start died of an engine crash and started over (a rare V8 fault in
      // WebAssembly, embedded-first-start.ts); the site still starts, and says where it listens.
      const lines = output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { level?: string; pid?: number; msg?: string });
      for (const line of lines) {
        expect(line, output.slice(0, 2000)).toMatchObject({ level: expect.any(String), pid: child.pid });
      }
      const listening = lines.find((line) => line.msg?.startsWith("Listening on "));
      expect(listening, output.slice(0, 2000)).toMatchObject({ level: "info" });
      const errors = lines.filter((line) => line.level === "error").map((line) => line.msg);
      for (const error of errors) expect(error).toMatch(/^The embedded database's first start died of SIG/);
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      // A failed check leaves no site running.
      if (started && started.exitCode === null && started.signalCode === null) started.kill("SIGKILL");
      await rm(root, { recursive: true, force: true });
    }
  }, 200_000);
});
