// Pages of the running site in Chromium. The browser starts once per test file, on first use, and closes
// after the file (per-file-setup.ts); every page gets its own context, so cookies, language and the
// JavaScript switch never leak from one journey to the next. The contexts a test opens close when it ends
// (a page left open keeps its scripts, timers and memory in the browser for the rest of the file); pages
// opened before the file's first test (in beforeAll, shared by its tests) stay open until the file ends.
import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from "playwright-core";
import { launchChromium } from "./chromium.ts";
import { siteUrl } from "./site-url.ts";

/** How long a page's load, an action or a condition may take before the test fails. */
export const BROWSER_WAIT_MS = 60_000;

export type OpenPageOptions = {
  /** Viewport width in CSS pixels; 1280 by default. The site's breakpoints are 767 / 960 / 1280. */
  width?: number;
  /** Viewport height in CSS pixels; 800 by default. */
  height?: number;
  /** false for the no-JavaScript journeys (plain links and form posts). */
  javaScriptEnabled?: boolean;
  /** Browser locale, sent as Accept-Language too; "nl-BE" by default, the agency's main audience. */
  locale?: string;
  /** Wait until React has hydrated the page before returning (default true when JavaScript is on). */
  waitForHydration?: boolean;
  /**
   * "load" (default) waits for every image of the page; "domcontentloaded" returns as soon as the HTML is
   * parsed, for journeys that do not look at images (photos are rendered on first request, which is slow).
   */
  waitUntil?: "load" | "domcontentloaded";
  /**
   * The visitor's stored cookie choice (the `consent` cookie, app/domain/consent.ts): "v1.00000", a visitor
   * who declined, by default, so the banner does not cover the page a journey is about; null for a visitor
   * who has not chosen yet (the consent journeys).
   */
  consentCookie?: string | null;
  /** Runs on the new page before it navigates, e.g. to record every request it makes from the start. */
  beforeNavigation?: (page: Page) => unknown;
  /** Cookies and storage to start from, e.g. a session saved once with `context.storageState()`. */
  storageState?: BrowserContextOptions["storageState"];
};

let browser: Promise<Browser> | undefined;
/** The contexts the running test opened; null outside a test. */
let testContexts: Set<BrowserContext> | null = null;
const responses = new WeakMap<Page, Response | null>();
const problems = new WeakMap<Page, PageProblems>();

export type PageProblems = {
  /** Exceptions thrown in the page and never caught. */
  uncaught: string[];
  /** Messages written with console.error, including CSP refusals and failed resource loads. */
  console: string[];
};

function currentBrowser(): Promise<Browser> {
  browser ??= launchChromium();
  return browser;
}

/** Opens `path` of the running site in a fresh browser context and returns the loaded page. */
export async function openPage(path: string, options: OpenPageOptions = {}): Promise<Page> {
  const javaScriptEnabled = options.javaScriptEnabled ?? true;
  const context = await (
    await currentBrowser()
  ).newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    javaScriptEnabled,
    locale: options.locale ?? "nl-BE",
    timezoneId: "Europe/Brussels",
    storageState: options.storageState,
  });
  const opened = testContexts;
  opened?.add(context);
  context.once("close", () => opened?.delete(context));
  // A bound on waiting, not a measure: on a loaded two-core machine a page's first load (images drawn on
  // demand) took up to 27 s while other tests ran, and no journey depends on timing (ADR 0022).
  context.setDefaultTimeout(BROWSER_WAIT_MS);
  const consentCookie = options.consentCookie === undefined ? "v1.00000" : options.consentCookie;
  if (consentCookie !== null) {
    await context.addCookies([{ name: "consent", value: consentCookie, url: siteUrl(path) }]);
  }
  const page = await context.newPage();
  const seen: PageProblems = { uncaught: [], console: [] };
  problems.set(page, seen);
  page.on("pageerror", (error) => seen.uncaught.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") seen.console.push(message.text());
  });
  await options.beforeNavigation?.(page);
  const response = await page.goto(siteUrl(path), { waitUntil: options.waitUntil ?? "load" });
  responses.set(page, response);
  if (javaScriptEnabled && (options.waitForHydration ?? true)) await waitForHydration(page);
  return page;
}

/** The HTTP response of the document openPage navigated to (status, headers). */
export function mainResponse(page: Page): Response {
  const response = responses.get(page);
  if (!response)
    throw new Error("This page was not opened with openPage, or its navigation had no response.");
  return response;
}

/** Errors the page reported since openPage: a test can assert there were none. */
export function pageProblems(page: Page): PageProblems {
  return problems.get(page) ?? { uncaught: [], console: [] };
}

/**
 * Resolves once React has hydrated the document: React has attached its fiber to <body> and the main
 * thread has gone idle (hydration renders in yielding slices, so idleness means it committed).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")),
    null,
    { timeout: BROWSER_WAIT_MS },
  );
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })),
  );
}

/** From now on openPage's contexts belong to the test that starts (before each test, per-file-setup.ts). */
export function startTestPages(): void {
  testContexts = new Set();
}

/** Closes the contexts the test that ended opened and left open (after each test, per-file-setup.ts). */
export async function closeTestPages(): Promise<void> {
  const contexts = [...(testContexts ?? [])];
  testContexts = null;
  await Promise.all(contexts.map((context) => context.close()));
}

/** Closes the browser of this test file, and with it every page and context. */
export async function closeBrowser(): Promise<void> {
  if (!browser) return;
  const open = browser;
  browser = undefined;
  await (await open).close();
}
