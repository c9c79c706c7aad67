// Pages of the running site in Chromium. The browser starts once per test file, on first use, and closes
// after the file (per-file-setup.ts); every page gets its own context, so cookies, storage, language and
// the JavaScript switch never leak from one journey to the next. When a test ends, a context it opened
// with one page is emptied (cookies, storage, routes, listeners, emulated media; the page at about:blank)
// and kept for a later openPage of the same JavaScript switch and locale: a fresh context costs Chromium a
// new renderer process, about half a second of CPU here, and a cold cache (ADR 0022). Any other context
// closes when its test ends; pages opened before the file's first test (in beforeAll, shared by its
// tests) stay open until the file ends.
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
  Response,
} from "playwright-core";
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
  /**
   * Move the pointer and wait until React has hydrated the page before returning (default true when
   * JavaScript is on); false leaves the page as loaded, its code not yet asked for (ADR 0037).
   */
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
/** Emptied pages of finished tests, each alone in its context, by JavaScript switch and locale. */
const idlePages = new Map<string, Page[]>();
/** The JavaScript switch and locale each context of openPage was made with. */
const kinds = new WeakMap<BrowserContext, string>();
/** At most this many emptied pages are kept of each kind. */
const IDLE_PAGES_PER_KIND = 2;
const PAGE_EVENTS = [
  "console",
  "dialog",
  "download",
  "filechooser",
  "framenavigated",
  "load",
  "domcontentloaded",
  "pageerror",
  "popup",
  "request",
  "requestfailed",
  "requestfinished",
  "response",
  "websocket",
  "worker",
] as const;
const CONTEXT_EVENTS = [
  "console",
  "dialog",
  "page",
  "request",
  "requestfailed",
  "requestfinished",
  "response",
  "weberror",
] as const;
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
  const locale = options.locale ?? "nl-BE";
  const viewport = { width: options.width ?? 1280, height: options.height ?? 800 };
  const kind = `${javaScriptEnabled} ${locale}`;
  // A journey that records its page's requests from the start gets a fresh context: an emptied page may
  // take a file it loaded before from the renderer's memory, which makes no request. So does one that looks
  // at a page before its code runs: an emptied page keeps the pointer where the last journey left it, and
  // Chromium moves it again over the new document (a pointermove at load), which asks for the code. Such a
  // context is closed, not kept, when its test ends: what was set up in it stays with its page.
  const beforeCode = javaScriptEnabled && options.waitForHydration === false;
  const reuse = testContexts !== null && options.beforeNavigation === undefined && !beforeCode;
  const kept = reuse ? idlePages.get(kind)?.pop() : undefined;
  let page: Page;
  if (kept) {
    page = kept;
    await page.setViewportSize(viewport);
    if (options.storageState !== undefined) await page.context().setStorageState(options.storageState);
  } else {
    const created = await (
      await currentBrowser()
    ).newContext({
      viewport,
      javaScriptEnabled,
      locale,
      timezoneId: "Europe/Brussels",
      storageState: options.storageState,
    });
    // A bound on waiting, not a measure: on a loaded two-core machine a page's first load (images drawn on
    // demand) took up to 27 s while other tests ran, and no journey depends on timing (ADR 0022).
    created.setDefaultTimeout(BROWSER_WAIT_MS);
    created.once("close", () => testContexts?.delete(created));
    if (reuse) kinds.set(created, kind);
    page = await created.newPage();
    if (beforeCode) await page.addInitScript(holdBackPointerMovesAtOrigin);
  }
  const context = page.context();
  testContexts?.add(context);
  const consentCookie = options.consentCookie === undefined ? "v1.00000" : options.consentCookie;
  if (consentCookie !== null) {
    await context.addCookies([{ name: "consent", value: consentCookie, url: siteUrl(path) }]);
  }
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

/**
 * Runs in a page before its own scripts. Chromium may move a pointer nobody moved over a page as it loads,
 * at (0, 0): whether and when a browser sends pointer moves to a loading page is not defined, and it
 * happens here in about one load of three. To the page that is a visitor's first move, which asks for its
 * code (ADR 0037), so a journey about the page before its code could not tell the page's doing from the
 * browser's. The journeys' own moves never go to (0, 0) (waitForHydration moves to (1, 1)).
 */
