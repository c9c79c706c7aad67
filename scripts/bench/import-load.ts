// Times a first bulk load through the import API's code path (importFile: the batches of
// POST /api/v1/listings/batch, 500 listings each, each listing its own transaction) on embedded PGlite
// and on a PostgreSQL server, into a database holding the demo data. Then times the same file again,
// where every listing is unchanged (the idempotent repeat a CRM's full resend costs).
// Runs alone (`npm exec -- node scripts/bench/import-load.ts`) or in `npm run bench` (BENCH_ONLY=import).
//   BENCH_IMPORT_LISTINGS=10000          listings in the file
//   BENCH_IMPORT_ENGINES=pglite,postgres the databases to time
import { type DatabaseConnection, openDatabase } from "../../app/db/client.server.ts";
import { seedDemoDataIfEmpty } from "../../app/db/seed/seed.server.ts";
import { importFile } from "../../app/features/import/import-file.server.ts";
import { listingExample } from "../../app/features/import/testing/listing-example.ts";
import { startPostgresCluster } from "../../tests/support/postgres-cluster.ts";
import type { BenchTable, Cell, Measurement } from "./measurement.ts";
import { formatTable } from "./table.ts";

const LISTINGS = Number(process.env.BENCH_IMPORT_LISTINGS ?? 10_000);
const ENGINES = (process.env.BENCH_IMPORT_ENGINES ?? "pglite,postgres").split(",").map((name) => name.trim());

const TOWNS = [
  { zip: "2800", city: "Mechelen" },
  { zip: "2860", city: "Sint-Katelijne-Waver" },
  { zip: "1050", city: "Elsene" },
  { zip: "4000", city: "Liège" },
];

/** A file of `count` listings, varied in price, rooms, goal and town (every listing valid). */
function benchFile(count: number): { listings: Record<string, unknown>[] } {
  return {
    listings: Array.from({ length: count }, (_, index) => {
      const town = TOWNS[index % TOWNS.length] ?? { zip: "2800", city: "Mechelen" };
      return listingExample(`BENCH-${index}`, {
        goal: index % 5 === 0 ? "rent" : "sale",
        price: index % 5 === 0 ? 700 + (index % 900) : 150_000 + ((index * 7919) % 900_000),
        rooms: { bedrooms: 1 + (index % 5), bathrooms: 1 + (index % 2) },
        address: { zip: town.zip, city: town.city },
      });
    }),
  };
}

async function timeImport(connection: DatabaseConnection, log: (text: string) => void): Promise<Cell[][]> {
  try {
    await seedDemoDataIfEmpty(connection.db);
    const file = benchFile(LISTINGS);
    const rows: Cell[][] = [];
    for (const run of ["first load", "same file again"]) {
      const started = performance.now();
      const summary = await importFile(connection.db, file);
      const seconds = (performance.now() - started) / 1000;
      log(
        `import-load: ${connection.kind} ${run}: ${JSON.stringify(summary.outcomes)} in ${seconds.toFixed(1)} s`,
      );
      const outcome = Object.entries(summary.outcomes)
        .map(([name, count]) => `${count} ${name}`)
        .join(", ");
      rows.push([
        connection.kind,
        run,
        LISTINGS,
        outcome,
        Math.round(seconds * 10) / 10,
        Math.round(LISTINGS / seconds),
      ]);
    }
    return rows;
  } finally {
    await connection.close();
  }
}

export async function importLoadTables(log: (text: string) => void = console.log): Promise<BenchTable[]> {
  const rows: Cell[][] = [];
  if (ENGINES.includes("pglite")) rows.push(...(await timeImport(await openDatabase({}), log)));
  if (ENGINES.includes("postgres")) {
    const cluster = await startPostgresCluster();
    try {
      rows.push(...(await timeImport(await openDatabase({ databaseUrl: cluster.url }), log)));
    } finally {
      cluster.stop();
    }
  }
  return [
    {
      title: `Import: ${LISTINGS} listings through the import API's batch operation (importFile)`,
      columns: ["database", "run", "listings", "outcome", "seconds", "listings/s"],
      rows,
      notes: [
        "In process, one batch of 500 at a time, each listing its own transaction; the demo data already stored.",
        "No photos in the file: photo fetches run in the background and are not part of the figure.",
      ],
    },
  ];
}

export const importLoad: Measurement = {
  name: "import",
  run: () => importLoadTables(),
};

if (import.meta.main) {
  const tables = await importLoadTables();
  console.log(tables.map(formatTable).join("\n\n"));
}
