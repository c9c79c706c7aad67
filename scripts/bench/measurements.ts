// The bench's measurements, run in this order against one production build with the demo data.
// To add figures (listing-query timings, Lighthouse…): write a Measurement in its own file under
// scripts/bench/ and add it here with one import and one line.
import { alertMatching } from "./alert-matching.ts";
import { importLoad } from "./import-load.ts";
import { javascriptShipped } from "./javascript-shipped.ts";
import { leadSubmissions } from "./lead-load.ts";
import { lightPages } from "./light-pages.ts";
import { lighthouseRun } from "./lighthouse.ts";
import { listingsQuery } from "./listings-query.ts";
import type { Measurement } from "./measurement.ts";
import { memoryLoad } from "./memory-load.ts";
import { pageWeights } from "./page-weight.ts";
import { serverRender } from "./server-render.ts";
import { workersLoad } from "./workers-load.ts";

export const measurements: Measurement[] = [
  pageWeights,
  javascriptShipped,
  serverRender,
  lighthouseRun,
  // After the three above: it prints their figures together.
  lightPages,
  listingsQuery,
  alertMatching,
  importLoad,
  leadSubmissions,
  memoryLoad,
  workersLoad,
];
