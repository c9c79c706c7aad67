// How often a search alert's subscriber hears about new matches (ADR 0019): at once, or bundled in one
// e-mail a day or a week after the previous one.
export const ALERT_FREQUENCIES = ["instant", "daily", "weekly"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The least time between two e-mails of an alert: none at once, a day, a week. The mailing query compares
 * it with each alert's last e-mail (search-alerts/alert-mailing.server.ts), so the rule has one home.
 */
export function mailIntervalMs(frequency: AlertFrequency): number {
  if (frequency === "daily") return DAY_MS;
  if (frequency === "weekly") return 7 * DAY_MS;
  return 0;
}
