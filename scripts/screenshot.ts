// Takes the README's screenshot: the home page at 1280×800 in Debian's Chromium, saved to
// docs/screenshot.png. Without arguments it starts the production build with fresh demo data (so the
// picture is the same on every machine); give a base URL to shoot a site that is already running.
//   npm exec -- node scripts/screenshot.ts [baseUrl] [path]
import path from "node:path";
import {
  ensureBuild,
  projectRoot,
  type RunningSite,
  startBuiltSite,
} from "../tests/e2e/support/built-site.ts";
import { ensureChromium, launchChromium } from "../tests/e2e/support/chromium.ts";

const [givenUrl, pagePath = "/"] = process.argv.slice(2);
const output = path.join(projectRoot, "docs/screenshot.png");

ensureChromium();
let site: RunningSite | undefined;
if (!givenUrl) {
  await ensureBuild();
  site = await startBuiltSite({ output: "inherit" });
}
const baseUrl = givenUrl ?? site?.url ?? "";
const browser = await launchChromium();
try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: "nl-BE",
    timezoneId: "Europe/Brussels",
  });
  const page = await context.newPage();
  const response = await page.goto(new URL(pagePath, baseUrl).href, {
    waitUntil: "networkidle",
    timeout: 60_000,
  });
  if (!response?.ok()) throw new Error(`${pagePath} answered ${response?.status() ?? "nothing"}`);
  // Lazy images above the fold and web fonts must be in the picture.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter(
      (image) => !image.complete && image.getBoundingClientRect().top < window.innerHeight,
    );
    const loaded = Promise.all(
      pending.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener("load", resolve);
            image.addEventListener("error", resolve);
          }),
      ),
    );
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  });
  await page.screenshot({ path: output, fullPage: false });
  console.log(
    `screenshot: ${path.relative(projectRoot, output)} (1280×800) of ${new URL(pagePath, baseUrl).href}`,
  );
} finally {
  await browser.close();
  await site?.stop();
}
