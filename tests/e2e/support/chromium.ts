// Debian's Chromium driven by playwright-core: one launch recipe for the browser tests, the screenshot and
// the bench. The project never downloads a browser; scripts/ensure-chromium.sh installs Debian's package.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { type Browser, chromium } from "playwright-core";
import { projectRoot } from "./built-site.ts";

export const chromiumPath = "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-quic",
  "--no-first-run",
  "--disable-sync",
];

/** Installs Debian's chromium when it is missing (needs root or sudo); quiet when it is there. */
export function ensureChromium(): void {
  const script = path.join(projectRoot, "scripts/ensure-chromium.sh");
  const result = spawnSync("bash", [script], { stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) throw new Error(`scripts/ensure-chromium.sh failed (exit ${result.status}).`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, timeout: 60_000 });
}
