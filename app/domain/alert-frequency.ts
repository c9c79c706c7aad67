// How often a search alert's subscriber hears about new matches (ADR 0019): at once, or bundled in one
// e-mail a day or a week after the previous one.
export const ALERT_FREQUENCIES = ["instant", "daily", "weekly"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The least time between two e-mails of an alert: none at once, a day, a week. */
export function mailIntervalMs(frequency: AlertFrequency): number {
  if (frequency === "daily") return DAY_MS;
  if (frequency === "weekly") return 7 * DAY_MS;
  return 0;
}

/** Whether an alert with waiting matches may be mailed now, given when its last e-mail left. */
export function isMailDue(frequency: AlertFrequency, lastMailedAt: Date | null, now: Date): boolean {
  if (lastMailedAt === null) return true;
  return now.getTime() - lastMailedAt.getTime() >= mailIntervalMs(frequency);
}
