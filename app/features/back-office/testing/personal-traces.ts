// What a privacy test looks for after an erasure: any row of any table whose text still holds a trace of
// the person (their address, name or an id of theirs), on PGlite and PostgreSQL alike.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client.server.ts";

/** The rows of a raw query, as PGlite (`{ rows }`) and postgres.js (an array) return them. */
function rowsOf<T extends z.ZodType>(result: unknown, row: T): z.infer<T>[] {
  const parsed = z.union([z.array(row), z.object({ rows: z.array(row) })]).parse(result);
  return Array.isArray(parsed) ? parsed : parsed.rows;
}

/** Every table's rows whose text contains `needle` (case-insensitive), as `table: count`. */
export async function tablesHolding(db: Database, needle: string): Promise<Record<string, number>> {
  const tables = rowsOf(
    await db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    ),
    z.object({ table_name: z.string() }),
  );
  const found: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [counted] = rowsOf(
      await db.execute(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} t WHERE lower(t::text) LIKE ${`%${needle.toLowerCase()}%`}`,
      ),
      z.object({ n: z.number() }),
    );
    if (counted && counted.n > 0) found[table] = counted.n;
  }
  return found;
}
