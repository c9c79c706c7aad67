// EPC label images per region and label (spec §9 "energy label images per region"), drawn as inline SVG
// so every label of every scale exists without image files.
import { epcLabelDisplay, epcLabelsOf, type EpcLabel } from "./epc.ts";
import type { Region } from "./region.ts";

// The green-to-red ramp of the official certificates; sub-bands (Brussels "+"/"-") share their letter's colour.
const DARKEST_GREEN = "#006b2f";
const DARK_GREEN = "#00843d";
const LETTER_RAMP = ["#00a651", "#50b848", "#bed630", "#fff200", "#fdb913", "#f37021", "#e2231a"];
const BEYOND_G = { h: "#b3121c", i: "#7f0d12" } as const;

function letterIndex(label: EpcLabel): number {
  return label.charCodeAt(0) - "a".charCodeAt(0);
}

/** The fill colour of a label on its region's certificate; null when the label is not on that scale. */
export function epcLabelColour(region: Region | "", label: EpcLabel): string | null {
  if (!epcLabelsOf(region).includes(label)) return null;
  if (label === "a_plusplus") return DARKEST_GREEN;
  if (label === "a_plus") return DARK_GREEN;
  if (label === "h" || label === "i") return BEYOND_G[label];
  // Flanders stops at F, which its certificate prints in red: its ramp starts one step further.
  const ramp = region === "flanders" ? LETTER_RAMP.slice(1) : LETTER_RAMP;
  return ramp[letterIndex(label)] ?? null;
}

function channel(hex: string, offset: number): number {
  const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

const DARK_TEXT = "#1a1a1a";
const LIGHT_TEXT = "#ffffff";

/** Dark or white lettering, whichever contrasts more with the fill (WCAG contrast ratio). */
export function epcTextColour(fill: string): string {
  const fillLuminance = luminance(fill);
  const againstDark = (fillLuminance + 0.05) / (luminance(DARK_TEXT) + 0.05);
  const againstLight = 1.05 / (fillLuminance + 0.05);
  return againstDark >= againstLight ? DARK_TEXT : LIGHT_TEXT;
}

/** The lettering of epcTextColour as a tone, for a class name where markup may carry no colour. */
export function epcTextTone(fill: string): "dark" | "light" {
  return epcTextColour(fill) === DARK_TEXT ? "dark" : "light";
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export const EPC_LABEL_SVG_WIDTH = 72;
export const EPC_LABEL_SVG_HEIGHT = 32;

/**
 * An arrow in the label's colour with the label printed on it, as SVG markup with role="img" and a
 * <title>. `title` is the translated accessible text (EPC_LABEL_ALT); without it the printed label is
 * used. Empty when the label is not on the region's scale.
 */
export function epcLabelSvg(region: Region | "", label: EpcLabel, title?: string): string {
  const fill = epcLabelColour(region, label);
  if (!fill) return "";
  const printed = epcLabelDisplay(label);
  const name = escapeXml(title?.trim() || `EPC ${printed}`);
  const w = EPC_LABEL_SVG_WIDTH;
  const h = EPC_LABEL_SVG_HEIGHT;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" ` +
    `role="img" aria-label="${name}"><title>${name}</title>` +
    `<path d="M0 0H${w - h / 2}L${w} ${h / 2}L${w - h / 2} ${h}H0Z" fill="${fill}"/>` +
    `<text x="${(w - h / 2) / 2}" y="${h / 2}" dy="0.35em" text-anchor="middle" ` +
    `font-family="Arial,Helvetica,sans-serif" font-size="18" font-weight="700" fill="${epcTextColour(fill)}" ` +
    `aria-hidden="true">${escapeXml(printed)}</text></svg>`
  );
}

/** The SVG as a data URL, for an <img src> whose alt carries the accessible text. */
export function epcLabelDataUrl(region: Region | "", label: EpcLabel): string {
  const svg = epcLabelSvg(region, label);
  return svg ? `data:image/svg+xml,${encodeURIComponent(svg)}` : "";
}
