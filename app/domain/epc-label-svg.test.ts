import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { epcLabelsOf } from "./epc.ts";
import { epcLabelColour, epcLabelDataUrl, epcLabelSvg, epcTextColour, epcTextTone } from "./epc-label-svg.ts";
import { REGIONS } from "./region.ts";

function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const c = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (c[0] ?? 0) + 0.7152 * (c[1] ?? 0) + 0.0722 * (c[2] ?? 0);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe("epcLabelSvg", () => {
  it("draws every label of every scale with an accessible name", () => {
    for (const region of REGIONS) {
      for (const label of epcLabelsOf(region)) {
        const svg = epcLabelSvg(region, label);
        expect(svg).toMatch(/^<svg [^>]*role="img"/);
        expect(svg).toMatch(/<title>EPC [A-I][+-]{0,2}<\/title>/);
        expect(svg).toContain(`fill="${epcLabelColour(region, label)}"`);
      }
    }
  });

  it("prints the label as on the certificate, with the translated title", () => {
    const svg = epcLabelSvg("brussels", "c_sub", "PEB-label C-");
    expect(svg).toContain(">C-</text>");
    expect(svg).toContain('aria-label="PEB-label C-"');
    expect(svg).toContain("<title>PEB-label C-</title>");
  });

  it("escapes the title", () => {
    const svg = epcLabelSvg("flanders", "a", `<script>"x"</script>`);
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;&quot;x&quot;");
  });

  it("draws nothing for a label that is not on the region's scale", () => {
    expect(epcLabelSvg("flanders", "g")).toBe("");
    expect(epcLabelSvg("", "a")).toBe("");
    expect(epcLabelDataUrl("flanders", "a_plusplus")).toBe("");
  });

  it("goes from green to red: Flanders F and Brussels G are red, A++ darkest green", () => {
    expect(epcLabelColour("flanders", "f")).toBe("#e2231a");
    expect(epcLabelColour("brussels", "g")).toBe("#e2231a");
    expect(epcLabelColour("brussels", "b_plus")).toBe(epcLabelColour("brussels", "b_sub"));
    expect(epcLabelColour("wallonia", "a_plusplus")).toBe("#006b2f");
    expect(epcLabelColour("luxembourg", "i")).toBe("#7f0d12");
  });

  it("keeps the lettering readable on every fill (contrast >= 4.5)", () => {
    for (const region of REGIONS) {
      for (const label of epcLabelsOf(region)) {
        const fill = epcLabelColour(region, label) ?? "";
        expect(contrast(fill, epcTextColour(fill)), `${region} ${label}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("names the lettering's tone for a class: dark on light fills, light on dark ones", () => {
    expect(epcTextTone("#ffffff")).toBe("dark");
    expect(epcTextTone("#006b2f")).toBe("light");
    expect(epcTextColour("#006b2f")).toBe("#ffffff");
  });

  it("gives a data URL that decodes to the SVG", () => {
    const url = epcLabelDataUrl("wallonia", "b");
    expect(url.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(url.slice("data:image/svg+xml,".length))).toBe(epcLabelSvg("wallonia", "b"));
  });

  it("never lets a title break out of the markup", () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const svg = epcLabelSvg("flanders", "b", title);
        expect(svg.match(/<title>/g)).toHaveLength(1);
        expect(svg.match(/<svg /g)).toHaveLength(1);
        expect(svg.match(/<\/svg>/g)).toHaveLength(1);
      }),
    );
  });
});
