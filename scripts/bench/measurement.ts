// What a bench measurement is. main.ts runs a list of them against one running production build and
// prints every table they return; add a capability's figures by adding a Measurement to that list.
import type { RunningSite } from "../../tests/e2e/support/built-site.ts";
import type { LoadFigures } from "./load.ts";
import type { PageWeight } from "./page-weight.ts";

export type Cell = string | number | null;

export type BenchTable = {
  title: string;
  columns: string[];
  rows: Cell[][];
  /** How the figures were taken, printed under the table. */
  notes?: string[];
};

export type BenchPage = {
  name: string;
  /** Path on the site, e.g. /nl/te-koop/ */
  path: string;
};

export type BenchContext = {
  site: RunningSite;
  /** The pages measured page by page (home, for-sale list, a property, contact). */
  pages: BenchPage[];
  /** Seconds per load run (BENCH_SECONDS, default 10). */
  seconds: number;
  /** Concurrent connections per load run. */
  connections: number;
  /** A scratch directory removed when the bench ends. */
  scratchDir: string;
  /** Figures a measurement leaves for a later one (light-pages.ts), by the page's path. */
  findings: Map<string, PageFindings>;
};

/** One page's figures as issue 14's table shows them, each from the measurement that takes it. */
export type PageFindings = {
  /** page-weight.ts */
  weight?: PageWeight;
  /** lighthouse.ts: medians of a first visit's runs (the consent banner shows). */
  lighthouse?: {
    performance: number | null;
    fcpMs: number | null;
    lcpMs: number | null;
    tbtMs: number | null;
  };
  /** server-render.ts: medians of the uncached renders at 10 connections. */
  uncached?: LoadFigures;
  /** server-render.ts: the same with a new price floor each request (a list state never asked for). */
  uncachedNewFilters?: LoadFigures;
};

/** Records `figures` of the page at `path`, beside what other measurements found for it. */
export function recordFindings(context: BenchContext, path: string, figures: PageFindings): void {
  context.findings.set(path, { ...context.findings.get(path), ...figures });
}

export type Measurement = {
  /** Short name, also the filter of BENCH_ONLY (comma-separated). */
  name: string;
  run: (context: BenchContext) => Promise<BenchTable[]>;
};
