// The app's scheduler for search alerts (ADR 0019). Every app server runs one, but a job runs on one
// server at a time and once per due time: its row in `scheduled_jobs` is claimed with
// `FOR UPDATE SKIP LOCKED` inside the transaction that does the work, so a second server skips it while
// the first holds it and finds it not due after the first commits. Works the same on PGlite.
// The job matches the recorded listing changes, then mails the due alerts. It runs every minute, and at
// once when the listings trigger announces a change (NOTIFY property_changed), so "at once" means seconds.
import { and, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { siteSettings } from "../../db/schema/content.ts";
import { scheduledJobs } from "../../db/schema/search-alerts.ts";
import { siteKey } from "../leads/guard/site-secret.server.ts";
import { notifyOutbox } from "../leads/outbox/outbox-signal.server.ts";
import { mailDueAlerts } from "./alert-mailing.server.ts";
import { matchPropertyChanges } from "./alert-matching.server.ts";
import type { JobExecutor } from "./job-executor.ts";

export const SEARCH_ALERTS_JOB = "search-alerts";

export type ScheduledJob = {
  name: string;
  intervalMs: number;
  run: (tx: JobExecutor, now: Date) => Promise<void>;
};

/**
 * Runs `job` when it is due (or `force`d by a change) and no other process holds it. True when this call
 * ran it; the job's work and its next due time commit together, or not at all.
 */
export async function runJobIfDue(
  db: Database,
  job: ScheduledJob,
  now: Date,
  force = false,
): Promise<boolean> {
  await db
    .insert(scheduledJobs)
    .values({ name: job.name, nextRunAt: new Date(0) })
    .onConflictDoNothing();
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .select({ name: scheduledJobs.name })
      .from(scheduledJobs)
      .where(
        force
          ? eq(scheduledJobs.name, job.name)
          : and(eq(scheduledJobs.name, job.name), lte(scheduledJobs.nextRunAt, now)),
      )
      .for("update", { skipLocked: true });
    if (!claimed) return false;
    await job.run(tx, now);
    await tx
      .update(scheduledJobs)
      .set({
        nextRunAt: new Date(now.getTime() + job.intervalMs),
        lastRunAt: now,
        runs: sql`${scheduledJobs.runs} + 1`,
      })
      .where(eq(scheduledJobs.name, job.name));
    return true;
  });
}

/** The agency's name from the site settings; the site's host name until they are filled in. */
async function agencyNameOf(db: JobExecutor, origin: string): Promise<string> {
  const [row] = await db
    .select({ info: siteSettings.siteInformation })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  return row?.info.name || new URL(origin).host;
}

/** The search alerts job: match what changed, then mail what is due. */
export async function searchAlertsJob(
  db: Database,
  origin: string,
  intervalMs = 60_000,
): Promise<ScheduledJob> {
  const [unsubscribe, manage] = await Promise.all([siteKey(db, "unsubscribe"), siteKey(db, "alert-manage")]);
  return {
    name: SEARCH_ALERTS_JOB,
    intervalMs,
    async run(tx, now) {
      while ((await matchPropertyChanges(tx, now)) > 0) {
        // Every recorded change is consumed before mailing, so one e-mail carries all of them.
      }
      // Read at each run, so a name the agency changes reaches the next e-mail.
      const agencyName = await agencyNameOf(tx, origin);
      await mailDueAlerts(tx, { origin, agencyName, keys: { unsubscribe, manage }, now });
    },
  };
}

export type AlertSchedulerOptions = {
  db: Database;
  /** The configured site origin: every link in an alert e-mail is built on it. */
  origin: string;
  /** Resolves to an unlisten; the scheduler is woken by the listings trigger's NOTIFY. */
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  log: (line: string) => void;
  intervalMs?: number;
  now?: () => Date;
};

/** Starts the scheduler; the returned function stops it once the run in hand is done. */
export function startAlertScheduler(options: AlertSchedulerOptions): () => Promise<void> {
  const { db, log } = options;
  const intervalMs = options.intervalMs ?? 60_000;
  const now = options.now ?? (() => new Date());
  let stopped = false;
  let running: Promise<void> | null = null;
  let forceNext = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  const jobPromise = searchAlertsJob(db, options.origin, intervalMs);

  function tick(force: boolean): void {
    if (stopped) return;
    if (running) {
      forceNext ||= force;
      return;
    }
    clearTimeout(timer);
    running = jobPromise
      .then((job) => runJobIfDue(db, job, now(), force))
      .then((ran) => {
        if (ran) notifyOutbox();
      })
      .catch((error: unknown) =>
        log(`Search alerts: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = null;
        if (stopped) return;
        if (forceNext) {
          forceNext = false;
          tick(true);
        } else {
          // Polls a little more often than the interval, so a job another server left due is not late.
          timer = setTimeout(() => tick(false), Math.max(1_000, Math.floor(intervalMs / 4)));
        }
      });
  }

  const listening = options
    .listen?.("property_changed", () => tick(true))
    .then((stop) => {
      unlisten = stop;
    });
  tick(false);

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await listening;
    await unlisten?.();
    await running;
  };
}
