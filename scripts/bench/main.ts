// `npm run bench`: starts the production build on a free loopback port with a fresh DATA_DIR (embedded
// database, demo data), runs every measurement of measurements.ts, prints the figures as tables and
// writes them to bench-results.json. It reports figures and never asserts; every run is bounded in time.
//   BENCH_SECONDS=10     seconds per load run
//   BENCH_CONNECTIONS=50 concurrent connections per load run
//   BENCH_ONLY=render    run only the named measurements (comma-separated), e.g. BENCH_ONLY=memory
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ensureBuild, projectRoot, startBuiltSite } from "../../tests/e2e/support/built-site.ts";
import { ensureFullChromium } from "../../tests/e2e/support/chromium.ts";
import type { BenchTable, PageFindings } from "./measurement.ts";
import { measurements } from "./measurements.ts";
import { benchPages } from "./pages.ts";
import { formatTable } from "./table.ts";

const seconds = positiveNumber("BENCH_SECONDS", 10);
const connections = positiveNumber("BENCH_CONNECTIONS", 50);
const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim());
const selected = measurements.filter((m) => !only || only.includes(m.name));

function positiveNumber(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

// Lighthouse drives Debian's full Chromium.
if (selected.some((m) => m.name === "lighthouse")) ensureFullChromium();
await ensureBuild();
const scratchDir = await mkdtemp(path.join(os.tmpdir(), "immo-bench-"));
const startedAt = new Date();
console.log("bench: starting the production build with a fresh data directory…");
const site = await startBuiltSite({ output: "inherit" });
console.log(
  `bench: site answering at ${site.url} after ${((Date.now() - startedAt.getTime()) / 1000).toFixed(1)} s`,
);

const cleanUp = async () => {
  await site.stop();
  await rm(scratchDir, { recursive: true, force: true });
};
process.once("SIGINT", () => void cleanUp().finally(() => process.exit(130)));
process.once("SIGTERM", () => void cleanUp().finally(() => process.exit(143)));

const tables: BenchTable[] = [];
const findings = new Map<string, PageFindings>();
let failures = 0;
try {
  const { pages, notes } = await benchPages(site.url);
  for (const note of notes) console.log(`bench: ${note}`);
  for (const measurement of selected) {
    console.log(`bench: measuring ${measurement.name}…`);
    try {
      tables.push(...(await measurement.run({ site, pages, seconds, connections, scratchDir, findings })));
    } catch (error) {
      failures += 1;
      const message = error instanceof Error ? error.message : String(error);
      tables.push({ title: `${measurement.name}: failed`, columns: ["error"], rows: [[message]] });
    }
  }
} finally {
  await cleanUp();
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.versions.node}, ${os.platform()}`;
console.log(`\n# Bench ${startedAt.toISOString()} — ${machine}\n`);
console.log(tables.map(formatTable).join("\n\n"));
const resultsFile = path.join(projectRoot, "bench-results.json");
await writeFile(
  resultsFile,
  JSON.stringify({ startedAt: startedAt.toISOString(), machine, seconds, connections, tables }, null, 2) +
    "\n",
);
console.log(`\nbench: figures written to ${path.relative(process.cwd(), resultsFile) || resultsFile}`);
process.exit(failures > 0 ? 1 : 0);
