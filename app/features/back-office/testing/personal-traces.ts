// What a privacy test looks for after an erasure: any row of any table whose text still holds a trace of
// the person (their address, name or an id of theirs), on PGlite and PostgreSQL alike.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client.server.ts";
import { rawRows } from "../../../db/raw-rows.server.ts";

/** Every table's rows whose text contains `needle` (case-insensitive), as `table: count`. */
export async function tablesHolding(db: Database, needle: string): Promise<Record<string, number>> {
  const tables = z
    .array(z.object({ table_name: z.string() }))
    .parse(
      await rawRows(
        db,
        sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      ),
    );
  const found: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [counted] = z
      .array(z.object({ n: z.number() }))
      .parse(
        await rawRows(
          db,
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} t WHERE lower(t::text) LIKE ${`%${needle.toLowerCase()}%`}`,
        ),
      );
    if (counted && counted.n > 0) found[table] = counted.n;
  }
  return found;
}
