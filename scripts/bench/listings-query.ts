// Times the for-sale list's database work (count, sorted page, headlines and photos: listingPage) on
// embedded PGlite and on a PostgreSQL server, with the demo data and with generated listings
// (100,000 by default). quality.md targets p50 <= 2 ms with the demo data and <= 25 ms at 100,000.
// Runs alone (`npm exec -- node scripts/bench/listings-query.ts`) or as part of `npm run bench`.
//   BENCH_LISTINGS=100000   listings of the large data set
//   BENCH_QUERY_RUNS=200    timed runs per query (after 10 warm-up runs)
import { type DatabaseConnection, openDatabase } from "../../app/db/client.server.ts";
import { seedDemoDataIfEmpty } from "../../app/db/seed/seed.server.ts";
import { parseListingQuery } from "../../app/features/listings/listing-query.ts";
import { listingPage } from "../../app/features/listings/listings.server.ts";
import { startPostgresCluster } from "../../tests/support/postgres-cluster.ts";
import type { BenchTable, Cell, Measurement } from "./measurement.ts";
import { growListings } from "./scaled-listings.ts";
import { formatTable } from "./table.ts";

const LARGE = Number(process.env.BENCH_LISTINGS ?? 100_000);
const RUNS = Number(process.env.BENCH_QUERY_RUNS ?? 200);
const WARM_UP = 10;

/** Filtered, sorted pages a visitor asks for; the first is the one quality.md's target names. */
const QUERIES = [
  { name: "town + price sort, page 2", search: "city=Mechelen&sort=price_asc&page=2" },
  { name: "type + price range + bedrooms", search: "type=1&price_min=200000&price_max=600000&bedrooms=3" },
  { name: "garden + EPC A-C, newest", search: "garden=1&epc=A&epc=B&epc=C" },
  { name: "whole list by town, page 5", search: "sort=city_asc&page=5" },
];

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

const ms = (value: number) => Math.round(value * 100) / 100;

async function timeQueries(connection: DatabaseConnection, data: string): Promise<Cell[][]> {
  const rows: Cell[][] = [];
  for (const query of QUERIES) {
    const parsed = parseListingQuery(new URLSearchParams(query.search));
    let total = 0;
    for (let run = 0; run < WARM_UP; run += 1)
      total = (await listingPage(connection.db, "sale", parsed, "nl")).total;
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      await listingPage(connection.db, "sale", parsed, "nl");
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    rows.push([
      connection.kind,
      data,
      query.name,
      total,
      ms(percentile(times, 50)),
      ms(percentile(times, 99)),
    ]);
  }
  return rows;
}

async function measureBackend(open: () => Promise<DatabaseConnection>, log: (text: string) => void) {
  const connection = await open();
  try {
    await seedDemoDataIfEmpty(connection.db);
    const rows = await timeQueries(connection, "demo");
    log(`listings-query: ${connection.kind}: generating listings up to ${LARGE}…`);
    const started = performance.now();
    const added = await growListings(connection.db, LARGE);
    log(
      `listings-query: ${connection.kind}: ${added} listings added in ${Math.round((performance.now() - started) / 1000)} s`,
    );
    rows.push(...(await timeQueries(connection, `${Math.round(LARGE / 1000)}k`)));
    return rows;
  } finally {
    await connection.close();
  }
}

export async function listingQueryTables(log: (text: string) => void = console.log): Promise<BenchTable[]> {
  const rows: Cell[][] = [];
  rows.push(...(await measureBackend(() => openDatabase({}), log)));
  const cluster = await startPostgresCluster();
  try {
    rows.push(...(await measureBackend(() => openDatabase({ databaseUrl: cluster.url }), log)));
  } finally {
    cluster.stop();
  }
  return [
    {
      title: "Listing query: filter + sort + count + page of 24 (listingPage)",
      columns: ["database", "data", "query", "results", "p50 ms", "p99 ms"],
      rows,
      notes: [
        `${RUNS} runs per query after ${WARM_UP} warm-up runs, one at a time, in process.`,
        "Targets (quality.md): p50 <= 2 ms with the demo data, <= 25 ms with 100,000 listings.",
      ],
    },
  ];
}

export const listingsQuery: Measurement = {
  name: "listings-query",
  run: () => listingQueryTables(),
};

if (import.meta.main) {
  const tables = await listingQueryTables();
  console.log(tables.map(formatTable).join("\n\n"));
}
