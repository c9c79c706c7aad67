// Upkeep of the embedded database. PGlite runs no autovacuum, so nothing else would ever gather the
// planner's statistics or clear the dead rows that updates leave behind: a PostgreSQL server's autovacuum
// does both. Without statistics the planner guesses two rows for any filter; at 20,000 listings the for-sale
// list's count took 42 ms instead of 6 ms (docs/decisions/0034-embedded-database-upkeep.md). So the site runs
// VACUUM ANALYZE itself: after the first start's seed, a minute after public content changed (an import, the
// back office), a minute after a start that finds a table never analyzed, and every six hours for the rows
// visitors write (views, leads, sessions). A run holds the
// database for its length (0.2–0.6 s with the demo data, about 2 s at 20,000 listings), so runs are at least
// ten minutes apart.
import { sql } from "drizzle-orm";
import type { Database, DatabaseConnection } from "./client.server.ts";
import { rawRows } from "./raw-rows.server.ts";

/** How long after a change the upkeep runs: the changes of an import in the meantime wait for the same run. */
const UPKEEP_AFTER_CHANGE_MS = 60_000;
/** The least time between two runs. */
const UPKEEP_MIN_GAP_MS = 10 * 60_000;
/** The most time between two runs. */
const UPKEEP_EVERY_MS = 6 * 60 * 60_000;

/** Statistics for the planner and dead rows cleared, in every table. */
export async function vacuumAndAnalyze(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}

/** Whether a table of the site was never vacuumed or analyzed (a database from before this upkeep, a new table). */
async function neverAnalyzed(db: Database): Promise<boolean> {
  const [row] = await rawRows(
    db,
    sql`select count(*)::int as tables from pg_class
        where relkind = 'r' and reltuples < 0 and relnamespace = 'public'::regnamespace`,
  );
  return Number(row?.tables ?? 0) > 0;
}

type UpkeepOptions = {
  log: (line: string) => void;
  afterChangeMs?: number;
  minGapMs?: number;
  everyMs?: number;
};

/**
 * Keeps the embedded database vacuumed and analyzed until the returned stop is called (which waits for a
 * run under way). On a PostgreSQL server, whose autovacuum does this, it does nothing, nor on another app
 * thread's shared connection: the thread that opened the database keeps it.
 */
export async function startEmbeddedUpkeep(
  connection: DatabaseConnection,
  options: UpkeepOptions,
): Promise<() => Promise<void>> {
  if (connection.kind !== "pglite" || !connection.share) return async () => {};
  const afterChangeMs = options.afterChangeMs ?? UPKEEP_AFTER_CHANGE_MS;
  const minGapMs = options.minGapMs ?? UPKEEP_MIN_GAP_MS;
  const everyMs = options.everyMs ?? UPKEEP_EVERY_MS;
  let timer: NodeJS.Timeout | undefined;
  let dueAt = Number.POSITIVE_INFINITY;
  let lastRunAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;
  let changedMeanwhile = false;
  let stopped = false;

  /** Runs the upkeep in `delayMs`, unless a run is already due sooner. */
  function schedule(delayMs: number): void {
    const at = performance.now() + delayMs;
    if (stopped || at >= dueAt) return;
    clearTimeout(timer);
    dueAt = at;
    timer = setTimeout(run, delayMs);
    // A due upkeep does not keep a script's process alive.
    timer.unref();
  }

  function run(): void {
    timer = undefined;
    dueAt = Number.POSITIVE_INFINITY;
    const wait = lastRunAt + minGapMs - performance.now();
    if (wait > 0) return schedule(wait);
    changedMeanwhile = false;
    const started = performance.now();
    running = vacuumAndAnalyze(connection.db)
      .then(() =>
        options.log(
          `Database upkeep: vacuumed and analyzed in ${Math.round(performance.now() - started)} ms`,
        ),
      )
      .catch((error: unknown) =>
        options.log(`Database upkeep: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = null;
        lastRunAt = performance.now();
        schedule(changedMeanwhile ? afterChangeMs : everyMs);
      });
  }

  const unlisten = await connection.listen("public_content_changed", () => {
    if (running) changedMeanwhile = true;
    else schedule(afterChangeMs);
  });
  schedule((await neverAnalyzed(connection.db)) ? afterChangeMs : everyMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await unlisten();
    await running;
  };
}
