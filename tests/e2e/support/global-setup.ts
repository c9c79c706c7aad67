// Global setup of the vitest project "e2e": Chromium present, the site built, then started once for the
// whole run on a free loopback port with a fresh DATA_DIR; stopped and its data removed at the end.
import type { TestProject } from "vitest/node";
import { AGED_FORM_TICKETS, ensureBuild, startBuiltSite } from "./built-site.ts";
import { ensureChromium } from "./chromium.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Base URL of the built site under test, e.g. http://127.0.0.1:41234 */
    e2eBaseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureChromium();
  await ensureBuild();
  const startedAt = Date.now();
  const site = await startBuiltSite({ env: AGED_FORM_TICKETS, output: "inherit" });
  console.log(`e2e: site answering at ${site.url} after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  project.provide("e2eBaseUrl", site.url);
  return site.stop;
}
