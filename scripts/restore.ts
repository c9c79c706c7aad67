// `npm run restore FILE`: brings back a backup made by `npm run backup` into the configured database
// (ADR 0020). Stop the site first; start it again afterwards.
import path from "node:path";
import { parseEnv } from "../server/env.ts";
import { type BackupTarget, restoreDatabase } from "./database-backup.ts";

const file = process.argv[2];
if (!file) {
  console.error("usage: npm run restore FILE");
  process.exit(2);
}
const env = parseEnv(process.env);
const dataDir = path.join(env.dataDir, "db");
const target: BackupTarget = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir };
try {
  await restoreDatabase(target, file);
  console.log(
    `restore: ${path.resolve(file)} is back in ${env.DATABASE_URL ? "the PostgreSQL database" : dataDir}`,
  );
} catch (error) {
  console.error(`restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
