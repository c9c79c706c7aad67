// Vitest global setup of the "db" project: one PostgreSQL cluster for the whole run, its URL provided to
// the test files (each file then makes its own database, see databases.ts).
import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "./postgres-cluster.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startPostgresCluster();
  project.provide("postgresAdminUrl", cluster.url);
  return () => cluster.stop();
}
