// Programs the tests and the bench take from Debian's packages (Chromium, wrk, nginx), installed through
// scripts/ensure-debian-package.sh when missing: the project never downloads a binary of its own.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const script = fileURLToPath(new URL("../../scripts/ensure-debian-package.sh", import.meta.url));

/** Installs `packages` when `program` (a command name or an absolute path) is missing; quiet when it is there. */
export function ensureDebianPackage(program: string, packages: readonly string[]): void {
  const result = spawnSync("bash", [script, program, ...packages], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) {
    throw new Error(`${path.basename(script)} ${program} failed (exit ${result.status}).`);
  }
}
