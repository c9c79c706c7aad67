import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeEntities, escapeHtml } from "./html-entities.ts";

describe("decodeEntities", () => {
  it.each([
    ["caf&eacute; &amp; bar", "café & bar"],
    ["&lt;b&gt;", "<b>"],
    ["&#233;&#xE9;&#Xe9;", "ééé"],
    ["&#128512;", "😀"],
    ["3&nbsp;slaapkamers", "3\u00a0slaapkamers"],
    ["&euro;&nbsp;250&hellip;", "€\u00a0250…"],
    ["&AElig;&yuml;&iexcl;", "Æÿ¡"],
    ["&unknown; &amp", "&unknown; &amp"],
    ["&#0;&#xD800;&#x110000;", "\ufffd\ufffd\ufffd"],
    ["Q&A", "Q&A"],
  ])("%j → %j", (html, text) => {
    expect(decodeEntities(html)).toBe(text);
  });

  it("undoes escapeHtml", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(decodeEntities(escapeHtml(text))).toBe(text);
        expect(escapeHtml(text)).not.toMatch(/[<>"]/);
      }),
    );
  });
});
