// JavaScript (and CSS) a visitor downloads on the first load of each page, and the JavaScript their first
// interaction loads (ADR 0037): every /assets/ file the HTML references, fetched through the site with
// Accept-Encoding: gzip (quality.md: <= 110 KB gzip of JS on first load).
import { CODE_ON_INTERACTION_TYPE } from "../../app/code-on-interaction.ts";
import { fetchRaw } from "./http-bytes.ts";
import type { BenchContext, BenchTable, Cell, Measurement } from "./measurement.ts";

const JS_BUDGET_KB = 110;

/**
 * The /assets/ URLs a page's HTML names: what loads at once (module scripts and their inline imports,
 * preloads, stylesheets), and the modules of React Router's script when the server wrote it to run at the
 * visitor's first interaction (ADR 0037).
 */
export function assetsReferencedBy(html: string): {
  scripts: string[];
  onInteraction: string[];
  styles: string[];
} {
  const scripts = new Set<string>();
  const onInteraction = new Set<string>();
  const styles = new Set<string>();
  for (const tag of html.match(/<(?:link|script)\b[^>]*>/g) ?? []) {
    const href = /\b(?:href|src)="([^"]+)"/.exec(tag)?.[1];
    if (!href?.startsWith("/assets/")) continue;
    if (/\brel="stylesheet"/.test(tag) && href.endsWith(".css")) styles.add(href);
    else if (/\brel="modulepreload"/.test(tag) || /^<script\b/.test(tag)) scripts.add(href);
  }
  // React Router's inline module script imports the entry and route modules by path.
  for (const [, attributes = "", code = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    const into = type === "module" ? scripts : type === CODE_ON_INTERACTION_TYPE ? onInteraction : null;
    if (!into) continue;
    for (const match of code.matchAll(/\bimport\s*(?:[^"'()]*?\bfrom\s*)?\(?\s*"(\/assets\/[^"]+\.js)"/g)) {
      if (match[1]) into.add(match[1]);
    }
  }
  return { scripts: [...scripts], onInteraction: [...onInteraction], styles: [...styles] };
}

// A module's static imports as the bundler writes them: `from"./x.js"`, `import"./x.js"` (not `import(…)`).
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;

/** The /assets/ paths `code`, served at `modulePath`, imports statically. */
export function staticImportsOf(code: string, modulePath: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].flatMap((match) =>
    match[1] ? [new URL(match[1], `http://site${modulePath}`).pathname] : [],
  );
}

type Transfer = { url: string; rawBytes: number; gzipBytes: number; code: string };

async function transferOf(siteUrl: string, assetPath: string): Promise<Transfer> {
  const url = new URL(assetPath, siteUrl).href;
  const [raw, gzip] = await Promise.all([fetchRaw(url, "identity"), fetchRaw(url, "gzip")]);
  if (raw.status !== 200) throw new Error(`${assetPath} answered ${raw.status}`);
  return {
    url: assetPath,
    rawBytes: raw.body.length,
    gzipBytes: gzip.body.length,
    code: raw.body.toString("utf8"),
  };
}

/** Every module in `named` and, through the site, every module they import statically. */
async function modulesFrom(siteUrl: string, named: string[]): Promise<Transfer[]> {
  const loaded = new Map<string, Transfer>();
  let pending = named;
  while (pending.length > 0) {
    const fetched = await Promise.all(pending.map((asset) => transferOf(siteUrl, asset)));
    for (const transfer of fetched) loaded.set(transfer.url, transfer);
    const next = fetched.flatMap((transfer) => staticImportsOf(transfer.code, transfer.url));
    pending = [...new Set(next)].filter((asset) => !loaded.has(asset));
  }
  return [...loaded.values()];
}

/**
 * Every module the page's HTML loads at once: those it names (module scripts, preloads, the inline script's
 * imports) and every module they import statically, however the HTML announces them.
 */
export function scriptsLoadedAtOnce(siteUrl: string, html: string): Promise<Transfer[]> {
  return modulesFrom(siteUrl, assetsReferencedBy(html).scripts);
}

/** Every module loaded by the visitor's first interaction: those loaded at once and the page's code. */
export function scriptsLoadedOnInteraction(siteUrl: string, html: string): Promise<Transfer[]> {
  const { scripts, onInteraction } = assetsReferencedBy(html);
  return modulesFrom(siteUrl, [...new Set([...scripts, ...onInteraction])]);
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

export const javascriptShipped: Measurement = {
  name: "javascript",
  async run(context: BenchContext): Promise<BenchTable[]> {
    const rows: Cell[][] = [];
    for (const page of context.pages) {
      const html = (await fetchRaw(new URL(page.path, context.site.url).href, "identity")).body.toString(
        "utf8",
      );
      const { styles } = assetsReferencedBy(html);
      const js = await scriptsLoadedAtOnce(context.site.url, html);
      const later = await scriptsLoadedOnInteraction(context.site.url, html);
      const css = await Promise.all(styles.map((asset) => transferOf(context.site.url, asset)));
      const jsGzip = js.reduce((sum, t) => sum + t.gzipBytes, 0);
      const laterGzip = later.reduce((sum, t) => sum + t.gzipBytes, 0);
      const largest = later.toSorted((a, b) => b.gzipBytes - a.gzipBytes)[0];
      rows.push([
        page.name,
        js.length,
        kb(jsGzip),
        kb(jsGzip) <= JS_BUDGET_KB ? "yes" : "NO",
        later.length,
        kb(later.reduce((sum, t) => sum + t.rawBytes, 0)),
        kb(laterGzip),
        kb(css.reduce((sum, t) => sum + t.gzipBytes, 0)),
        largest ? `${largest.url.replace("/assets/", "")} ${kb(largest.gzipBytes)} KB` : "",
      ]);
    }
    return [
      {
        title: "JavaScript shipped on first load",
        columns: [
          "page",
          "JS files at load",
          "JS KB gzip at load",
          `<= ${JS_BUDGET_KB} KB`,
          "JS files by first interaction",
          "JS KB",
          "JS KB gzip",
          "CSS KB gzip",
          "largest JS (gzip)",
        ],
        rows,
        notes: [
          "At load: every /assets/ module the page's HTML loads at once (module scripts, preloads, and every",
          "module they import statically, followed through the site). By first interaction: those and the",
          "page's code, which loads at the visitor's first pointer move, touch, key, focus or scroll (ADR 0037).",
          "Fetched through the site; gzip = bytes on the wire with Accept-Encoding: gzip.",
        ],
      },
    ];
  },
};
