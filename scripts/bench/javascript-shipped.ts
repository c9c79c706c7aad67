// JavaScript (and CSS) a visitor downloads on the first load of each page: every /assets/ file the HTML
// references, fetched through the site with Accept-Encoding: gzip (quality.md: <= 120 KB gzip of JS).
import { fetchRaw } from "./http-bytes.ts";
import type { BenchContext, BenchTable, Cell, Measurement } from "./measurement.ts";

const JS_BUDGET_KB = 120;

/** The /assets/ URLs a page's HTML loads at once: module scripts, their inline imports, preloads, styles. */
export function assetsReferencedBy(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const tag of html.match(/<(?:link|script)\b[^>]*>/g) ?? []) {
    const href = /\b(?:href|src)="([^"]+)"/.exec(tag)?.[1];
    if (!href?.startsWith("/assets/")) continue;
    if (/\brel="stylesheet"/.test(tag) && href.endsWith(".css")) styles.add(href);
    else if (/\brel="modulepreload"/.test(tag) || /^<script\b/.test(tag)) scripts.add(href);
  }
  // React Router's inline module script imports the entry and route modules by path.
  for (const match of html.matchAll(/\bimport\s*(?:[^"'()]*?\bfrom\s*)?\(?\s*"(\/assets\/[^"]+\.js)"/g)) {
    if (match[1]) scripts.add(match[1]);
  }
  return { scripts: [...scripts], styles: [...styles] };
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

/**
 * Every module the page's HTML loads at once: those it names (module scripts, preloads, the inline script's
 * imports) and, through the site, every module they import statically, however the HTML announces them.
 */
export async function scriptsLoadedAtOnce(siteUrl: string, html: string): Promise<Transfer[]> {
  const loaded = new Map<string, Transfer>();
  let pending = assetsReferencedBy(html).scripts;
  while (pending.length > 0) {
    const fetched = await Promise.all(pending.map((asset) => transferOf(siteUrl, asset)));
    for (const transfer of fetched) loaded.set(transfer.url, transfer);
    const next = fetched.flatMap((transfer) => staticImportsOf(transfer.code, transfer.url));
    pending = [...new Set(next)].filter((asset) => !loaded.has(asset));
  }
  return [...loaded.values()];
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
      const css = await Promise.all(styles.map((asset) => transferOf(context.site.url, asset)));
      const jsGzip = js.reduce((sum, t) => sum + t.gzipBytes, 0);
      const largest = js.toSorted((a, b) => b.gzipBytes - a.gzipBytes)[0];
      rows.push([
        page.name,
        js.length,
        kb(js.reduce((sum, t) => sum + t.rawBytes, 0)),
        kb(jsGzip),
        kb(jsGzip) <= JS_BUDGET_KB ? "yes" : "NO",
        kb(css.reduce((sum, t) => sum + t.gzipBytes, 0)),
        largest ? `${largest.url.replace("/assets/", "")} ${kb(largest.gzipBytes)} KB` : "",
      ]);
    }
    return [
      {
        title: "JavaScript shipped on first load",
        columns: [
          "page",
          "JS files",
          "JS KB",
          "JS KB gzip",
          `<= ${JS_BUDGET_KB} KB`,
          "CSS KB gzip",
          "largest JS (gzip)",
        ],
        rows,
        notes: [
          "Every /assets/ module the page's HTML loads at once (module scripts, preloads, and every module they",
          "import statically, followed through the site),",
          "fetched through the site; gzip = bytes on the wire with Accept-Encoding: gzip.",
        ],
      },
    ];
  },
};
