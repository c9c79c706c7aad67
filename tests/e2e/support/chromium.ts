// Debian's Chromium driven by playwright-core: one launch recipe for the browser tests, the screenshot and
// the bench. The project never downloads a browser; scripts/ensure-debian-package.sh installs Debian's package.
import { ensureDebianPackage } from "../../support/debian-package.ts";
import { type Browser, chromium } from "playwright-core";

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
  ensureDebianPackage("/usr/bin/chromium", ["chromium", "fonts-dejavu-core"]);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, timeout: 60_000 });
}
