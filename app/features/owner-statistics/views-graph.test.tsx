import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { addDays, daysEndingOn } from "../../domain/site-calendar.ts";
import { dictionaryFor } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import { I18nContext } from "../../i18n/use-t.ts";
import { ViewsGraph } from "./views-graph.tsx";
import { type DailyViews, scaleTop } from "./views-series.ts";

function render(series: DailyViews[], language: Language = "en"): string {
  return renderToString(
    <I18nContext value={{ language, dictionary: dictionaryFor(language) }}>
      <ViewsGraph series={series} />
    </I18nContext>,
  );
}

/** The text of every element matching `pattern` (an element's markup with one group for its content). */
function all(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(new RegExp(pattern.source, "g"))].map((match) => match[1] ?? "");
}

const tbody = (html: string) => /<tbody>(.*)<\/tbody>/.exec(html)?.[1] ?? "";

const SERIES: DailyViews[] = daysEndingOn("2026-03-30", 30).map((day, index) => ({
  day,
  views: (index * 7) % 13 === 0 ? 0 : ((index * 37) % 23) + (index === 20 ? 1200 : 0),
}));

function tableNumbers(html: string): number[] {
  return all(tbody(html), /<td>([^<]*)<\/td>/).map((cell) => Number(cell.replace(/\D/g, "")));
}

function barHeights(html: string): number[] {
  return all(html, /<rect class="views-graph-bar"[^>]* height="([^"]+)"/).map(Number);
}

describe("views graph (spec §9: the last 30 days)", () => {
  it("holds exactly the series' numbers in its table, one row per day in order", () => {
    const html = render(SERIES);
    expect(tableNumbers(html)).toEqual(SERIES.map((point) => point.views));
    expect(all(tbody(html), /<time dateTime="([^"]+)"/)).toEqual(SERIES.map((point) => point.day));
  });

  it("draws one bar per day, as high as its number on one scale", () => {
    const html = render(SERIES);
    const heights = barHeights(html);
    expect(heights).toHaveLength(30);
    const top = scaleTop(SERIES);
    const largest = Math.max(...SERIES.map((point) => point.views));
    const unit = Math.max(...heights) / (largest / top);
    heights.forEach((height, index) => {
      expect(height).toBeCloseTo(((SERIES[index]?.views ?? 0) / top) * unit, 6);
    });
    expect(html).toMatch(/<svg[^>]* aria-hidden="true"/);
  });

  it("uses no inline style (the CSP allows none) and is readable without JavaScript", () => {
    const html = render(SERIES);
    expect(html).not.toMatch(/\sstyle=/);
    expect(all(html, /<summary>([^<]*)<\/summary>/)).toEqual(["Show the numbers in a table"]);
    expect(all(html, /<figcaption[^>]*>([^<]*)<\/figcaption>/)).toEqual(["Views per day, the last 30 days"]);
  });

  it("writes dates and numbers the language's way", () => {
    const nl = render(SERIES, "nl");
    const fr = render(SERIES, "fr");
    expect(all(tbody(nl), /<time[^>]*>([^<]*)<\/time>/)[0]).toMatch(/^zo 1 maart 2026$/);
    expect(all(tbody(fr), /<time[^>]*>([^<]*)<\/time>/)[0]).toMatch(/^dim\. 1 mars 2026$/);
    expect(all(nl, /<figcaption[^>]*>([^<]*)<\/figcaption>/)).toEqual([
      "Bezoeken per dag, de laatste 30 dagen",
    ]);
    expect(tbody(nl)).toContain(">1.204<");
  });

  it("says so for a series without views, and for an empty series", () => {
    const zeros = daysEndingOn("2026-03-30", 30).map((day) => ({ day, views: 0 }));
    const quiet = render(zeros);
    expect(all(quiet, /<p class="views-graph-summary">([^<]*)<\/p>/)).toEqual([
      "No views in this period yet.",
    ]);
    expect(tableNumbers(quiet)).toEqual(Array.from({ length: 30 }, () => 0));
    expect(barHeights(quiet)).toEqual(Array.from({ length: 30 }, () => 0));
    const empty = render([]);
    expect(all(empty, /<p class="views-graph-summary">([^<]*)<\/p>/)).toEqual([
      "No views in this period yet.",
    ]);
    expect(tbody(empty)).toBe("");
    expect(empty).not.toContain("<rect");
  });

  it("sums up the period in its summary", () => {
    const html = render(SERIES);
    const total = SERIES.reduce((sum, point) => sum + point.views, 0);
    const largest = Math.max(...SERIES.map((point) => point.views));
    const summary = all(html, /<p class="views-graph-summary">([^<]*)<\/p>/)[0] ?? "";
    expect(summary.replace(/(\d)\.(\d)/g, "$1$2")).toContain(
      `${total} views from 1 Mar to 30 Mar, at most ${largest}`,
    );
  });

  it("puts the scale's top on a round even number at or above the largest day", () => {
    const series = (largest: number) => [{ day: addDays("2026-03-30", 0), views: largest }];
    expect([0, 1, 2, 3, 5, 9, 11, 85, 1200].map((largest) => scaleTop(series(largest)))).toEqual([
      2, 2, 2, 4, 6, 10, 20, 100, 2000,
    ]);
  });
});
