import { describe, expect, it } from "vitest";
import { lightPages } from "./light-pages.ts";
import type { BenchContext, PageFindings } from "./measurement.ts";
import { median } from "./statistics.ts";

describe("median", () => {
  it("takes the middle figure, the mean of the middle two for an even count, and skips unknown ones", () => {
    expect(median([80, 93, 61])).toBe(80);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 7, null])).toBe(7);
    expect(median([null])).toBeNull();
  });
});

describe("issue 14's table", () => {
  const list = "/nl/te-koop/";
  function tableOf(findings: Map<string, PageFindings>) {
    const context = {
      pages: [
        { name: "for-sale list", path: list },
        { name: "contact", path: "/nl/contact/" },
      ],
      findings,
    } as unknown as BenchContext;
    return lightPages.run(context).then(([table]) => table);
  }

  it("puts this build's figures beside the filing day's, and a dash where a measurement did not run", async () => {
    const table = await tableOf(
      new Map([
        [
          list,
          {
            weight: {
              htmlBytes: 80 * 1024,
              gzipBytes: 13.8 * 1024,
              brotliBytes: 11.8 * 1024,
              hydrationBytes: 10.2 * 1024,
              javaScriptGzipBytes: 0,
              interactionJavaScriptGzipBytes: 129.5 * 1024,
            },
            uncached: { requestsPerSecond: 86.4, p50Ms: 110.2, p99Ms: 216.4, errors: 0, requests: 2600 },
            uncachedNewFilters: {
              requestsPerSecond: 71.6,
              p50Ms: 130.1,
              p99Ms: 240.2,
              errors: 0,
              requests: 2200,
            },
          },
        ],
      ]),
    );
    const column = (name: string) => table?.columns.indexOf(name) ?? -1;
    const [listRow, contactRow] = table?.rows ?? [];
    expect(listRow?.[column("HTML KB")]).toBe("141 → 80");
    expect(listRow?.[column("gzip KB")]).toBe("34.0 → 13.8");
    expect(listRow?.[column("hydration KB")]).toBe("77.0 → 10.2");
    expect(listRow?.[column("JS gzip KB at load")]).toBe("0.0");
    expect(listRow?.[column("JS gzip KB by first interaction")]).toBe("129.5");
    expect(listRow?.[column("uncached req/s")]).toBe("38 → 86");
    expect(listRow?.[column("p99 ms")]).toBe("216");
    expect(listRow?.[column("uncached req/s, new filters")]).toBe("72");
    expect(listRow?.[column("p99 ms, new filters")]).toBe("240");
    // Lighthouse did not run: the filing day's figure stands beside a dash.
    expect(listRow?.[column("Lighthouse perf")]).toBe("85 → –");
    // The issue gave no figures for contact.
    expect(contactRow?.[column("HTML KB")]).toBe("– → –");
  });
});
