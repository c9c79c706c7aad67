import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  daysEndingOn,
  monthStart,
  siteDateTime,
  siteDay,
  siteInstant,
  weekStart,
} from "./site-calendar.ts";

describe("site calendar (owner statistics, Europe/Brussels)", () => {
  it("gives the Brussels day of an instant, not the UTC one", () => {
    // Winter: UTC+1. 23:30 UTC is already the next day in Brussels.
    expect(siteDay(new Date("2026-01-31T22:59:59Z"))).toBe("2026-01-31");
    expect(siteDay(new Date("2026-01-31T23:00:00Z"))).toBe("2026-02-01");
    // Summer: UTC+2.
    expect(siteDay(new Date("2026-07-14T21:59:59Z"))).toBe("2026-07-14");
    expect(siteDay(new Date("2026-07-14T22:00:00Z"))).toBe("2026-07-15");
  });

  it("follows the clock changes (the 23-hour and the 25-hour day)", () => {
    // 29 March 2026: clocks go from 02:00 CET to 03:00 CEST; the day ends at 22:00 UTC.
    expect(siteDay(new Date("2026-03-28T23:00:00Z"))).toBe("2026-03-29");
    expect(siteDay(new Date("2026-03-29T21:59:59Z"))).toBe("2026-03-29");
    expect(siteDay(new Date("2026-03-29T22:00:00Z"))).toBe("2026-03-30");
    // 25 October 2026: back from 03:00 CEST to 02:00 CET; the day ends at 23:00 UTC.
    expect(siteDay(new Date("2026-10-24T22:00:00Z"))).toBe("2026-10-25");
    expect(siteDay(new Date("2026-10-25T22:59:59Z"))).toBe("2026-10-25");
    expect(siteDay(new Date("2026-10-25T23:00:00Z"))).toBe("2026-10-26");
  });

  it("moves by calendar days across month, year and clock changes", () => {
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("starts weeks on Monday and months on the first", () => {
    expect(weekStart("2026-11-23")).toBe("2026-11-23"); // a Monday
    expect(weekStart("2026-11-29")).toBe("2026-11-23"); // the Sunday after
    expect(weekStart("2026-03-01")).toBe("2026-02-23"); // a week across a month start
    expect(monthStart("2026-11-23")).toBe("2026-11-01");
  });

  it("lists the days ending on a day, oldest first", () => {
    expect(daysEndingOn("2026-03-02", 3)).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(daysEndingOn("2026-03-02", 30)).toHaveLength(30);
    expect(daysEndingOn("2026-03-02", 0)).toEqual([]);
  });
});

describe("site wall clock (visit times entered by the agency)", () => {
  it("reads a Brussels wall-clock time as its instant, in winter and in summer", () => {
    expect(siteInstant("2026-01-15T14:30")?.toISOString()).toBe("2026-01-15T13:30:00.000Z");
    expect(siteInstant("2026-07-15T14:30")?.toISOString()).toBe("2026-07-15T12:30:00.000Z");
    expect(siteDateTime(new Date("2026-07-15T12:30:00Z"))).toBe("2026-07-15T14:30");
  });

  it("reads the hours around the clock changes", () => {
    expect(siteInstant("2026-03-29T01:30")?.toISOString()).toBe("2026-03-29T00:30:00.000Z");
    // 02:30 does not exist that night: an hour later.
    expect(siteInstant("2026-03-29T02:30")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(siteInstant("2026-03-29T03:30")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    // 02:30 happens twice on 25 October: the second time.
    expect(siteInstant("2026-10-25T02:30")?.toISOString()).toBe("2026-10-25T01:30:00.000Z");
    expect(siteInstant("2026-10-25T04:00")?.toISOString()).toBe("2026-10-25T03:00:00.000Z");
  });

  it("refuses anything that is not a real wall-clock time", () => {
    for (const text of [
      "",
      "2026-02-30T10:00",
      "2026-01-15T24:00",
      "2026-01-15T10:60",
      "2026-01-15 10:00",
      "x",
    ]) {
      expect(siteInstant(text)).toBeNull();
    }
  });
});

describe("site calendar properties", () => {
  const instants = fc
    .integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2100, 0, 1) / 60_000 })
    .map((minute) => new Date(minute * 60_000));

  it("reads back the wall clock it wrote, for any minute of a century", () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const wall = siteDateTime(instant);
        const back = siteInstant(wall);
        expect(back && siteDateTime(back)).toBe(wall);
        expect(siteDay(instant)).toBe(wall.slice(0, 10));
      }),
    );
  });

  it("starts each day's week on the Monday at most six days before, in the same or the previous month", () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: -400, max: 400 }), (instant, shift) => {
        const day = siteDay(instant);
        const monday = weekStart(day);
        expect(new Date(`${monday}T12:00:00Z`).getUTCDay()).toBe(1);
        expect(monday <= day && addDays(monday, 6) >= day).toBe(true);
        expect(monthStart(day) <= day && monthStart(day).slice(0, 7) === day.slice(0, 7)).toBe(true);
        expect(addDays(addDays(day, shift), -shift)).toBe(day);
      }),
    );
  });
});
