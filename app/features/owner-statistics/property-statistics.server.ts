// What an owner sees of a property's reach (spec §3, §9): detail-page views today, this week, this month
// and in total, the last 30 days one by one, and the requests received through the site for it.
import { and, count, eq, gte, inArray, isNotNull, sql, sum } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { appointments, documentRequests, leads } from "../../db/schema/leads.ts";
import { propertyDailyViews } from "../../db/schema/owner-statistics.ts";
import {
  type CalendarDay,
  daysEndingOn,
  monthStart,
  siteDay,
  weekStart,
} from "../../domain/site-calendar.ts";
import type { DailyViews } from "./views-series.ts";
import { OWNER_STATISTICS_DAYS } from "../../domain/page-limits.ts";

export type PropertyStatistics = {
  /** Views of the detail page; week starts on Monday, all in Brussels days. */
  views: { today: number; week: number; month: number; total: number };
  /** The last 30 days ending today, oldest first, days without views as 0. */
  last30Days: DailyViews[];
  /** "Ask for information" requests (contact-me) about the property. */
  enquiries: number;
  /** Visit bookings the visitor confirmed by e-mail (an unconfirmed one may not be the visitor's). */
  visitRequests: number;
  /** Visitors who asked for the property's documents (one per address). */
  documentRequests: number;
};

/** The lead forms that count as an enquiry about the property. */
export const ENQUIRY_FORMS = ["contact-me"] as const;

export async function propertyStatistics(
  db: Database,
  propertyId: number,
  now: Date,
): Promise<PropertyStatistics> {
  const today = siteDay(now);
  const days = daysEndingOn(today, OWNER_STATISTICS_DAYS);
  const firstDay = [days[0] ?? today, monthStart(today), weekStart(today)].sort()[0] ?? today;
  const [recent, totals, enquiries, visits, documents] = await Promise.all([
    db
      .select({ day: propertyDailyViews.day, views: propertyDailyViews.views })
      .from(propertyDailyViews)
      .where(and(eq(propertyDailyViews.propertyId, propertyId), gte(propertyDailyViews.day, firstDay))),
    db
      .select({ total: sum(propertyDailyViews.views).mapWith(Number) })
      .from(propertyDailyViews)
      .where(eq(propertyDailyViews.propertyId, propertyId)),
    db
      .select({ count: count() })
      .from(leads)
      .where(and(eq(leads.propertyId, propertyId), inArray(leads.form, ENQUIRY_FORMS))),
    db
      .select({ count: sql<number>`count(distinct ${appointments.leadId})`.mapWith(Number) })
      .from(appointments)
      .where(and(eq(appointments.propertyId, propertyId), isNotNull(appointments.confirmedAt))),
    db.select({ count: count() }).from(documentRequests).where(eq(documentRequests.propertyId, propertyId)),
  ]);
  // Rows after today (a clock set back) are left out of every figure but the total.
  const byDay = new Map(recent.filter((row) => row.day <= today).map((row) => [row.day, row.views]));
  const from = (start: CalendarDay) =>
    [...byDay].reduce((total, [day, views]) => (day >= start ? total + views : total), 0);
  return {
    views: {
      today: byDay.get(today) ?? 0,
      week: from(weekStart(today)),
      month: from(monthStart(today)),
      total: totals[0]?.total ?? 0,
    },
    last30Days: days.map((day) => ({ day, views: byDay.get(day) ?? 0 })),
    enquiries: enquiries[0]?.count ?? 0,
    visitRequests: visits[0]?.count ?? 0,
    documentRequests: documents[0]?.count ?? 0,
  };
}
