// Run by embedded-first-start.ts as a process of its own: makes the embedded database at the directory
// given (PGlite's initdb and the migrations), writes the demo data with the demo accounts, and exits, so that
// the memory this took is given back to the system with the process.
//   node server/first-start-seed.ts DIR
import { openDatabase } from "../app/db/client.server.ts";
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
} finally {
  await connection.close();
}
