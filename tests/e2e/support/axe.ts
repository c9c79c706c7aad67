// Accessibility checks with axe-core (quality.md: WCAG 2.2 AA, 0 violations on every page type).
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { AxeResults, RunOptions } from "axe-core";
import type { Browser, Page } from "playwright-core";
import { projectRoot } from "./built-site.ts";

declare global {
  interface Window {
    axe?: { run: (context: Document | { exclude: string[][] }, options: RunOptions) => Promise<AxeResults> };
  }
}

export const WCAG_22_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export type AxeViolation = {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** One line per offending element: its CSS selector and what axe says is wrong with it. */
  targets: string[];
};

let axeSource: Promise<string> | undefined;

/**
 * The WCAG 2.2 AA violations axe-core finds on the page as it is now. `exclude` lists CSS selectors of
 * regions that are not ours to fix (a third-party map tile layer, for instance); `alsoRules` names axe's
 * best-practice rules to run besides the WCAG ones (e.g. "region": every text inside a landmark).
 */
export async function axeViolations(
  page: Page,
  options: { exclude?: string[]; alsoRules?: string[] } = {},
): Promise<AxeViolation[]> {
  axeSource ??= readFile(path.join(projectRoot, "node_modules/axe-core/axe.min.js"), "utf8");
  // Evaluated through the DevTools protocol, so the site's Content-Security-Policy does not block it.
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(await axeSource);
  const raw = await page.evaluate(
    async ({ tags, exclude, alsoRules }) => {
      const axe = window.axe;
      if (!axe) throw new Error("axe-core did not load in the page");
      const results = await axe.run(exclude.length ? { exclude: exclude.map((s) => [s]) } : document, {
        runOnly: { type: "tag", values: tags },
        rules: Object.fromEntries(alsoRules.map((rule) => [rule, { enabled: true }])),
        resultTypes: ["violations"],
      });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? "unknown",
        help: violation.help,
        helpUrl: violation.helpUrl,
        targets: violation.nodes.map((node) => {
          const summary = (node.failureSummary ?? "").replace(/\s+/g, " ").trim();
          return `${node.target.join(" ")} — ${summary.slice(0, 300)}`;
        }),
      }));
    },
    { tags: WCAG_22_AA_TAGS, exclude: options.exclude ?? [], alsoRules: options.alsoRules ?? [] },
  );
  return raw;
}

/**
 * axe on the page as a browser without JavaScript shows it. axe itself needs scripts (its checks wait on
 * timers, which never fire in a page with JavaScript switched off), so the page's HTML, its own scripts
 * taken out and its <noscript> contents shown, becomes the document of a page that runs scripts: one per
 * browser, moved to the page's origin when needed, with axe loaded once there, its address set to the
 * page's so that stylesheets and images resolve as they did. Loading axe into a fresh page for every check
 * cost about 3 s of a two-core machine.
 */
export async function axeViolationsWithoutJavaScript(
  page: Page,
  options: { exclude?: string[]; alsoRules?: string[] } = {},
): Promise<AxeViolation[]> {
  const html = (await page.content())
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<(\/?)noscript\b/gi, "<$1div");
  const target = page.url();
  const copy = await scriptedCopyPage(page, new URL(target).origin);
  const viewport = page.viewportSize();
  if (viewport) await copy.setViewportSize(viewport);
  await copy.evaluate(
    async ({ html, target }) => {
      history.replaceState(null, "", target);
      const parsed = new DOMParser().parseFromString(html, "text/html");
      document.replaceChild(document.adoptNode(parsed.documentElement), document.documentElement);
      const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      await Promise.all(
        stylesheets
          .filter((link) => link.sheet === null)
          .map(
            (link) =>
              new Promise((loaded) => {
                link.addEventListener("load", loaded, { once: true });
                link.addEventListener("error", loaded, { once: true });
              }),
          ),
      );
      await document.fonts.ready;
      await new Promise((drawn) => requestAnimationFrame(drawn));
    },
    { html, target },
  );
  if ((await copy.locator("main").innerText()).trim() === "") throw new Error(`${target}: empty copy`);
  return await axeViolations(copy, options);
}

const copyPages = new WeakMap<Browser, Promise<Page>>();

/** The browser's page for scripted copies, at `origin` (a blank document of its own there on first use). */
async function scriptedCopyPage(page: Page, origin: string): Promise<Page> {
  const browser = page.context().browser();
  if (!browser) throw new Error("The page has no browser");
  let opened = copyPages.get(browser);
  if (!opened) {
    opened = browser.newContext().then((context) => context.newPage());
    copyPages.set(browser, opened);
  }
  const copy = await opened;
  if (new URL(copy.url()).origin !== origin) {
    const blank = `${origin}/axe-copy-of-a-page`;
    await copy.route(blank, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html; charset=utf-8",
        body: "<!doctype html><title></title>",
      }),
    );
    await copy.goto(blank);
    await copy.unroute(blank);
  }
  return copy;
}

/** A readable multi-line report of violations, for assertion messages. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n  ${v.targets.join("\n  ")}`)
    .join("\n");
}
