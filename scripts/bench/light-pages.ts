// Issue 14's table: each bench page's bytes, Lighthouse figures and uncached renders, the figures of the day
// the issue was filed beside this build's. It takes no figure itself: page-weight.ts, lighthouse.ts and
// server-render.ts record theirs (medians of three runs where a figure varies) and this prints them
// together, so it runs after them; a figure whose measurement did not run (BENCH_ONLY) shows as "–".
import type { BenchContext, BenchTable, Cell, Measurement, PageFindings } from "./measurement.ts";

type PageFigures = {
  htmlKb: number;
  gzipKb: number;
  hydrationKb: number | null;
  performance: number;
  lcpSeconds: number;
  fcpSeconds: number;
  tbtMs: number;
  uncachedPerSecond: number;
  uncachedP50Ms: number;
};

/** Issue 14's table as filed (production build, demo data, loopback, `wrk -t1`, Lighthouse 13 mobile). */
const FILING_DAY: Record<string, PageFigures> = {
  home: {
    htmlKb: 88,
    gzipKb: 28,
    hydrationKb: 45,
    performance: 90,
    lcpSeconds: 3.1,
    fcpSeconds: 1.8,
    tbtMs: 170,
    uncachedPerSecond: 50,
    uncachedP50Ms: 185,
  },
  "for-sale list": {
    htmlKb: 141,
    gzipKb: 34,
    hydrationKb: 77,
    performance: 85,
    lcpSeconds: 2.5,
    fcpSeconds: 2.4,
    tbtMs: 390,
    uncachedPerSecond: 38,
    uncachedP50Ms: 251,
  },
  "property detail": {
    htmlKb: 122,
    gzipKb: 35,
    hydrationKb: null,
    performance: 88,
    lcpSeconds: 3.1,
    fcpSeconds: 2.6,
    tbtMs: 160,
    uncachedPerSecond: 54,
    uncachedP50Ms: 169,
  },
};

const fixed = (value: number | null | undefined, digits: number): string =>
  value === null || value === undefined || !Number.isFinite(value) ? "–" : value.toFixed(digits);

/** "old → new" with the same number of decimals on both sides. */
function beside(old: number | null | undefined, now: number | null | undefined, digits = 0): Cell {
  return `${fixed(old, digits)} → ${fixed(now, digits)}`;
}

const kb = (bytes: number | undefined) => (bytes === undefined ? undefined : bytes / 1024);
const seconds = (ms: number | null | undefined) => (ms === null || ms === undefined ? ms : ms / 1000);

function row(name: string, found: PageFindings | undefined): Cell[] {
  const old = FILING_DAY[name];
  const { weight, lighthouse, uncached, uncachedNewFilters } = found ?? {};
  return [
    name,
    beside(old?.htmlKb, kb(weight?.htmlBytes)),
    beside(old?.gzipKb, kb(weight?.gzipBytes), 1),
    fixed(kb(weight?.brotliBytes), 1),
    beside(old?.hydrationKb, kb(weight?.hydrationBytes), 1),
    fixed(kb(weight?.javaScriptGzipBytes), 1),
    fixed(kb(weight?.interactionJavaScriptGzipBytes), 1),
    beside(old?.performance, lighthouse?.performance),
    beside(old?.lcpSeconds, seconds(lighthouse?.lcpMs), 1),
    beside(old?.fcpSeconds, seconds(lighthouse?.fcpMs), 1),
    beside(old?.tbtMs, lighthouse?.tbtMs),
    beside(old?.uncachedPerSecond, uncached?.requestsPerSecond),
    beside(old?.uncachedP50Ms, uncached?.p50Ms),
    fixed(uncached?.p99Ms, 0),
    fixed(uncachedNewFilters?.requestsPerSecond, 0),
    fixed(uncachedNewFilters?.p99Ms, 0),
  ];
}

export const lightPages: Measurement = {
  name: "light-pages",
  async run(context: BenchContext): Promise<BenchTable[]> {
    return [
      {
        title: "Light pages (issue 14): the day it was filed → this build",
        columns: [
          "page",
          "HTML KB",
          "gzip KB",
          "brotli KB",
          "hydration KB",
          "JS gzip KB at load",
          "JS gzip KB by first interaction",
          "Lighthouse perf",
          "LCP s",
          "FCP s",
          "TBT ms",
          "uncached req/s",
          "uncached p50 ms",
          "p99 ms",
          "uncached req/s, new filters",
          "p99 ms, new filters",
        ],
        rows: context.pages.map((page) => row(page.name, context.findings.get(page.path))),
        notes: [
          "Targets: HTML <= 14 KB over the wire, hydration <= 12 KB raw, JS <= 110 KB gzip on first load (the page's code loads at the first interaction, ADR 0037); Lighthouse perf >= 98, LCP <= 1.5 s, FCP <= 1.0 s, TBT <= 50 ms; uncached list >= 250 req/s with p99 <= 100 ms.",
          "Sizes from page-weight; Lighthouse: medians of the first visit's runs in Dutch (lighthouse); uncached: medians of the runs at 10 connections, a new query string per request (render); new filters: a new price floor per request, so the list's kept count and page do not hold it either.",
          "The filing day's figures are issue 14's table; it gave no contact page and no hydration size for the property.",
        ],
      },
    ];
  },
};
