import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase } from "../../../tests/support/databases.ts";
import type { DatabaseConnection } from "../../db/client.server.ts";
import { scheduledJobs } from "../../db/schema/search-alerts.ts";
import { runJobIfDue, type ScheduledJob, startAlertScheduler } from "./alert-scheduler.server.ts";
import { insertAlert, insertListing } from "./testing/alert-fixtures.ts";
import { alertMailsTo, ORIGIN } from "./testing/alert-runs.ts";
import { eventually } from "../leads/testing/smtp-peer.ts";

const quiet = () => {};

for (const kind of DATABASE_KINDS) {
  describe(kind, () => {
    let connection: DatabaseConnection;
    beforeAll(async () => {
      connection = await openTestDatabase(kind);
    }, 120_000);
    afterAll(async () => {
      await connection.close();
    });

    it("two workers claiming one due job: it runs once, and once more when due again", async () => {
      const { db } = connection;
      let runs = 0;
      const job: ScheduledJob = {
        name: `counting-${kind}`,
        intervalMs: 60_000,
        async run() {
          runs += 1;
          // Long enough for the other worker to try while this one holds the row.
          await new Promise((resolve) => setTimeout(resolve, 300));
        },
      };
      const now = new Date();
      const ran = await Promise.all([runJobIfDue(db, job, now), runJobIfDue(db, job, now)]);
      expect(ran.filter(Boolean)).toHaveLength(1);
      expect(runs).toBe(1);

      const soon = new Date(now.getTime() + 30_000);
      expect(await Promise.all([runJobIfDue(db, job, soon), runJobIfDue(db, job, soon)])).toEqual([
        false,
        false,
      ]);
      const later = new Date(now.getTime() + 60_000);
      const again = await Promise.all([runJobIfDue(db, job, later), runJobIfDue(db, job, later)]);
      expect(again.filter(Boolean)).toHaveLength(1);
      expect(runs).toBe(2);
      const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, job.name));
      expect(row?.runs).toBe(2);
    });

    it("a job that fails keeps its work undone and stays due", async () => {
      const { db } = connection;
      const job: ScheduledJob = {
        name: `failing-${kind}`,
        intervalMs: 60_000,
        async run(tx) {
          await tx
            .update(scheduledJobs)
            .set({ runs: 99 })
            .where(eq(scheduledJobs.name, `failing-${kind}`));
          throw new Error("boom");
        },
      };
      await expect(runJobIfDue(db, job, new Date())).rejects.toThrow("boom");
      const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, job.name));
      expect(row?.runs).toBe(0);
      expect(row?.nextRunAt.getTime()).toBe(0);
    });

    it("two app servers' schedulers send one e-mail for one new listing", async () => {
      const { db } = connection;
      await insertAlert(db, {}, `two-servers-${kind}@example.be`);
      const schedulers = [1, 2].map(() =>
        startAlertScheduler({
          db,
          origin: ORIGIN,
          listen: (channel, onNotify) => connection.listen(channel, onNotify),
          log: quiet,
          intervalMs: 1_000,
        }),
      );
      try {
        await insertListing(db);
        await eventually(async () => (await alertMailsTo(db, `two-servers-${kind}@example.be`)).length > 0);
        // Both schedulers get the NOTIFY and each polls again: give them time to do it twice.
        const [job] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, "search-alerts"));
        const runsBefore = job?.runs ?? 0;
        await eventually(async () => {
          const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, "search-alerts"));
          return (row?.runs ?? 0) >= runsBefore + 2;
        });
      } finally {
        await Promise.all(schedulers.map((stop) => stop()));
      }
      expect(await alertMailsTo(db, `two-servers-${kind}@example.be`)).toHaveLength(1);
    });
  });
}
