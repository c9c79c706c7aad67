// An import API key made as the agency's staff make one (`npm run api-key -- create NAME`), on the embedded
// database of a data directory or on a PostgreSQL server.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { nodeBinary, projectRoot } from "./built-site.ts";

export async function apiKeyFromCommand(
  name: string,
  database: { dataDir: string } | { databaseUrl: string },
): Promise<string> {
  const { DATABASE_URL: _server, ...env } = process.env;
  const { stdout } = await promisify(execFile)(nodeBinary(), ["scripts/api-key.ts", "create", name], {
    cwd: projectRoot,
    env:
      "dataDir" in database
        ? { ...env, DATA_DIR: database.dataDir }
        : { ...env, DATABASE_URL: database.databaseUrl },
  });
  const key = stdout.trim().split("\n").at(-1) ?? "";
  if (!/^\S{20,}$/.test(key)) throw new Error(`No key in the command's output: ${stdout}`);
  return key;
}
