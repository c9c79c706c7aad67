// The site's stylesheets size and weigh text only through the type scale of tokens.css: each further size or
// weight a page shows is one more font the browser resolves before its first paint (ADR 0048).
import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const TOKENS = "app/ui/tokens.css";

/** Drawings whose text is measured in their own units, not in the page's type. */
const OUTSIDE_THE_SCALE: Record<string, string> = {
  // The views graph's labels are in the units of its viewBox and shrink with the chart.
  "app/features/owner-statistics/views-graph.css": "font-size: 11px",
  // The lightbox's arrows and cross are glyphs drawn as icons.
  "app/features/property/lightbox.css": "font-size: 2rem",
};

const stylesheets = globSync("app/**/*.css").sort();

function declarations(css: string, property: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  return [...withoutComments.matchAll(new RegExp(`(?:^|[;{\\s])${property}\\s*:\\s*([^;}]+)`, "g"))].map(
    (match) => `${property}: ${match[1]!.trim()}`,
  );
}

type Kind = "font-size" | "font-weight";

function tokensOf(kind: Kind): Set<string> {
  return new Set(
    [...readFileSync(TOKENS, "utf8").matchAll(new RegExp(`(--${kind}-[a-z0-9-]+)\\s*:`, "g"))].map(
      (m) => m[1]!,
    ),
  );
}

/** The scale's tokens, read once from tokens.css. */
const SCALE: Record<Kind, Set<string>> = {
  "font-size": tokensOf("font-size"),
  "font-weight": tokensOf("font-weight"),
};

function offScale(css: string, file: string, kind: Kind): string[] {
  const tokens = SCALE[kind];
  return declarations(css, kind).filter((declaration) => {
    if (OUTSIDE_THE_SCALE[file] === declaration) return false;
    const token = /^[a-z-]+: var\((--[a-z0-9-]+)\)$/.exec(declaration)?.[1];
    return !(token && tokens.has(token)) && !declaration.endsWith(": inherit");
  });
}

describe("the type scale", () => {
  it("finds the stylesheets and the scale's tokens", () => {
    expect(stylesheets).toContain(TOKENS);
    expect(stylesheets.length).toBeGreaterThan(10);
    expect([...SCALE["font-size"]]).toEqual(
      expect.arrayContaining(["--font-size-small", "--font-size-body", "--font-size-h1"]),
    );
    expect([...SCALE["font-weight"]]).toEqual([
      "--font-weight-regular",
      "--font-weight-strong",
      "--font-weight-heading",
    ]);
  });

  it.each(stylesheets)("%s sizes and weighs text through the scale's tokens", (file) => {
    const css = readFileSync(file, "utf8");
    expect(offScale(css, file, "font-size")).toEqual([]);
    expect(offScale(css, file, "font-weight")).toEqual([]);
  });

  it("reports a size or a weight outside the scale", () => {
    const css =
      ".a { font-size: 0.8125rem; font-weight: 700 } .b { font-size: var(--font-size-small); font: inherit }" +
      " .c { font-size: var(--font-size-tiny) } /* font-size: 3px */";
    expect(offScale(css, "a.css", "font-size")).toEqual([
      "font-size: 0.8125rem",
      "font-size: var(--font-size-tiny)",
    ]);
    expect(offScale(css, "a.css", "font-weight")).toEqual(["font-weight: 700"]);
  });

  it("keeps every listed exception in use", () => {
    for (const [file, declaration] of Object.entries(OUTSIDE_THE_SCALE)) {
      const kind = declaration.startsWith("font-size") ? "font-size" : "font-weight";
      expect(declarations(readFileSync(file, "utf8"), kind)).toContain(declaration);
    }
  });
});
