import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanDescription, htmlToText, truncateText } from "./description.ts";

describe("htmlToText (spec §5)", () => {
  it.each([
    ["<p>Ruime <b>woning</b></p><p>met tuin</p>", "Ruime woning met tuin"],
    ["Lijn 1<br>Lijn 2<br/>Lijn 3", "Lijn 1 Lijn 2 Lijn 3"],
    ["<ul><li>3 slaapkamers</li><li>garage</li></ul>", "3 slaapkamers garage"],
    ["Caf&eacute;&nbsp;&amp;&nbsp;terras", "Café & terras"],
    ["  veel \n\n\t  ruimte  ", "veel ruimte"],
    ["<script>alert(1)</script>Tekst<style>p{}</style>", "Tekst"],
    ["<!-- opmerking -->Zichtbaar", "Zichtbaar"],
    ["a &lt;b&gt; c", "a <b> c"],
    ["<span>wo</span>ning", "woning"],
  ])("%j → %j", (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it("has no text for no description", () => {
    expect(htmlToText(null)).toBe("");
    expect(htmlToText(undefined)).toBe("");
  });
});

describe("cleanDescription (spec §5)", () => {
  const words = "Instapklare woning met drie slaapkamers en een zonnige tuin ".repeat(10);

  it("keeps a short text whole", () => {
    expect(cleanDescription("<p>Mooie woning</p>")).toBe("Mooie woning");
  });

  it("cuts to 250 characters at a word break, with an ellipsis", () => {
    const text = cleanDescription(words);
    expect(text.endsWith("…")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(251);
    expect(text.length).toBeGreaterThan(0.8 * 250);
    expect(words.startsWith(text.slice(0, -1))).toBe(true);
    expect(words.charAt(text.length - 1)).toBe(" ");
  });

  it("cuts mid-word when the last word break is before 80 % of the limit", () => {
    const text = `kort ${"x".repeat(300)}`;
    expect(cleanDescription(text, { limit: 100 })).toBe(`kort ${"x".repeat(95)}…`);
  });

  it("cuts at the word break right after the limit", () => {
    expect(cleanDescription("aaaa bbbb cccc", { limit: 9 })).toBe("aaaa bbbb…");
  });

  it("can leave out the ellipsis", () => {
    expect(cleanDescription("aaaa bbbb cccc", { limit: 11, ellipsis: false })).toBe("aaaa bbbb");
  });

  it("does not end on a comma before the ellipsis", () => {
    expect(cleanDescription("Woning, tuin, garage en meer", { limit: 13 })).toBe("Woning, tuin…");
  });

  it("never splits an emoji", () => {
    expect(truncateText("😀😀😀", 3)).toBe("😀…");
  });

  it("gives nothing for a limit of 0", () => {
    expect(truncateText("abc", 0)).toBe("");
  });

  it("stays within the limit plus the ellipsis, with no doubled or outer whitespace", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 400 }), (html, limit) => {
        const text = cleanDescription(html, { limit });
        expect(text.length).toBeLessThanOrEqual(limit + 1);
        expect(text).not.toMatch(/\s\s|^\s|\s$/);
      }),
    );
  });

  it("keeps the start of the text", () => {
    fc.assert(
      fc.property(fc.lorem({ maxCount: 80 }), fc.integer({ min: 10, max: 300 }), (text, limit) => {
        const clean = cleanDescription(text, { limit, ellipsis: false });
        expect(htmlToText(text).startsWith(clean)).toBe(true);
      }),
    );
  });
});
