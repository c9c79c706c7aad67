// The lead forms under load (issue 6): 200 visitors send the contact form at the same moment, each from
// an address of its own (127.0.0.x, so the per-address rate limits do not merge them), through HTTP to
// the production build. Every submission must be stored with its two e-mails in the outbox, 0 errors.
//   npm exec -- node scripts/bench/lead-load.ts       (or BENCH_ONLY=leads npm run bench)
//   LEAD_LOAD_VISITORS=200
import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import { count, eq } from "drizzle-orm";
import { openDatabase } from "../../app/db/client.server.ts";
import { leads, outboxMessages } from "../../app/db/schema/leads.ts";
import { ensureBuild, startBuiltSite } from "../../tests/e2e/support/built-site.ts";
import type { BenchTable, Measurement } from "./measurement.ts";
import { formatTable } from "./table.ts";

const visitors = Number(process.env.LEAD_LOAD_VISITORS ?? 200);

type Answer = { status: number; location: string; body: string; cookie: string; ms: number };

/** One HTTP request from a chosen loopback address. */
function send(
  url: string,
  from: string,
  method: "GET" | "POST",
  body?: string,
  cookie?: string,
): Promise<Answer> {
  const started = performance.now();
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        localAddress: from,
        headers: {
          "Accept-Language": "en",
          ...(cookie ? { Cookie: cookie } : {}),
          ...(body === undefined
            ? {}
            : {
                Origin: target.origin,
                "Content-Type": "application/x-www-form-urlencoded",
                "Content-Length": Buffer.byteLength(body),
              }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            location: String(res.headers.location ?? ""),
            body: Buffer.concat(chunks).toString("utf8"),
            cookie: /lead_client=[^;]+/.exec(String(res.headers["set-cookie"] ?? ""))?.[0] ?? "",
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * The ticket of a rendered form, its client cookie, and the answer to its proof of work found by the
 * search a browser does (docs/decisions/0009-form-challenge.md); the search is not part of the timing.
 */
function solveForm(page: Answer): { ticket: string; work: string; cookie: string } {
  const ticket = /name="_ticket" value="([^"]+)"/.exec(page.body)?.[1];
  const salt = /data-salt="([^"]+)"/.exec(page.body)?.[1];
  const hash = /data-hash="([^"]+)"/.exec(page.body)?.[1];
  const max = Number(/data-max="(\d+)"/.exec(page.body)?.[1] ?? 0);
  if (!ticket || salt === undefined || !hash) throw new Error("The contact page has no form ticket or work");
  for (let number = 0; number < max; number += 1) {
    if (createHash("sha256").update(`${salt}${number}`).digest("hex") === hash)
      return { ticket, work: String(number), cookie: page.cookie };
  }
  throw new Error("The contact page's work has no answer");
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function run(): Promise<BenchTable[]> {
  await ensureBuild();
  const site = await startBuiltSite({ output: "ignore" });
  const addresses = Array.from(
    { length: visitors },
    (_, i) => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`,
  );
  const page = `${site.url}/en/contact/`;
  try {
    const forms = await Promise.all(addresses.map(async (from) => solveForm(await send(page, from, "GET"))));
    // The time trap: a person takes a few seconds to fill in a form.
    await new Promise((resolve) => setTimeout(resolve, 3_200));
    const started = performance.now();
    const answers = await Promise.all(
      addresses.map((from, i) => {
        const form = forms[i];
        const fields = new URLSearchParams({
          _form: "site-contact",
          _ticket: form?.ticket ?? "",
          homepage: "",
          work: form?.work ?? "",
          title: "ms",
          firstName: "Visitor",
          lastName: `Number ${i + 1}`,
          email: `visitor${i + 1}@example.be`,
          phone: "0475 12 34 56",
          remark: `Load run, visitor ${i + 1}`,
          privacy: "on",
          utm_source: "bench",
        });
        return send(page, from, "POST", fields.toString(), form?.cookie);
      }),
    );
    const elapsed = performance.now() - started;
    const accepted = answers.filter(
      (a) => a.status === 303 && a.location.endsWith("/en/thank-you/site-contact/"),
    );
    const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);

    // Count what was stored once the server has stopped (the embedded database is the server's alone).
    site.process.kill("SIGTERM");
    await new Promise((resolve) => site.process.once("exit", resolve));
    const connection = await openDatabase({ dataDir: `${site.dataDir}/db` });
    let stored = 0;
    let messages = 0;
    try {
      const [leadRows] = await connection.db
        .select({ value: count() })
        .from(leads)
        .where(eq(leads.form, "site-contact"));
      const [messageRows] = await connection.db.select({ value: count() }).from(outboxMessages);
      stored = leadRows?.value ?? 0;
      messages = messageRows?.value ?? 0;
    } finally {
      await connection.close();
    }
    return [
      {
        title: `Lead forms: ${visitors} concurrent contact requests`,
        columns: [
          "submissions",
          "303 to thank-you",
          "errors",
          "leads stored",
          "e-mails in outbox",
          "p50 ms",
          "p95 ms",
          "max ms",
          "wall s",
        ],
        rows: [
          [
            visitors,
            accepted.length,
            visitors - accepted.length,
            stored,
            messages,
            Math.round(percentile(latencies, 50)),
            Math.round(percentile(latencies, 95)),
            Math.round(latencies.at(-1) ?? 0),
            Number((elapsed / 1000).toFixed(2)),
          ],
        ],
        notes: [
          "Production build, embedded PGlite, demo data; each visitor from its own 127.0.x.y address.",
          "Each submission: origin check, ticket, time trap, proof of work (found before the timing starts), client cookie, Zod, one transaction.",
        ],
      },
    ];
  } finally {
    await site.stop();
  }
}

export const leadSubmissions: Measurement = { name: "leads", run };

if (import.meta.main) {
  for (const table of await run()) console.log(`${formatTable(table)}\n`);
}
