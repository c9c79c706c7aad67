// Energy performance (EPC) labels: the three Belgian scales as data (spec §3) and the lookup by region
// (spec §9: from the value's range, or from the label text; Luxembourg by label).
import type { Region } from "./region.ts";

/** '-' is unbounded below, '+' unbounded above (spec §3). */
export type ScaleBand = readonly [lower: number | "-", upper: number | "+", label: EpcLabel];
export type EpcScale = readonly ScaleBand[];

export type EpcLabel =
  | "a_plusplus"
  | "a_plus"
  | "a"
  | "a_sub"
  | "b_plus"
  | "b"
  | "b_sub"
  | "c_plus"
  | "c"
  | "c_sub"
  | "d_plus"
  | "d"
  | "d_sub"
  | "e_plus"
  | "e"
  | "e_sub"
  | "f_plus"
  | "f"
  | "f_sub"
  | "g"
  | "h"
  | "i";

export const FLANDERS_SCALE: EpcScale = [
  ["-", 0, "a_plus"],
  [0, 100, "a"],
  [100, 200, "b"],
  [200, 300, "c"],
  [300, 400, "d"],
  [400, 500, "e"],
  [500, "+", "f"],
];

/** The f_sub lower bound as the source writes it; overlapping e_plus..f, it is read as 323 (spec §3). */
export const BRUSSELS_F_SUB_SOURCE_LOWER = 223;
export const BRUSSELS_F_SUB_LOWER = 323;

export const BRUSSELS_SCALE: EpcScale = [
  ["-", 0, "a_plus"],
  [1, 23, "a"],
  [24, 45, "a_sub"],
  [46, 62, "b_plus"],
  [63, 79, "b"],
  [80, 95, "b_sub"],
  [96, 113, "c_plus"],
  [114, 132, "c"],
  [133, 150, "c_sub"],
  [151, 170, "d_plus"],
  [171, 190, "d"],
  [191, 210, "d_sub"],
  [211, 232, "e_plus"],
  [233, 253, "e"],
  [254, 275, "e_sub"],
  [276, 298, "f_plus"],
  [299, 322, "f"],
  [BRUSSELS_F_SUB_LOWER, 345, "f_sub"],
  // "above 346": 346 itself belongs here, the band below ends at 345 (spec §3).
  [346, "+", "g"],
];

export const WALLONIA_SCALE: EpcScale = [
  ["-", 0, "a_plusplus"],
  [0, 45, "a_plus"],
  [45, 85, "a"],
  [85, 170, "b"],
  [170, 255, "c"],
  [255, 340, "d"],
  [340, 425, "e"],
  [425, 510, "f"],
  [510, "+", "g"],
];

/** Luxembourg's energy classes, known by label only (spec §9; quality.md: A+..I). */
export const LUXEMBOURG_LABELS: readonly EpcLabel[] = ["a_plus", "a", "b", "c", "d", "e", "f", "g", "h", "i"];

const SCALES: Record<Exclude<Region, "luxembourg">, EpcScale> = {
  flanders: FLANDERS_SCALE,
  brussels: BRUSSELS_SCALE,
  wallonia: WALLONIA_SCALE,
};

export function scaleOf(region: Region | ""): EpcScale | null {
  return region === "" || region === "luxembourg" ? null : SCALES[region];
}

/** Every label of a region, best first (for filters and legends). */
export function epcLabelsOf(region: Region | ""): readonly EpcLabel[] {
  if (region === "luxembourg") return LUXEMBOURG_LABELS;
  const scale = scaleOf(region);
  return scale ? scale.map(([, , label]) => label) : [];
}

function bandContains([lower, upper]: ScaleBand, value: number): boolean {
  // "below 0" is strict; every written bound is inclusive (spec §3).
  if (lower === "-") return upper !== "+" && value < upper;
  return value >= lower && (upper === "+" || value <= upper);
}

/**
 * The label for an EPC value on a scale. A value on a bound shared by two bands gets the better (first)
 * band: Flanders 100 is A. A value in a gap between two bands (Brussels 0.5, 23.5, 345.5) gets the band
 * below it, as if each band ran up to the next one's lower bound.
 */
