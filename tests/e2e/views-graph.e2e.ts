// The owner's views graph in a real browser, before the portal screens exist: the server-rendered markup
// placed in one of the site's pages, styled by the site's tokens and the graph's own stylesheet; axe must
// find nothing, and the table opens by the browser's own <details>, with no script of ours attached
// (axe and the markup are put in through the DevTools protocol, which needs the page's JavaScript on).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { daysEndingOn } from "../../app/domain/site-calendar.ts";
import { ViewsGraph } from "../../app/features/owner-statistics/views-graph.tsx";
import { dictionaryFor } from "../../app/i18n/dictionary.ts";
import type { Language } from "../../app/i18n/languages.ts";
import { I18nContext } from "../../app/i18n/use-t.ts";
import { axeViolations, formatViolations } from "./support/axe.ts";
import { openPage } from "./support/browser.ts";
import { projectRoot } from "./support/built-site.ts";

const SERIES = daysEndingOn("2026-11-22", 30).map((day, index) => ({ day, views: (index * 17) % 29 }));

function graphHtml(language: Language): string {
  // A .ts file (the e2e project's pattern): the elements are made without JSX.
  return renderToString(
    createElement(
      I18nContext,
      { value: { language, dictionary: dictionaryFor(language) } },
      createElement(ViewsGraph, { series: SERIES }),
    ),
  );
}

describe("views graph in the browser", () => {
  for (const [language, path_] of [
    ["nl", "/nl/contact/"],
    ["fr", "/fr/contact/"],
  ] as const) {
    it(`has no axe violations and opens its table without a script of ours (${language})`, async () => {
      const page = await openPage(path_);
      const css = await readFile(
        path.join(projectRoot, "app/features/owner-statistics/views-graph.css"),
        "utf8",
      );
      // Through the DevTools protocol and the CSSOM: the page's CSP allows no inline style or script.
      await page.evaluate(
        ({ html, styles }) => {
          const main = document.querySelector("main");
          if (!main) throw new Error("no main");
          main.innerHTML = `<div class="container">${html}</div>`;
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(styles);
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        },
        { html: graphHtml(language), styles: css },
      );
      const violations = await axeViolations(page);
      expect(violations, formatViolations(violations)).toEqual([]);
      await expect(page.locator("table").isVisible()).resolves.toBe(false);
      await page.locator("summary").click();
      await expect(page.locator("table").isVisible()).resolves.toBe(true);
      const cells = await page.locator("tbody td").allTextContents();
      expect(cells.map(Number)).toEqual(SERIES.map((point) => point.views));
      const bars = await page.locator("rect.views-graph-bar").count();
      expect(bars).toBe(30);
      const box = await page.locator("svg.views-graph-chart").boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(300);
      await page.context().close();
    });
  }
});
