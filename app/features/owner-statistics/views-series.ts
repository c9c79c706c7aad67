// The numbers behind the owner's views graph: a day's views, and the scale the bars are drawn on.
import type { CalendarDay } from "../../domain/site-calendar.ts";

export type DailyViews = { day: CalendarDay; views: number };

/**
 * The top of the graph's scale: the largest day rounded up to 2, 4, 6, 8 or 10 times a power of ten, so
 * the middle gridline falls on a whole number (an empty series still gets a scale of 2).
 */
export function scaleTop(series: readonly DailyViews[]): number {
  const largest = Math.max(0, ...series.map((point) => point.views));
  if (largest <= 2) return 2;
  const power = 10 ** Math.floor(Math.log10(largest));
  const factor = [2, 4, 6, 8, 10].find((candidate) => candidate * power >= largest) ?? 10;
  return factor * power;
}

export function totalViews(series: readonly DailyViews[]): number {
  return series.reduce((total, point) => total + point.views, 0);
}
