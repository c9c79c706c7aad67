import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { columnSpanClasses } from "./column-span-classes.ts";

describe("spec §2, §3 column spans of modules and footer columns", () => {
  it("names the configured span per breakpoint, kept within 1 to 12", () => {
    expect(columnSpanClasses({ sm: 12, md: 6, lg: 3 })).toBe("span-sm-12 span-md-6 span-lg-3");
    expect(columnSpanClasses({ sm: 0, md: 40, lg: Number.NaN })).toBe("span-sm-1 span-md-12 span-lg-12");
  });

  it("has a rule in the stylesheet for every class it can give", async () => {
    const css = await readFile(new URL("./site-shell.css", import.meta.url), "utf8");
    for (const breakpoint of ["sm", "md", "lg"]) {
      for (let width = 1; width <= 12; width++) {
        const rule = new RegExp(`\\.span-${breakpoint}-${width} \\{\\s*grid-column: span ${width};`);
        expect(css, `span-${breakpoint}-${width}`).toMatch(rule);
      }
    }
  });
});
