// Formatting of detail values in the visitor's language: numbers, units, yes/no and tri-state answers.
import { formatDate } from "../../domain/dates.ts";
import { formatPrice } from "../../domain/money.ts";
import { triStateLabelKey } from "../../domain/viager.ts";
import type { LocalizedText, TriState } from "../../db/schema/listings.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import { numberFormat } from "../../i18n/number-format.ts";
import type { T } from "../../i18n/use-t.ts";

export type DetailRow = {
  label: string;
  value: string;
  /** A visual mark beside the value: the flood symbol of Flemish class D (quality.md). */
  mark?: "flood";
};

/** Formatters bound to one language; each returns null for a missing value so its row is left out. */
export function valueFormatter(t: T, language: Language) {
  const decimal = numberFormat(language, "decimal");
  const isNumber = (value: number | null | undefined): value is number =>
    typeof value === "number" && Number.isFinite(value);
  const number = (value: number | null | undefined) => (isNumber(value) ? decimal.format(value) : null);
  const positive = (value: number | null | undefined) =>
    isNumber(value) && value > 0 ? number(value) : null;
  const withUnit = (key: MessageKey) => (value: number | null | undefined) => {
    const text = positive(value);
    return text === null ? null : t(key, { value: text });
  };
  return {
    number,
    count: positive,
    year: (value: number | null | undefined) => (isNumber(value) && value > 0 ? String(value) : null),
    squareMeters: withUnit("PROPERTY_UNIT_M2"),
    meters: withUnit("PROPERTY_UNIT_M"),
    money: (value: number | null | undefined) => (isNumber(value) && value > 0 ? formatPrice(value) : null),
    date: (value: string | null | undefined) => formatDate(value) || null,
    text: (value: string | null | undefined) => (value && value.trim() !== "" ? value.trim() : null),
    /** A descriptive value sent per language: the visitor's, else Dutch (the source's own language). */
    localized: (value: LocalizedText | null | undefined) => {
      const text = value?.[language] ?? value?.nl;
      return text && text.trim() !== "" ? text.trim() : null;
    },
    yesNo: (value: boolean | null | undefined) =>
      value === true ? t("TRISTATE_YES") : value === false ? t("TRISTATE_NO") : null,
    /** Present only: a feature the property has (lift, cellar…); its absence is not news. */
    presence: (value: boolean | null | undefined) => (value === true ? t("TRISTATE_YES") : null),
    triState: (value: TriState | null | undefined) => {
      const key = triStateLabelKey(value);
      return key ? t(key) : null;
    },
  };
}

/** Rows whose value is known, in the given order: groups and rows without data are never shown. */
export function rowsWithValues(rows: [label: string, value: string | null][]): DetailRow[] {
  return rows.flatMap(([label, value]) => (value === null ? [] : [{ label, value }]));
}
