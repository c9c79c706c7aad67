// Number formats by language, made once each: making an Intl.NumberFormat costs about 20 µs, formatting
// with one well under 1 µs, and a property's page formats a few dozen numbers.
import { LOCALE_TAGS, type Language } from "./languages.ts";

const STYLES = {
  /** Up to two decimals: surfaces, widths, scores. */
  decimal: { maximumFractionDigits: 2 },
  /** A rate: 0.12 is "12 %" (in the language's own spacing). */
  percent: { style: "percent", maximumFractionDigits: 2 },
} satisfies Record<string, Intl.NumberFormatOptions>;

const formats = new Map<string, Intl.NumberFormat>();

/** The number format of `style` in `language`, made on first use and kept. */
export function numberFormat(language: Language, style: keyof typeof STYLES): Intl.NumberFormat {
  const key = `${language}\u0000${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[language], STYLES[style]);
    formats.set(key, format);
  }
  return format;
}
