// Calendar days in the site's zone (Europe/Brussels), as "YYYY-MM-DD" texts: the owner statistics count
// views per local day, and their today/week/month are local too, whatever the server's own zone is.
// Day arithmetic works on the calendar date, never on instants, so a 23- or 25-hour day changes nothing.
import { SITE_TIME_ZONE } from "./dates.ts";

/** A calendar day, "2026-03-29". */
export type CalendarDay = string;

let dayFormat: Intl.DateTimeFormat | undefined;

/** The calendar day `instant` falls on in Brussels. */
export function siteDay(instant: Date): CalendarDay {
  // en-CA writes dates as YYYY-MM-DD.
  dayFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: SITE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return dayFormat.format(instant);
}

function utcNoonOf(day: CalendarDay): Date {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, 12));
}

function dayOf(utcNoon: Date): CalendarDay {
  return utcNoon.toISOString().slice(0, 10);
}

/** `day` moved by `count` calendar days (negative goes back). */
export function addDays(day: CalendarDay, count: number): CalendarDay {
  const moved = utcNoonOf(day);
  moved.setUTCDate(moved.getUTCDate() + count);
  return dayOf(moved);
}

/** The Monday of `day`'s week (weeks start on Monday in Belgium and Luxembourg). */
export function weekStart(day: CalendarDay): CalendarDay {
  const weekday = utcNoonOf(day).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** The first day of `day`'s month. */
export function monthStart(day: CalendarDay): CalendarDay {
  return `${day.slice(0, 7)}-01`;
}

/** The `count` days that end with `last`, oldest first. */
export function daysEndingOn(last: CalendarDay, count: number): CalendarDay[] {
  return Array.from({ length: count }, (_, index) => addDays(last, index - count + 1));
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

let clockFormat: Intl.DateTimeFormat | undefined;

/** `instant` as the Brussels wall clock reads it, "2026-03-29T14:05" (a datetime-local field's value). */
export function siteDateTime(instant: Date): string {
  clockFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: SITE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts = Object.fromEntries(clockFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** How far Brussels is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number): number {
  const wall = siteDateTime(new Date(instant));
  const minuteStart = Math.floor(instant / 60_000) * 60_000;
  return Date.parse(`${wall}:00Z`) - minuteStart;
}

/**
 * The instant a Brussels wall-clock time ("2026-03-29T14:05") names, or null for anything else. A time the
 * spring clock change skips is read as an hour later; an hour the autumn change repeats as its second run.
 */
export function siteInstant(wallClock: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(wallClock);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  if (hour === undefined || minute === undefined || hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const probe = new Date(asUtc);
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  const first = asUtc - zoneOffset(asUtc);
  return new Date(asUtc - zoneOffset(first));
}
