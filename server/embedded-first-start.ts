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

/** Makes the embedded database at `dir` with the demo data when there is none yet; else does nothing. */
export async function createEmbeddedDatabaseApart(dir: string): Promise<void> {
  if (existsSync(dir)) return;
  const partial = `${dir}.first-start`;
  try {
    await rm(partial, { recursive: true, force: true });
    // The same Node and flags as the site's process (the memory settings, the pinned version).
    await run(process.execPath, [...process.execArgv, FIRST_START_SEED, partial], {
      env: process.env,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`The embedded database could not be made at ${dir}${stderr ? `:\n${stderr}` : ""}`, {
      cause: error,
    });
  }
  await rename(partial, dir);
}
