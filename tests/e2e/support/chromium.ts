// Debian's Chromium driven by playwright-core: one launch recipe for the browser tests and the screenshot.
// The project never downloads a browser; scripts/ensure-debian-package.sh installs Debian's package.
// They run Debian's headless shell, the same Chromium build without the desktop browser around it: a page
// load costs it less than half the time and CPU of the full browser in headless mode (ADR 0030). Lighthouse
// keeps the full browser (`ensureFullChromium`), as a visitor's Chrome is what it measures.
import { ensureDebianPackage } from "../../support/debian-package.ts";
import { type Browser, chromium } from "playwright-core";

const headlessShellPath = "/usr/bin/chromium-headless-shell";

export const fullChromiumPath = "/usr/bin/chromium";

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-quic",
  "--no-first-run",
  "--disable-sync",
];

/** Installs Debian's headless shell when it is missing (needs root or sudo); quiet when it is there. */
export function ensureChromium(): void {
  ensureDebianPackage(headlessShellPath, ["chromium-headless-shell", "fonts-dejavu-core"]);
}

/** Installs Debian's full Chromium, which Lighthouse drives, when it is missing. */
export function ensureFullChromium(): void {
  ensureDebianPackage(fullChromiumPath, ["chromium", "fonts-dejavu-core"]);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: headlessShellPath, args: chromiumArgs, timeout: 60_000 });
}
