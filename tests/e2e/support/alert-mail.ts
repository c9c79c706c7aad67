// Reading what the search alerts of a site under test did: the messages the SMTP peer received, as text
// with their signed links; the site's alert job in `scheduled_jobs` (how many times it ran); and the
// listing changes the trigger recorded that no run has consumed yet, which is how a test knows the
// scheduler has dealt with a change before it checks that nothing was mailed.
import { count, eq } from "drizzle-orm";
import type { Database } from "../../../app/db/client.server.ts";
import { propertyChanges, scheduledJobs } from "../../../app/db/schema/search-alerts.ts";
import { SEARCH_ALERTS_JOB } from "../../../app/features/search-alerts/alert-scheduler.server.ts";

export { unfoldMail } from "../../../app/features/leads/testing/smtp-peer.ts";

/** The path and signed token of the first link to `path` in `mail` (its origin left out). */
export function signedLinkIn(mail: string, path: string): string {
  const found = new RegExp(`https?://[^/\\s"]+(${path.replace(/\//g, "\\/")}\\?token=[A-Za-z0-9._-]+)`).exec(
    mail,
  );
  if (!found?.[1]) throw new Error(`No ${path} link in the mail`);
  return found[1];
}

/** How many times the site's alert job has run. */
export async function alertJobRuns(db: Database): Promise<number> {
  const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, SEARCH_ALERTS_JOB));
  return row?.runs ?? 0;
}

/**
 * How many listing changes the trigger recorded that no run of the alert job has consumed yet. A run
 * consumes a change and queues its at-once e-mails in one transaction, so once this is 0 the outbox holds
 * every e-mail the changes made so far will bring.
 */
export async function unconsumedListingChanges(db: Database): Promise<number> {
  const [row] = await db.select({ pending: count() }).from(propertyChanges);
  return row?.pending ?? 0;
}
