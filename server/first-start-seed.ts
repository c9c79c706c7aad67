// Run by embedded-first-start.ts as a process of its own: makes the embedded database at the directory
// given (PGlite's initdb and the migrations), writes the demo data with the demo accounts, vacuums and
// analyzes it as a server's autovacuum would after a bulk load (app/db/embedded-upkeep.server.ts), and exits,
// so that the memory this took is given back to the system with the process.
//   node server/first-start-seed.ts DIR
import { openDatabase } from "../app/db/client.server.ts";
import { vacuumAndAnalyze } from "../app/db/embedded-upkeep.server.ts";
import { seedDemoDataIfEmpty } from "../app/db/seed/seed.server.ts";
import { insertDemoAccounts } from "../app/features/accounts/demo-accounts.server.ts";

const [dir] = process.argv.slice(2);
if (!dir) {
  console.error("usage: node server/first-start-seed.ts DIR");
  process.exit(2);
}
const connection = await openDatabase({ dataDir: dir });
try {
  await seedDemoDataIfEmpty(connection.db, { afterListings: insertDemoAccounts });
  await vacuumAndAnalyze(connection.db);
} finally {
  await connection.close();
}
