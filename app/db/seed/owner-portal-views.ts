// Demo page views for the owner statistics: 90 days of plausible daily views for every listing, ending
// the day before the seed day, so today's count is only what visitors really do. The numbers come from
// the seed alone; only the calendar days they are placed on move with the seed day.
import type { propertyDailyViews } from "../schema/owner-statistics.ts";
import { addDays, type CalendarDay, daysEndingOn, siteDay } from "../../domain/site-calendar.ts";
import type { Random } from "./random.ts";

export const DEMO_VIEW_DAYS = 90;

type ViewRow = typeof propertyDailyViews.$inferInsert;

export type ViewedListing = { id: number; publishedAt?: Date | null; status?: string | null };

/**
 * Each listing has a popularity of its own; a new listing draws more views in its first weeks, weekends
 * more than weekdays, a sold or rented one fewer, and now and then a day is busier (a mailing, a share).
 */
export function demoDailyViews(
  listings: readonly ViewedListing[],
  today: CalendarDay,
  random: Random,
): ViewRow[] {
  const days = daysEndingOn(addDays(today, -1), DEMO_VIEW_DAYS);
  return listings.flatMap((listing) => {
    const draw = random.fork(listing.id);
    const popularity = 2 + draw.next() ** 2 * 28;
    const published = listing.publishedAt ? siteDay(listing.publishedAt) : (days[0] ?? today);
    const taken = listing.status === "sold" || listing.status === "rented" ? 0.3 : 1;
    return days.flatMap((day) => {
      const noise = draw.float(0.6, 1.4);
      const busy = draw.chance(0.03) ? 2.2 : 1;
      if (day < published) return [];
      const freshness = 1 + 2.5 * Math.exp(-daysBetween(published, day) / 14);
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      const weekend = weekday === 0 || weekday === 6 ? 1.3 : 1;
      const views = Math.round(popularity * freshness * weekend * taken * noise * busy);
      return [{ propertyId: listing.id, day, views }];
    });
  });
}

function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}
