// Rows of a raw SQL statement, whatever the driver: postgres-js answers an array of rows, PGlite an
// object with `rows`. Prefer the query builder; this is for the few statements it cannot express.
import type { SQLWrapper } from "drizzle-orm";
import type { Database } from "./client.server.ts";

function isRowList(value: unknown): value is Record<string, unknown>[] {
  return Array.isArray(value);
}

function hasRows(value: unknown): value is { rows: Record<string, unknown>[] } {
  return typeof value === "object" && value !== null && "rows" in value && isRowList(value.rows);
}

/** The rows of `query`, each a plain object keyed by column name. */
export async function rawRows(
  db: Pick<Database, "execute">,
  query: SQLWrapper | string,
): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query);
  if (isRowList(result)) return [...result];
  if (hasRows(result)) return result.rows;
  throw new Error("Unexpected result shape from the database driver");
}
