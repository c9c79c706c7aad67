// When each demo listing came in: IDs rise with time, so "ID descending" is "newest first" (spec §3), and
// each listing gets a RecordFile code of year/month/sequence, sometimes with a letter or a prefix.
import type { Random } from "./random.ts";
import { goalOf } from "../../domain/listing-goal.ts";

/** The demo data is anchored on a fixed day, so every run produces the same dates. */
export const DEMO_ANCHOR = new Date("2026-11-14T09:00:00Z");
const FIRST_LISTING = new Date("2023-01-09T09:00:00Z");
const FIRST_ID = 4_812_337;

export type TimelineEntry = { id: number; publishedAt: Date };

export function timeline(random: Random, count: number): TimelineEntry[] {
  const span = DEMO_ANCHOR.getTime() - FIRST_LISTING.getTime();
  const entries: TimelineEntry[] = [];
  let id = FIRST_ID;
  for (let index = 0; index < count; index++) {
    // Recent months hold more listings: older ones have sold and left the site.
    const share = Math.pow((index + random.float(0.1, 0.9)) / count, 0.75);
    const day = new Date(FIRST_LISTING.getTime() + share * span);
    day.setUTCHours(random.int(7, 18), random.int(0, 59), random.int(0, 59), 0);
    // Two listings of one day keep the order of their IDs.
    const previous = entries[entries.length - 1]?.publishedAt.getTime() ?? 0;
    const publishedAt = new Date(Math.max(day.getTime(), previous + 60_000));
    entries.push({ id, publishedAt });
    id += random.int(3, 640);
  }
  return entries;
}

/** "2024/03/0123", "2023/11/0042B", "VK-2024/05/0007"; rentals carry the VH- prefix. */
export function recordFileCodes(
  random: Random,
  entries: readonly { publishedAt: Date; goal: number }[],
): string[] {
  const sequences = new Map<string, number>();
  return entries.map(({ publishedAt, goal }) => {
    const month = `${publishedAt.getUTCFullYear()}/${String(publishedAt.getUTCMonth() + 1).padStart(2, "0")}`;
    // Other files (valuations, rentals managed elsewhere) take numbers in between.
    const sequence = (sequences.get(month) ?? random.int(1, 30)) + random.int(1, 9);
    sequences.set(month, sequence);
    const suffix = random.chance(0.08) ? random.pick(["A", "B", "B", "C"]) : "";
    const prefix = goalOf(goal) === "rent" ? "VH-" : random.chance(0.12) ? "VK-" : "";
    return `${prefix}${month}/${String(sequence).padStart(4, "0")}${suffix}`;
  });
}
