// What a bench measurement is. main.ts runs a list of them against one running production build and
// prints every table they return; add a capability's figures by adding a Measurement to that list.
import type { RunningSite } from "../../tests/e2e/support/built-site.ts";

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
};

export type Measurement = {
  /** Short name, also the filter of BENCH_ONLY (comma-separated). */
  name: string;
  run: (context: BenchContext) => Promise<BenchTable[]>;
};
