// The embedded database's first start, in a process of its own (ADR 0011). Creating, migrating and seeding
// PGlite grows its WebAssembly memory, which never shrinks, and leaves the seeding's garbage behind: a site
// that made its database in its own process stayed about a hundred megabytes larger for good than the same
// site restarted on that data. So when DATA_DIR holds no database yet, the site runs
// `first-start-seed.ts` as a child process, which makes and seeds the database under a temporary name and
// exits; the site then renames it into place and opens it as after any restart. A first start that
// fails leaves only the temporary directory, removed by the next start.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The child's entry: a source file, run by Node itself (it strips the types), beside this one's source. */
const FIRST_START_SEED = path.resolve("server/first-start-seed.ts");

/**
 * Signals a process dies of when the engine itself fails (a V8 check, a fault), not when it is asked to stop:
 * the first start's work starts over once after one of these (it begins from an empty directory). A V8
 * check in WebAssembly's code space (`jit_page_->allocations_`) stopped one first start this way.
 */
const CRASH_SIGNALS = new Set(["SIGABRT", "SIGBUS", "SIGILL", "SIGSEGV", "SIGTRAP"]);
const ATTEMPTS = 2;

/**
 * Makes the embedded database at `dir` with the demo data when there is none yet; else does nothing.
 * `seed` is the child's entry (tests give their own).
 */
export async function createEmbeddedDatabaseApart(
  dir: string,
  { seed = FIRST_START_SEED }: { seed?: string } = {},
): Promise<void> {
  if (existsSync(dir)) return;
  const partial = `${dir}.first-start`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await rm(partial, { recursive: true, force: true });
      // The same Node and flags as the site's process (the memory settings, the pinned version).
      await run(process.execPath, [...process.execArgv, seed, partial], {
        env: process.env,
        maxBuffer: 16 * 1024 * 1024,
      });
      break;
    } catch (error) {
      const { signal, stderr } = error as { signal?: string | null; stderr?: string };
      if (signal && CRASH_SIGNALS.has(signal) && attempt < ATTEMPTS) {
        console.error(`The embedded database's first start died of ${signal}; it starts over`);
        continue;
      }
      const said = stderr?.trim();
      throw new Error(`The embedded database could not be made at ${dir}${said ? `:\n${said}` : ""}`, {
        cause: error,
      });
    }
  }
  await rename(partial, dir);
}
