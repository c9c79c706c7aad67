// Vitest global setup of the "db" project: one PostgreSQL cluster for the whole run, its URL provided to
// the test files, and the databases every test starts from, migrated and seeded once (database-templates.ts;
// each file then makes its own databases from them, see databases.ts).
import type { TestProject } from "vitest/node";
import { type DatabaseTemplates, prepareDatabaseTemplates } from "./database-templates.ts";
import { startPostgresCluster } from "./postgres-cluster.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    databaseTemplates: DatabaseTemplates;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  try {
    const started = performance.now();
    const { templates, remove } = await prepareDatabaseTemplates(cluster.url);
    console.info(`test databases migrated and seeded once in ${Math.round(performance.now() - started)} ms`);
    project.provide("postgresAdminUrl", cluster.url);
    project.provide("databaseTemplates", templates);
    return async () => {
      cluster.stop();
      await remove();
    };
  } catch (error) {
    cluster.stop();
    throw error;
  }
}
