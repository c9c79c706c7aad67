import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSafeHref, sanitizeHtml } from "./sanitize-html.ts";

const ALLOWED_TAGS =
  /^(p|br|hr|strong|b|em|i|u|s|small|sub|sup|span|div|blockquote|ul|ol|li|h[2-6]|a|table|caption|thead|tbody|tfoot|tr|th|td)$/;
const ALLOWED_ATTRIBUTES = /^(href|title|target|rel|colspan|rowspan|scope)$/;

/** Every construct of a sanitized fragment, checked against the allow-list; throws on anything else. */
function assertOnlyAllowed(html: string): void {
  const withoutTags = html.replace(
    /<\/?([a-z0-9]+)((?:\s[a-z]+="[^"<>]*")*)>/g,
    (_, name: string, attributes: string) => {
      expect(name).toMatch(ALLOWED_TAGS);
      for (const [, attribute, value] of attributes.matchAll(/([a-z]+)="([^"]*)"/g)) {
        expect(attribute).toMatch(ALLOWED_ATTRIBUTES);
        if (attribute === "href") expect(isSafeHref(value ?? "")).toBe(true);
      }
      return "";
    },
  );
  expect(withoutTags).not.toMatch(/[<>]/);
}

describe("sanitizeHtml (quality.md: no script, no event handlers, no javascript: URLs)", () => {
  it.each([
    ["<p>Ruime <strong>woning</strong></p>", "<p>Ruime <strong>woning</strong></p>"],
    ["<P CLASS='x' style='color:red'>a</P>", "<p>a</p>"],
    ["regel<br>regel<br/>", "regel<br>regel<br>"],
    ["<ul><li>tuin<li>garage</ul>", "<ul><li>tuin<li>garage</li></li></ul>"],
    ["<h1>Titel</h1>", "<h2>Titel</h2>"],
    ["<script>alert(1)</script>tekst", "tekst"],
    ["<SCRIPT src=//evil></SCRIPT >tekst", "tekst"],
    ["<style>p{}</style><iframe src=x></iframe>tekst", "tekst"],
    ["<img src=x onerror=alert(1)>foto", "foto"],
    ['<p onclick="alert(1)" onmouseover=alert(2)>a</p>', "<p>a</p>"],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="  JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="java&#x09;script:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="&#106;avascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', "<a>x</a>"],
    ['<a href="vbscript:x">x</a>', "<a>x</a>"],
    ['<a href="/nl/contact/">c</a>', '<a href="/nl/contact/">c</a>'],
    ['<a href="mailto:info@agency.be">m</a>', '<a href="mailto:info@agency.be">m</a>'],
    [
      "<a href='https://example.be/a?b=1&amp;c=2' title=\"Info\">l</a>",
      '<a href="https://example.be/a?b=1&amp;c=2" title="Info" target="_blank" rel="noopener noreferrer">l</a>',
    ],
    [
      '<a href="https://x.be" target="_self" rel="opener">l</a>',
      '<a href="https://x.be" target="_blank" rel="noopener noreferrer">l</a>',
    ],
    ['<td colspan="2" rowspan="x" scope="row">c</td>', '<td colspan="2">c</td>'],
    ['<th scope="col" onclick=x>h</th>', '<th scope="col">h</th>'],
    ["<!-- <script>alert(1)</script> -->zichtbaar", "zichtbaar"],
    ["<!DOCTYPE html><?xml?>tekst", "tekst"],
    ["a < b > c & d", "a &lt; b &gt; c &amp; d"],
    ["<font color=red>rood</font>", "rood"],
    ["<svg><script>alert(1)</script></svg>na", "na"],
    ["<b><i>x</b>y</i>", "<b><i>x</i></b>y"],
    ["</p>tekst", "tekst"],
    ["<b>open", "<b>open</b>"],
    ['<a href="x" href="javascript:alert(1)">x</a>', '<a href="x">x</a>'],
    ["<script>never closed", ""],
    ["<p title='\"><script>alert(1)</script>'>a</p>", "<p>a</p>"],
    ['<a title="&quot;&gt;&lt;script&gt;">a</a>', '<a title="&quot;&gt;&lt;script&gt;">a</a>'],
    ["caf&eacute; &amp; &nbsp;", "café &amp; \u00a0"],
  ])("%j → %j", (html, safe) => {
    expect(sanitizeHtml(html)).toBe(safe);
  });

  it("gives nothing for nothing", () => {
    expect(sanitizeHtml(null)).toBe("");
    expect(sanitizeHtml(undefined)).toBe("");
  });

  const fragments = fc.constantFrom(
    "<",
    ">",
    "</",
    "/",
    " ",
    "=",
    '"',
    "'",
    "\t",
    "script",
    "SCRIPT",
    "iframe",
    "svg",
    "img",
    "a",
    "p",
    "b",
    "style",
    "href",
    "src",
    "onerror",
    "onload",
    "javascript:",
    "java\tscript:",
    "&#106;",
    "&#x6A;",
    "&colon;",
    "alert(1)",
    "<!--",
    "-->",
    "<!",
    "?",
    "x",
    "data:",
    "http://e.be",
    "title",
    "&amp;",
    "&lt;",
    "&quot;",
  );
  const hostileHtml = fc.array(fragments, { maxLength: 60 }).map((parts) => parts.join(""));

  it("never lets through a tag, attribute or link scheme outside the allow-list", () => {
    fc.assert(
      fc.property(fc.oneof(hostileHtml, fc.string()), (html) => {
        const safe = sanitizeHtml(html);
        assertOnlyAllowed(safe);
        expect(safe).not.toMatch(/<(script|iframe|svg|img)/i);
      }),
      { numRuns: 500 },
    );
  });

  it("is stable: sanitizing twice changes nothing", () => {
    fc.assert(
      fc.property(fc.oneof(hostileHtml, fc.string()), (html) => {
        const once = sanitizeHtml(html);
        expect(sanitizeHtml(once)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps the words of plain text", () => {
    fc.assert(
      fc.property(fc.lorem(), (text) => {
        expect(sanitizeHtml(text)).toBe(text);
      }),
    );
  });
});

describe("isSafeHref", () => {
  it.each([
    ["/nl/te-koop/", true],
    ["#contact", true],
    ["page.html?x=a:b", true],
    ["https://x.be", true],
    ["HTTP://x.be", true],
    ["tel:+3215212223", true],
    ["javascript:alert(1)", false],
    ["\u0000javascript:alert(1)", false],
    ["jav&#97;script:alert(1)", false],
    ["file:///etc/passwd", false],
  ] as const)("%j → %s", (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});
