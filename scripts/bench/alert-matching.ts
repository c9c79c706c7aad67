// Times the matching of one new listing against the stored search alerts (ADR 0019) on embedded PGlite
// and on a PostgreSQL server: 100,000 confirmed alerts by default, spread over the demo data's towns,
// types, goals, price and bedroom ranges. Each run writes a new listing (the trigger records it) and times
// `matchPropertyChanges`, inside a transaction that is rolled back, so every run sees the same alerts.
// Runs alone (`npm exec -- node scripts/bench/alert-matching.ts`) or in `npm run bench`.
//   BENCH_ALERTS=100000   stored alerts
//   BENCH_ALERT_RUNS=100  timed runs (after 5 warm-up runs)
import { sql } from "drizzle-orm";
import { type DatabaseConnection, openDatabase } from "../../app/db/client.server.ts";
import { rawRows } from "../../app/db/raw-rows.server.ts";
import { seedDemoDataIfEmpty } from "../../app/db/seed/seed.server.ts";
import {
  countAlertsMatching,
  matchPropertyChanges,
} from "../../app/features/search-alerts/alert-matching.server.ts";
import { startPostgresCluster } from "../../tests/support/postgres-cluster.ts";
import type { BenchTable, Cell, Measurement } from "./measurement.ts";
import { formatTable } from "./table.ts";

const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
const RUNS = Number(process.env.BENCH_ALERT_RUNS ?? 100);
const WARM_UP = 5;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

const ms = (value: number) => Math.round(value * 100) / 100;

/** `count` confirmed alerts with varied criteria, written by the database itself (fast on both engines). */
async function storeAlerts(connection: DatabaseConnection, count: number): Promise<void> {
  await connection.db.execute(sql`
    INSERT INTO leads (id, form, submission_key, payload_digest, language, email, payload)
    SELECT md5('lead' || g)::uuid, 'demand-register', 'bench-' || g, '-', 'nl', 'bench' || g || '@example.be', '{}'
    FROM generate_series(1, ${count}) AS g`);
  await connection.db.execute(sql`
    WITH towns AS (
      SELECT array_agg(zip ORDER BY zip) AS zips, array_agg(search_name ORDER BY zip) AS names, count(*)::int AS n
      FROM cities
    )
    INSERT INTO search_alerts (id, lead_id, email, language, goal, type_ids, zips, towns, town_keys,
      min_price, max_price, min_bedrooms, max_bedrooms, min_bathrooms, min_garages, terrace, garden,
      password_hash, frequency, confirmed_at)
    SELECT md5('alert' || g)::uuid, md5('lead' || g)::uuid, 'bench' || g || '@example.be', 'nl',
      CASE WHEN g % 4 = 0 THEN 'rent' ELSE 'buy' END,
      jsonb_build_array(1 + g % 3) || CASE WHEN g % 2 = 0 THEN jsonb_build_array(2) ELSE '[]'::jsonb END,
      CASE WHEN g % 3 <> 0 THEN jsonb_build_array(zips[1 + g % n], zips[1 + (g * 7) % n]) ELSE '[]'::jsonb END,
      CASE WHEN g % 3 = 0 THEN jsonb_build_array(names[1 + g % n]) ELSE '[]'::jsonb END,
      CASE WHEN g % 3 = 0 THEN jsonb_build_array(names[1 + g % n]) ELSE '[]'::jsonb END,
      CASE WHEN g % 2 = 0 THEN 100000 + (g % 10) * 25000 END,
      CASE WHEN g % 5 <> 0 THEN 250000 + (g % 12) * 50000 END,
      NULLIF(g % 4, 0), CASE WHEN g % 7 = 0 THEN 4 END, CASE WHEN g % 11 = 0 THEN 2 END,
      CASE WHEN g % 13 = 0 THEN 1 END, g % 17 = 0, g % 5 = 0,
      '', (ARRAY['instant', 'daily', 'weekly'])[1 + g % 3], now() - interval '1 day'
    FROM generate_series(1, ${count}) AS g, towns`);
  await connection.db.execute(sql`ANALYZE search_alerts`);
}