function holdBackPointerMovesAtOrigin(): void {
  for (const type of ["pointermove", "mousemove"]) {
    addEventListener(
      type,
      (event) => {
        if (event instanceof MouseEvent && event.clientX === 0 && event.clientY === 0) {
          event.stopImmediatePropagation();
        }
      },
      { capture: true },
    );
  }
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

/** In the page: whether React has attached its fiber to <body>, i.e. hydrated the document. */
export const isHydrated = () => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$"));

/**
 * Scrolls to an element and resolves once its box has been the same for three looks 50 ms apart (five
 * seconds at most), read from outside the page, so it works on a page without JavaScript too. Cards and
 * sections with `content-visibility: auto` take their real height only once near the screen, a frame or two
 * after the scroll, and move what follows them: Playwright's own wait for a still element (two frames) can
 * pass before that on a loaded machine, and its click then lands where the element was (a list's last row
 * of cards moved its paging links by 23 px).
 */
export async function settledBox(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  let last = "";
  let same = 0;
  for (let look = 0; look < 100 && same < 3; look++) {
    const now = JSON.stringify(await locator.boundingBox());
    same = now === last ? same + 1 : 0;
    last = now;
    if (same < 3) await locator.page().waitForTimeout(50);
  }
}

/** Clicks an element once the layout around it has settled after scrolling to it (`settledBox`). */
export async function clickWhenSettled(locator: Locator): Promise<void> {
  await settledBox(locator);
  await locator.click();
}

/**
 * Moves the pointer over the page, as a visitor does, and resolves once React has hydrated the document:
 * React has attached its fiber to <body> and the main thread has gone idle (hydration renders in yielding
 * slices, so idleness means it committed). A public page's code loads at the visitor's first interaction
 * (ADR 0037); two moves, so that the pointer moves even where it already was.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await page.waitForFunction(isHydrated, null, { timeout: BROWSER_WAIT_MS });
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })),
  );
}

/** From now on openPage's contexts belong to the test that starts (before each test, per-file-setup.ts). */
export function startTestPages(): void {
  testContexts = new Set();
}

/**
 * After each test (per-file-setup.ts): the contexts the test opened and left open are emptied and kept
 * for later tests when they hold one page and fewer than IDLE_PAGES_PER_KIND of their kind wait; the
 * others close.
 */
export async function closeTestPages(): Promise<void> {
  const contexts = [...(testContexts ?? [])];
  testContexts = null;
  await Promise.all(
    contexts.map(async (context) => {
      const kind = kinds.get(context);
      const [page, ...others] = context.pages();
      const idle = kind === undefined ? undefined : idlePagesOf(kind);
      if (idle && page && others.length === 0 && idle.length < IDLE_PAGES_PER_KIND) {
        idle.push(page);
        try {
          await empty(page);
          return;
        } catch {
          idle.splice(idle.indexOf(page), 1);
        }
      }
      await context.close();
    }),
  );
}

function idlePagesOf(kind: string): Page[] {
  const idle = idlePages.get(kind) ?? [];
  idlePages.set(kind, idle);
  return idle;
}

/**
 * Leaves nothing of a finished test in its page and context: no listener, route, emulated media, cookie,
 * local storage, IndexedDB or permission; the page at about:blank. The HTTP cache stays, as a returning
 * visitor's would (pages are never cached by the browser: they carry no validator or lifetime).
 */
async function empty(page: Page): Promise<void> {
  const context = page.context();
  // Only the events a journey listens to: Playwright itself waits on "close" of both.
  for (const event of PAGE_EVENTS) page.removeAllListeners(event);
  for (const event of CONTEXT_EVENTS) context.removeAllListeners(event);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
  await page.goto("about:blank");
  await context.setStorageState({ cookies: [], origins: [] });
  await context.clearPermissions();
}

/** Closes the browser of this test file, and with it every page and context. */
export async function closeBrowser(): Promise<void> {
  idlePages.clear();
  if (!browser) return;
  const open = browser;
  browser = undefined;
  await (await open).close();
}
