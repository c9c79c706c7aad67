// Allow-list sanitizer for descriptions shown as HTML (quality.md "HTML from the listing source"): only
// the tags and attributes below survive; text is re-escaped, so nothing executable can come through.
import { decodeEntities, escapeHtml } from "./html-entities.ts";

const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  hr: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  span: [],
  div: [],
  blockquote: [],
  ul: [],
  ol: [],
  li: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  a: ["href", "title"],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
};

// The page has its own h1: a heading in a description starts one level lower.
const RENAMED: Readonly<Record<string, string>> = { h1: "h2" };

const VOID = new Set([
  "br",
  "hr",
  "img",
  "input",
  "meta",
  "link",
  "area",
  "base",
  "col",
  "embed",
  "source",
  "track",
  "wbr",
  "param",
]);

// Dropped with everything inside them.
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "noscript",
  "noembed",
  "noframes",
  "template",
  "textarea",
  "select",
  "option",
  "button",
  "svg",
  "math",
  "title",
  "head",
  "xmp",
  "plaintext",
]);

const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/** Whether a link target is safe: a relative path, a fragment, or http(s), mailto or tel. */
export function isSafeHref(value: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme: "java\tscript:" is javascript:.
  const compact = Array.from(decodeEntities(value))
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join("");
  const scheme = /^([^/?#]*?):/.exec(compact)?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(scheme.toLowerCase());
}

type Attribute = { name: string; value: string };

function cleanAttributes(tag: string, attributes: Attribute[]): string {
  const allowed = ALLOWED[tag] ?? [];
  const kept = new Map<string, string>();
  for (const { name, value } of attributes) {
    if (!allowed.includes(name) || kept.has(name)) continue;
    const text = decodeEntities(value).trim();
    if (name === "href" && !isSafeHref(text)) continue;
    if ((name === "colspan" || name === "rowspan") && !/^[1-9]\d{0,2}$/.test(text)) continue;
    if (name === "scope" && !/^(row|col|rowgroup|colgroup)$/.test(text)) continue;
    kept.set(name, text);
  }
  // Links to other sites open in a new tab (spec §2) without handing them this page.
  const href = kept.get("href");
  if (tag === "a" && href !== undefined && /^https?:\/\//i.test(href)) {
    kept.set("target", "_blank");
    kept.set("rel", "noopener noreferrer");
  }
  return [...kept].map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join("");
}

/** Reads one start tag's attributes from `at` (just after the name); returns them and the index after ">". */
function readAttributes(html: string, at: number): { attributes: Attribute[]; end: number } {
  const attributes: Attribute[] = [];
  let i = at;
  while (i < html.length) {
    const char = html.charAt(i);
    if (char === ">") return { attributes, end: i + 1 };
    if (/[\s/]/.test(char)) {
      i++;
      continue;
    }
    const nameMatch = /^[^\s/>][^\s/>=]*/.exec(html.slice(i, i + 256));
    const name = (nameMatch?.[0] ?? char).toLowerCase();
    i += nameMatch?.[0].length ?? 1;
    while (/\s/.test(html.charAt(i))) i++;
    let value = "";
    if (html.charAt(i) === "=") {
      i++;
      while (/\s/.test(html.charAt(i))) i++;
      const quote = html.charAt(i);
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        const unquoted = /^[^\s>]*/.exec(html.slice(i))?.[0] ?? "";
        value = unquoted;
        i += unquoted.length;
      }
    }
    attributes.push({ name, value });
  }
  return { attributes, end: html.length };
}

function skipPast(html: string, from: number, marker: string): number {
  const at = html.indexOf(marker, from);
  return at === -1 ? html.length : at + marker.length;
}

/**
 * Keeps the allowed tags (paragraphs, line breaks, emphasis, lists, headings h2-h6, links, tables) with
 * their allowed attributes; drops scripts, styles, frames, forms and media with their content, every
 * other tag (its text kept), comments, event handlers, style attributes and unsafe link schemes.
 * The output is well formed: every open tag is closed.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (typeof html !== "string") return "";
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt === -1) {
      out.push(escapeHtml(decodeEntities(html.slice(i))));
      break;
    }
    if (lt > i) out.push(escapeHtml(decodeEntities(html.slice(i, lt))));
    i = lt;
    if (html.startsWith("<!--", i)) {
      i = skipPast(html, i + 4, "-->");
      continue;
    }
    if (html.startsWith("<!", i) || html.startsWith("<?", i)) {
      i = skipPast(html, i + 2, ">");
      continue;
    }
    const tag = /^<(\/?)([A-Za-z][^\s/>]*)/.exec(html.slice(i, i + 256));
    if (!tag?.[2]) {
      out.push("&lt;");
      i++;
      continue;
    }
    const closing = tag[1] === "/";
    const rawName = tag[2].toLowerCase();
    const name = RENAMED[rawName] ?? rawName;
    const { attributes, end } = readAttributes(html, i + tag[0].length);
    i = end;
    if (closing) {
      const index = open.lastIndexOf(name);
      if (index !== -1) {
        while (open.length > index) out.push(`</${open.pop() ?? name}>`);
      }
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(rawName)) {
      const close = html.toLowerCase().indexOf(`</${rawName}`, i);
      i = close === -1 ? html.length : skipPast(html, close, ">");
      continue;
    }
    if (!(name in ALLOWED)) continue;
    out.push(`<${name}${cleanAttributes(name, attributes)}>`);
    if (!VOID.has(name)) open.push(name);
  }
  while (open.length > 0) out.push(`</${open.pop() ?? ""}>`);
  return out.join("");
}
