// `npm run import -- FILE.json`: a first bulk load through the import API's own code path (ADR 0018), on
// the database the site uses; then fetches the queued photos. Exit code 1 when any item was rejected.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { openDatabase } from "../app/db/client.server.ts";
import { PHOTO_FETCH_POLICY } from "../app/features/import/guarded-fetch.server.ts";
import { importFile } from "../app/features/import/import-file.server.ts";
import { fetchQueuedPhotos } from "../app/features/import/photo-fetcher.server.ts";
import { parseEnv } from "../server/env.ts";

const [file] = process.argv.slice(2);
if (!file) {
  console.error("usage: npm run import -- FILE.json");
  process.exit(2);
}
let content: unknown;
try {
  content = JSON.parse(await readFile(file, "utf8"));
} catch (error) {
  console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

const env = parseEnv(process.env);
const connection = await openDatabase(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: path.join(env.dataDir, "db") },
);
let exitCode = 0;
try {
  const started = performance.now();
  const summary = await importFile(connection.db, content, (done, total) =>
    console.log(`import: ${done}/${total} listings`),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`import: ${JSON.stringify(summary.outcomes)} in ${seconds.toFixed(1)} s`);
  for (const problem of summary.problems)
    console.error(`import: ${problem.reference}: ${JSON.stringify(problem.body)}`);
  if (summary.problems.length > 0) exitCode = 1;
  const photos = await fetchQueuedPhotos(connection.db, {
    ...PHOTO_FETCH_POLICY,
    allowedTestHost: env.PHOTO_FETCH_TEST_HOST,
  });
  if (photos > 0) console.log(`import: ${photos} photo fetch(es) handled`);
} finally {
  await connection.close();
}
process.exit(exitCode);
