// `npm run api-key -- create NAME | list | revoke NAME`: API keys of the import API (ADR 0018), on the
// database the site uses (DATABASE_URL, or the embedded one under DATA_DIR). A created key is printed
// once and never stored; only its hash is.
import path from "node:path";
import { openDatabase } from "../app/db/client.server.ts";
import {
  API_KEY_NAME,
  createApiKey,
  listApiKeys,
  revokeApiKey,
} from "../app/features/import/api-keys.server.ts";
import { parseEnv } from "../server/env.ts";

const [command, name] = process.argv.slice(2);

if (
  !["create", "list", "revoke"].includes(command ?? "") ||
  (command !== "list" && !(name && API_KEY_NAME.test(name)))
) {
  console.error(
    "usage: npm run api-key -- create NAME | list | revoke NAME   (NAME: letters, digits, . _ - and spaces)",
  );
  process.exit(2);
}

const env = parseEnv(process.env);
const connection = await openDatabase(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: path.join(env.dataDir, "db") },
);
let exitCode = 0;
try {
  if (command === "create" && name) {
    const { key } = await createApiKey(connection.db, name);
    console.log(`API key for "${name}" (shown this once; store it in the integration's settings):\n${key}`);
  } else if (command === "revoke" && name) {
    if (await revokeApiKey(connection.db, name)) console.log(`Revoked the key of "${name}".`);
    else {
      console.error(`No live key named "${name}".`);
      exitCode = 1;
    }
  } else {
    for (const key of await listApiKeys(connection.db)) {
      const state = key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : "live";
      const used = key.lastUsedAt ? `last used ${key.lastUsedAt.toISOString()}` : "never used";
      console.log(`${key.name}\t${state}\tcreated ${key.createdAt.toISOString()}\t${used}`);
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  exitCode = 1;
} finally {
  await connection.close();
}
process.exit(exitCode);
