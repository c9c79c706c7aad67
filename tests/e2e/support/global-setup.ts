// Global setup of the vitest project "e2e": Chromium present, the site built, started once on a fresh
// DATA_DIR and stopped (its data directory kept as the seeded copy every later site starts from), then
// started for the whole run on a free loopback port, its media cache the pool of drawn images the other
// sites share; stopped and the data removed at the end.
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { TestProject } from "vitest/node";
import {
  AGED_FORM_TICKETS,
  ensureBuild,
  SEEDED_DATA_DIR_VARIABLE,
  seededDataDir,
  startBuiltSite,
} from "./built-site.ts";
import { ensureChromium } from "./chromium.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Base URL of the built site under test, e.g. http://127.0.0.1:41234 */
    e2eBaseUrl: string;
    /** The seeded data directory later sites start on a copy of (built-site.ts). */
    e2eSeededDataDir: string;
    /** The drawn images the sites of the run share (MEDIA_POOL_VARIABLE, built-site.ts). */
    e2eMediaPool: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureChromium();
  await ensureBuild();
  const startedAt = Date.now();
  const seeded = await seededDataDir();
  const seededAt = Date.now();
  console.log(
    `e2e: a fresh site created, migrated and seeded in ${((seededAt - startedAt) / 1000).toFixed(1)} s`,
  );
  const site = await startBuiltSite({
    env: { ...AGED_FORM_TICKETS, [SEEDED_DATA_DIR_VARIABLE]: seeded },
    output: "inherit",
  });
  console.log(`e2e: site answering at ${site.url} after ${((Date.now() - seededAt) / 1000).toFixed(1)} s`);
  project.provide("e2eBaseUrl", site.url);
  project.provide("e2eSeededDataDir", seeded);
  const mediaPool = path.join(site.dataDir, "media-cache");
  await mkdir(mediaPool, { recursive: true });
  project.provide("e2eMediaPool", mediaPool);
  return async () => {
    await site.stop();
    await rm(seeded, { recursive: true, force: true });
  };
}
