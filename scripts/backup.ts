// `npm run backup [FILE]`: a consistent backup of the site's database (ADR 0020). Without FILE it is
// written under DATA_DIR/backups/, named by the time it was taken.
import path from "node:path";
import { parseEnv } from "../server/env.ts";
import { backupDatabase, type BackupTarget } from "./database-backup.ts";

const env = parseEnv(process.env);
const target: BackupTarget = env.DATABASE_URL
  ? { databaseUrl: env.DATABASE_URL }
  : { dataDir: path.join(env.dataDir, "db") };
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file =
  process.argv[2] ??
  path.join(env.dataDir, "backups", `site-${stamp}.${env.DATABASE_URL ? "dump" : "tar.gz"}`);
try {
  await backupDatabase(target, file);
  console.log(`backup: written to ${path.resolve(file)}`);
} catch (error) {
  console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
