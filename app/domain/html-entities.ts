// Character references in HTML from the listing source: decoded for plain text (description cleaning)
// and before the sanitizer re-escapes text.

const LATIN_1 =
  "nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 " +
  "acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml " +
  "Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde " +
  "Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig " +
  "ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide " +
  "oslash ugrave uacute ucirc uuml yacute thorn yuml";

const NAMED: ReadonlyMap<string, string> = new Map<string, string>([
  ...LATIN_1.split(" ").map((name, index): [string, string] => [name, String.fromCharCode(160 + index)]),
  ["amp", "&"],
  ["lt", "<"],
  ["gt", ">"],
  ["quot", '"'],
  ["apos", "'"],
  ["euro", "€"],
  ["hellip", "…"],
  ["ndash", "–"],
  ["mdash", "—"],
  ["lsquo", "‘"],
  ["rsquo", "’"],
  ["sbquo", "‚"],
  ["ldquo", "“"],
  ["rdquo", "”"],
  ["bdquo", "„"],
  ["bull", "•"],
  ["trade", "™"],
  ["permil", "‰"],
  ["lsaquo", "‹"],
  ["rsaquo", "›"],
  ["dagger", "†"],
  ["Dagger", "‡"],
  ["OElig", "Œ"],
  ["oelig", "œ"],
  ["Scaron", "Š"],
  ["scaron", "š"],
  ["Yuml", "Ÿ"],
  ["circ", "ˆ"],
  ["tilde", "˜"],
  ["ensp", "\u2002"],
  ["emsp", "\u2003"],
  ["thinsp", "\u2009"],
  ["zwnj", "\u200c"],
  ["zwj", "\u200d"],
  ["lrm", "\u200e"],
  ["rlm", "\u200f"],
  ["minus", "−"],
  ["sup", "⊃"],
  ["le", "≤"],
  ["ge", "≥"],
  ["ne", "≠"],
  ["asymp", "≈"],
  ["larr", "←"],
  ["rarr", "→"],
  ["check", "✓"],
]);

function fromCodePoint(code: number): string {
  // NUL, surrogates and values beyond Unicode are replaced, as browsers do.
  if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
    return "\ufffd";
  }
  return String.fromCodePoint(code);
}

/** "&eacute;", "&#233;" and "&#xE9;" become "é"; unknown names are left as written. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d{1,8});?|#[xX]([0-9a-fA-F]{1,7});?|([A-Za-z][A-Za-z0-9]{1,31});)/g,
    (whole, decimal, hex, name) => {
      if (typeof decimal === "string") return fromCodePoint(Number.parseInt(decimal, 10));
      if (typeof hex === "string") return fromCodePoint(Number.parseInt(hex, 16));
      return NAMED.get(String(name)) ?? whole;
    },
  );
}

/** Text safe to put between tags or inside a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
