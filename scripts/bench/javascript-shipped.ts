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

type Transfer = { url: string; rawBytes: number; gzipBytes: number };

async function transferOf(siteUrl: string, assetPath: string): Promise<Transfer> {
  const url = new URL(assetPath, siteUrl).href;
  const [raw, gzip] = await Promise.all([fetchRaw(url, "identity"), fetchRaw(url, "gzip")]);
  if (raw.status !== 200) throw new Error(`${assetPath} answered ${raw.status}`);
  return { url: assetPath, rawBytes: raw.body.length, gzipBytes: gzip.body.length };
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
      const { scripts, styles } = assetsReferencedBy(html);
      const js = await Promise.all(scripts.map((asset) => transferOf(context.site.url, asset)));
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
          "Every /assets/ file the page's HTML loads at once (module scripts, their imports, modulepreload),",
          "fetched through the site; gzip = bytes on the wire with Accept-Encoding: gzip.",
        ],
      },
    ];
  },
};
