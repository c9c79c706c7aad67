// Filling a dictionary text. Kept apart from dictionary.ts so browser code can translate without
// bundling every message table of the site.
//
// A text may choose its words by a number with the ICU plural form, e.g.
//   "{count, plural, one {# suggestie beschikbaar} other {# suggesties beschikbaar}}"
// The category of the number comes from `Intl.PluralRules` in the text's language (French counts 0 as
// "one", Dutch and English do not); `#` stands for the number as given, `=0 {…}` matches an exact value.
import type { Dictionary, MessageKey } from "./dictionary.ts";
import type { Language } from "./languages.ts";

export type MessageParams = Record<string, string | number>;

const PLURAL =
  /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/g;
const PLURAL_OPTION = /(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{\w+\})*)\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, value: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(value);
}

function choosePlurals(text: string, params: MessageParams, language: string): string {
  return text.replace(PLURAL, (whole, name: string, options: string) => {
    const raw = params[name];
    if (raw === undefined) return whole;
    const value = typeof raw === "number" ? raw : Number(raw);
    const forms = new Map<string, string>();
    for (const [, selector = "", body = ""] of options.matchAll(PLURAL_OPTION)) forms.set(selector, body);
    // A value that is not a plain number (already formatted, say) takes the general form.
    const category = Number.isFinite(value) ? pluralCategory(language, value) : "other";
    const chosen = forms.get(`=${raw}`) ?? forms.get(category) ?? forms.get("other");
    return chosen === undefined ? whole : chosen.replace(/#/g, String(raw));
  });
}

/**
 * The text for `key` with its {placeholders} filled from `params`, plural forms chosen by the rules of
 * `language` (the dictionary's language; English rules when a caller without one meets a plural).
 */
export function translate(
  dictionary: Partial<Dictionary>,
  key: MessageKey,
  params?: MessageParams,
  language?: Language,
): string {
  const text = dictionary[key] ?? "";
  if (!params) return text;
  return choosePlurals(text, params, language ?? "en").replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
