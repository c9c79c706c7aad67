// What one page weighs on its first load, in sizes that do not depend on the machine: the HTML raw and
// over the wire (gzip, brotli), the hydration data React Router writes into it (raw), the JavaScript it
// loads at once and the JavaScript the visitor's first interaction loads (gzip, ADR 0037). Used by the
// bench's table and by the size guard in the browser tests.
import { fetchRaw, type RawResponse } from "./http-bytes.ts";
import { scriptsLoadedAtOnce, scriptsLoadedOnInteraction } from "./javascript-shipped.ts";
import {
  type BenchContext,
  type BenchTable,
  type Cell,
  type Measurement,
  recordFindings,
} from "./measurement.ts";

export type PageWeight = {
  htmlBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  /** The inline scripts that hand React Router its context and the loaders' data. */
  hydrationBytes: number;
  /** JavaScript loaded with the page, before the visitor does anything. */
  javaScriptGzipBytes: number;
  /** JavaScript loaded by the visitor's first interaction: the page's code (ADR 0037). */
  interactionJavaScriptGzipBytes: number;
};

export async function pageWeight(siteUrl: string, path: string): Promise<PageWeight> {
  const url = new URL(path, siteUrl).href;
  const plain = await fetchRaw(url, "identity");
  if (plain.status !== 200) throw new Error(`${path} answered ${plain.status}`);
  const html = plain.body.toString("utf8");
  const gzip = await fetchRaw(url, "gzip");
  const brotli = await brotliAnswer(url);
  const gzipOf = (modules: { gzipBytes: number }[]) =>
    modules.reduce((sum, module) => sum + module.gzipBytes, 0);
  return {
    htmlBytes: plain.body.length,
    gzipBytes: gzip.body.length,
    brotliBytes: brotli?.body.length ?? Number.POSITIVE_INFINITY,
    hydrationBytes: hydrationBytesOf(html),
    javaScriptGzipBytes: gzipOf(await scriptsLoadedAtOnce(siteUrl, html)),
    interactionJavaScriptGzipBytes: gzipOf(await scriptsLoadedOnInteraction(siteUrl, html)),
  };
}

/**
 * What a brotli client gets: a cached page's brotli is made once a brotli client asks for it
 * again (server/html-cache.ts), the gzip answer meanwhile; so ask a few times.
 */
async function brotliAnswer(url: string): Promise<RawResponse | undefined> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await fetchRaw(url, "br");
    if (answer.encoding === "br") return answer;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return undefined;
}

/** The inline scripts that set up `window.__reactRouterContext` and stream the loaders' data. */
export function hydrationScriptsOf(html: string): string {
  return [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? "")
    .filter((text) => /^\s*window\.__reactRouterContext\b/.test(text))
    .join("");
}

/** Bytes of the hydration scripts. */
export function hydrationBytesOf(html: string): number {
  return Buffer.byteLength(hydrationScriptsOf(html));
}

const kb = (bytes: number) => (Number.isFinite(bytes) ? Number((bytes / 1024).toFixed(1)) : null);

/** The bench's table of page weights (`BENCH_ONLY=page-weight npm run bench`). */
export const pageWeights: Measurement = {
  name: "page-weight",
  async run(context: BenchContext): Promise<BenchTable[]> {
    const rows: Cell[][] = [];
    for (const page of context.pages) {
      const weight = await pageWeight(context.site.url, page.path);
      recordFindings(context, page.path, { weight });
      rows.push([
        page.name,
        kb(weight.htmlBytes),
        kb(weight.gzipBytes),
        kb(weight.brotliBytes),
        kb(weight.hydrationBytes),
        kb(weight.javaScriptGzipBytes),
        kb(weight.interactionJavaScriptGzipBytes),
      ]);
    }
    return [
      {
        title: "Page weight on first load (KB)",
        columns: [
          "page",
          "HTML",
          "HTML gzip",
          "HTML brotli",
          "hydration data",
          "JS gzip at load",
          "JS gzip by first interaction",
        ],
        rows,
        notes: [
          "Targets (quality.md): HTML <= 14 KB over the wire, hydration data <= 12 KB raw, JS <= 110 KB gzip",
          "on first load. The page's code loads at the visitor's first interaction (ADR 0037).",
          "Sizes of the cached answer; tests/e2e/page-weight.e2e.ts holds every page to its budget.",
        ],
      },
    ];
  },
};
