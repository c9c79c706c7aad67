// Run as a child process by the outbox test: stores one lead in the PGlite database under argv[2], says
// "committed" and waits to be killed, so its e-mails are in the outbox but never delivered by it.
import { openDatabase } from "../../../db/client.server.ts";
import { storeLead } from "../submit/store-lead.server.ts";
import { leadInput, person, submissionOf } from "./lead-fixtures.ts";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: store-then-hang.ts <dataDir>");
const connection = await openDatabase({ dataDir });
const outcome = await storeLead(
  connection.db,
  leadInput(submissionOf("site-contact", { ...person, remark: "Killed before delivery", privacy: "on" })),
);
process.stdout.write(`committed ${outcome.kind}\n`);
setInterval(() => {}, 60_000);