export function labelOnScale(scale: EpcScale, value: number): EpcLabel | null {
  if (!Number.isFinite(value)) return null;
  let below: EpcLabel | null = null;
  for (const band of scale) {
    if (bandContains(band, value)) return band[2];
    const lower = band[0];
    if (lower === "-" || value > lower) below = band[2];
  }
  return below;
}

// "A+", "a_plus", "A plus", "B-", "A++", "EPC: C", "Klasse D", "label e_sub" …
const LABEL_TEXT_PATTERN =
  /^(?:(?:epc|peb|label|klasse|classe|class|energieklasse|classe\s+énergétique)\s*:?\s*)?([a-i])\s*(?:[_\s]|-(?=[a-z]))?\s*(\+\+|plusplus|plus\s*plus|\+|plus|-|sub|min|minus)?$/i;

/** Reads a label as the listing source or a person writes it; null when it is not a label. */
export function parseEpcLabelText(text: string | null | undefined): EpcLabel | null {
  if (typeof text !== "string") return null;
  const match = LABEL_TEXT_PATTERN.exec(text.trim());
  if (!match?.[1]) return null;
  const letter = match[1].toLowerCase();
  const modifier = (match[2] ?? "").toLowerCase().replace(/\s+/g, "");
  const suffix =
    modifier === "++" || modifier === "plusplus"
      ? "_plusplus"
      : modifier === "+" || modifier === "plus"
        ? "_plus"
        : modifier === ""
          ? ""
          : "_sub";
  const candidate = `${letter}${suffix}`;
  return isEpcLabel(candidate) ? candidate : null;
}

const ALL_LABELS: ReadonlySet<string> = new Set<EpcLabel>([
  ...FLANDERS_SCALE.map(([, , label]) => label),
  ...BRUSSELS_SCALE.map(([, , label]) => label),
  ...WALLONIA_SCALE.map(([, , label]) => label),
  ...LUXEMBOURG_LABELS,
]);

export function isEpcLabel(value: unknown): value is EpcLabel {
  return typeof value === "string" && ALL_LABELS.has(value);
}

/**
 * The label of a property from its region and EPC value (kWh/m².year), or from the label text when there
 * is no value; Luxembourg by label text only (spec §9). A label text that does not belong to the region's
 * scale gives null, as does an unknown region.
 */
export function epcLabelFor(
  region: Region | "",
  value: number | null | undefined,
  labelText?: string | null,
): EpcLabel | null {
  if (region === "") return null;
  const scale = scaleOf(region);
  if (scale && typeof value === "number" && Number.isFinite(value)) return labelOnScale(scale, value);
  const label = parseEpcLabelText(labelText);
  return label && epcLabelsOf(region).includes(label) ? label : null;
}

/** The label as printed on the certificate: "a_plus" → "A+", "c_sub" → "C-", "a_plusplus" → "A++". */
export function epcLabelDisplay(label: EpcLabel): string {
  const letter = label.charAt(0).toUpperCase();
  if (label.endsWith("_plusplus")) return `${letter}++`;
  if (label.endsWith("_plus")) return `${letter}+`;
  if (label.endsWith("_sub")) return `${letter}-`;
  return letter;
}

/** Years to renovate after purchase (spec §9: English and the newer Dutch texts; older texts say 6). */
export const RENOVATION_YEARS = 5;
export const RENOVATION_FROM_YEAR = 2023;
export const RENOVATION_TARGET_LABEL: EpcLabel = "d";

export type RenovationObligation = {
  messageKey: "EPC_RENOVATION_NOTICE";
  years: number;
  targetLabel: EpcLabel;
  deadlineYear: number;
};

/**
 * A home bought from 2023 with label E or F must reach D or better within 5 years (spec §9). The rule
 * is Flemish: with a region other than Flanders there is no obligation.
 */
export function renovationObligation(
  label: EpcLabel | null | undefined,
  purchaseYear: number,
  region: Region | "" = "flanders",
): RenovationObligation | null {
  if (region !== "flanders") return null;
  if (label !== "e" && label !== "f") return null;
  if (!Number.isInteger(purchaseYear) || purchaseYear < RENOVATION_FROM_YEAR) return null;
  return {
    messageKey: "EPC_RENOVATION_NOTICE",
    years: RENOVATION_YEARS,
    targetLabel: RENOVATION_TARGET_LABEL,
    deadlineYear: purchaseYear + RENOVATION_YEARS,
  };
}
