// What a host or a load balancer asks the site (ADR 0020): `/healthz`, is the process alive and serving;
// `/readyz`, can it serve pages now: the database answers and has every migration this build ships. Both
// answer before the request gate (a probe may use any Host), never cached, with no personal data.
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../app/db/client.server.ts";
import { rawRows } from "../app/db/raw-rows.server.ts";

export const HEALTH_PATHS = new Set(["/healthz", "/readyz"]);

/** A probe that hangs is as bad as a failed one: the database has this long to answer. */
const READY_TIMEOUT_MS = 2_000;

const JournalSchema = z.object({ entries: z.array(z.object({ when: z.number() })) });

/** When the newest migration of this build was made (drizzle's journal, stored with each applied one). */
export function newestMigrationOf(migrationsFolder: string): number {
  const journal = JournalSchema.parse(
    JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")),
  );
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

export type Readiness =
  { ready: true } | { ready: false; reason: "database-unreachable" | "migrations-pending" | "shutting-down" };

export async function readiness(db: Database, newestMigration: number): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), READY_TIMEOUT_MS);
  });
  try {
    const applied = await Promise.race([
      rawRows(db, sql`select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`),
      timeout,
    ]);
    if (applied === "timeout") return { ready: false, reason: "database-unreachable" };
    const newest = Number(applied[0]?.newest ?? 0);
    return newest >= newestMigration ? { ready: true } : { ready: false, reason: "migrations-pending" };
  } catch {
    return { ready: false, reason: "database-unreachable" };
  } finally {
    clearTimeout(timer);
  }
}

export type HealthContext = {
  db: Database;
  newestMigration: number;
  /** True once SIGTERM arrived: the server finishes what it has and takes nothing new. */
  draining: () => boolean;
};

export async function serveHealth(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  ctx: HealthContext,
): Promise<void> {
  let status = 200;
  let body: Record<string, string> = { status: "ok" };
  if (pathname === "/readyz") {
    const state: Readiness = ctx.draining()
      ? { ready: false, reason: "shutting-down" }
      : await readiness(ctx.db, ctx.newestMigration);
    if (!state.ready) {
      status = 503;
      body = { status: "unavailable", reason: state.reason };
    }
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(req.method === "HEAD" ? undefined : text);
}
