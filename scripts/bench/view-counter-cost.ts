// What counting a property page view costs the request (ADR 0016): `ViewCounter.record` timed in a loop
// for a repeat visitor (known in memory), a new visitor (queued) and a bot. The database is an embedded
// one in memory; `record` never waits for it.
//   npx node scripts/bench/view-counter-cost.ts
import { openDatabase } from "../../app/db/client.server.ts";
import { ViewCounter } from "../../app/features/owner-statistics/view-counter.server.ts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:146.0) Gecko/20100101 Firefox/146.0";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const connection = await openDatabase({});
const views = new ViewCounter(connection.db, { flushEveryMs: 0 });
const at = new Date();
await views.prepare(at);

function microseconds(calls: number, call: (index: number) => void): string {
  for (let index = 0; index < 2_000; index += 1) call(index);
  const start = process.hrtime.bigint();
  for (let index = 0; index < calls; index += 1) call(index);
  return (Number(process.hrtime.bigint() - start) / calls / 1_000).toFixed(2);
}

const repeat = microseconds(200_000, () =>
  views.record({ propertyId: 1, address: "203.0.113.5", userAgent: BROWSER, at }),
);
const bot = microseconds(200_000, () =>
  views.record({ propertyId: 1, address: "203.0.113.5", userAgent: BOT, at }),
);
const fresh = microseconds(15_000, (index) =>
  views.record({
    propertyId: 2,
    address: `10.0.${(index >> 8) & 255}.${index & 255}`,
    userAgent: `${BROWSER} ${index}`,
    at,
  }),
);
console.log(`record, µs per call: repeat visitor ${repeat}, new visitor ${fresh}, bot ${bot}`);
await views.close();
await connection.close();