async function sampleListings(connection: DatabaseConnection): Promise<number[]> {
  const rows = await rawRows(
    connection.db,
    sql`SELECT id FROM properties WHERE goal = 0 AND type_id IN (1, 2) ORDER BY id LIMIT ${RUNS + WARM_UP}`,
  );
  return rows.map((row) => Number(row.id));
}

class Rollback extends Error {}

/** Writes a copy of `sourceId` as a new listing, times the matching of its change, and rolls back. */
async function timeOneMatch(connection: DatabaseConnection, sourceId: number, newId: number) {
  let elapsed = 0;
  let matched = 0;
  await connection.db
    .transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO properties
        SELECT (jsonb_populate_record(NULL::properties, to_jsonb(p) || jsonb_build_object('id', ${newId}::int))).*
        FROM properties p WHERE p.id = ${sourceId}`);
      const start = performance.now();
      await matchPropertyChanges(tx, new Date());
      elapsed = performance.now() - start;
      const [row] = await rawRows(tx, sql`SELECT count(*)::int AS count FROM alert_matches`);
      matched = Number(row?.count ?? 0);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return { elapsed, matched };
}

async function measureBackend(open: () => Promise<DatabaseConnection>, log: (text: string) => void) {
  const connection = await open();
  try {
    await seedDemoDataIfEmpty(connection.db);
    log(`alert-matching: ${connection.kind}: storing ${ALERTS} alerts…`);
    await storeAlerts(connection, ALERTS);
    const sources = await sampleListings(connection);
    const times: number[] = [];
    const matches: number[] = [];
    const counts: number[] = [];
    for (const [index, sourceId] of sources.entries()) {
      const { elapsed, matched } = await timeOneMatch(connection, sourceId, 90_000_000 + index);
      const start = performance.now();
      await countAlertsMatching(connection.db, sourceId);
      const counted = performance.now() - start;
      if (index < WARM_UP) continue;
      times.push(elapsed);
      counts.push(counted);
      matches.push(matched);
    }
    times.sort((a, b) => a - b);
    counts.sort((a, b) => a - b);
    matches.sort((a, b) => a - b);
    const row: Cell[] = [
      connection.kind,
      ALERTS,
      times.length,
      percentile(matches, 50),
      ms(percentile(times, 50)),
      ms(percentile(times, 99)),
      ms(percentile(counts, 50)),
    ];
    return row;
  } finally {
    await connection.close();
  }
}

export async function alertMatchingTables(log: (text: string) => void = console.log): Promise<BenchTable[]> {
  const rows: Cell[][] = [];
  rows.push(await measureBackend(() => openDatabase({}), log));
  const cluster = await startPostgresCluster();
  try {
    rows.push(await measureBackend(() => openDatabase({ databaseUrl: cluster.url }), log));
  } finally {
    cluster.stop();
  }
  return [
    {
      title: "Search alerts: matching one new listing against the stored alerts (matchPropertyChanges)",
      columns: [
        "database",
        "alerts",
        "listings",
        "matches p50",
        "match p50 ms",
        "match p99 ms",
        "countAlertsMatching p50 ms",
      ],
      rows,
      notes: [
        `${RUNS} new listings (copies of demo houses and apartments for sale), after ${WARM_UP} warm-up runs; each is written, its change matched and queued, then rolled back.`,
        "The match time covers consuming the change row, finding the matching active alerts through the zip and town GIN indexes, and queuing them.",
      ],
    },
  ];
}

export const alertMatching: Measurement = {
  name: "alert-matching",
  run: () => alertMatchingTables(),
};

if (import.meta.main) {
  const tables = await alertMatchingTables();
  console.log(tables.map(formatTable).join("\n\n"));
}
