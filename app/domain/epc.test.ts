import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BRUSSELS_F_SUB_LOWER,
  BRUSSELS_F_SUB_SOURCE_LOWER,
  BRUSSELS_SCALE,
  FLANDERS_SCALE,
  LUXEMBOURG_LABELS,
  WALLONIA_SCALE,
  epcLabelDisplay,
  epcLabelFor,
  epcLabelsOf,
  isEpcLabel,
  labelOnScale,
  parseEpcLabelText,
  renovationObligation,
  scaleOf,
  type EpcScale,
} from "./epc.ts";
import type { Region } from "./region.ts";

describe("Flanders scale (spec §3)", () => {
  it.each([
    [-0.1, "a_plus"],
    [-250, "a_plus"],
    [0, "a"],
    [50, "a"],
    [100, "a"],
    [100.01, "b"],
    [200, "b"],
    [250, "c"],
    [350, "d"],
    [450, "e"],
    [500, "e"],
    [500.5, "f"],
    [1200, "f"],
  ] as const)("%s kWh/m² is %s", (value, label) => {
    expect(epcLabelFor("flanders", value)).toBe(label);
  });
});

describe("Brussels scale (spec §3)", () => {
  it.each([
    [-1, "a_plus"],
    [1, "a"],
    [23, "a"],
    [24, "a_sub"],
    [45, "a_sub"],
    [46, "b_plus"],
    [79, "b"],
    [95, "b_sub"],
    [113, "c_plus"],
    [132, "c"],
    [150, "c_sub"],
    [170, "d_plus"],
    [190, "d"],
    [210, "d_sub"],
    [232, "e_plus"],
    [253, "e"],
    [275, "e_sub"],
    [298, "f_plus"],
    [322, "f"],
    [323, "f_sub"],
    [345, "f_sub"],
    [346, "g"],
    [900, "g"],
  ] as const)("%s kWh/m² is %s", (value, label) => {
    expect(epcLabelFor("brussels", value)).toBe(label);
  });

  it.each([
    [0, "a_plus"],
    [0.5, "a_plus"],
    [23.5, "a"],
    [45.9, "a_sub"],
    [322.2, "f"],
    [345.5, "f_sub"],
  ] as const)("a value in a gap (%s) gets the band below: %s", (value, label) => {
    expect(epcLabelFor("brussels", value)).toBe(label);
  });

  it("builds f_sub from 323 and keeps the source's literal 223", () => {
    expect(BRUSSELS_F_SUB_SOURCE_LOWER).toBe(223);
    expect(BRUSSELS_SCALE.find(([, , label]) => label === "f_sub")?.[0]).toBe(BRUSSELS_F_SUB_LOWER);
    expect(BRUSSELS_F_SUB_LOWER).toBe(323);
    // Read literally, 223-345 would swallow e_plus..f: 240 would be both e and f_sub.
    const literal: EpcScale = BRUSSELS_SCALE.map(([lower, upper, label]) =>
      label === "f_sub" ? [BRUSSELS_F_SUB_SOURCE_LOWER, upper, label] : [lower, upper, label],
    );
    const bandsHolding240 = literal.filter(
      ([lower, upper]) => lower !== "-" && upper !== "+" && lower <= 240 && upper >= 240,
    );
    expect(bandsHolding240.map(([, , label]) => label)).toEqual(["e", "f_sub"]);
    expect(epcLabelFor("brussels", 240)).toBe("e");
    expect(epcLabelFor("brussels", 330)).toBe("f_sub");
  });
});

describe("Wallonia scale (spec §3)", () => {
  it.each([
    [-1, "a_plusplus"],
    [0, "a_plus"],
    [45, "a_plus"],
    [45.1, "a"],
    [85, "a"],
    [170, "b"],
    [255, "c"],
    [340, "d"],
    [425, "e"],
    [510, "f"],
    [511, "g"],
  ] as const)("%s kWh/m² is %s", (value, label) => {
    expect(epcLabelFor("wallonia", value)).toBe(label);
  });
});

describe("scales as data", () => {
  it.each([
    ["flanders", FLANDERS_SCALE],
    ["brussels", BRUSSELS_SCALE],
    ["wallonia", WALLONIA_SCALE],
  ] as const)("%s is ordered, opens with '-' and closes with '+'", (region, scale) => {
    expect(scaleOf(region)).toBe(scale);
    expect(scale[0]?.[0]).toBe("-");
    expect(scale.at(-1)?.[1]).toBe("+");
    for (let i = 1; i < scale.length; i++) {
      const previous = scale[i - 1];
      const current = scale[i];
      if (!previous || !current || previous[1] === "+" || current[0] === "-") throw new Error("bad scale");
      expect(current[0]).toBeGreaterThanOrEqual(previous[1]);
    }
  });

  it("lists labels best first per region, and none for an unknown region", () => {
    expect(epcLabelsOf("flanders")).toEqual(["a_plus", "a", "b", "c", "d", "e", "f"]);
    expect(epcLabelsOf("wallonia")[0]).toBe("a_plusplus");
    expect(epcLabelsOf("brussels")).toHaveLength(19);
    expect(epcLabelsOf("luxembourg")).toEqual(LUXEMBOURG_LABELS);
    expect(epcLabelsOf("")).toEqual([]);
    expect(scaleOf("luxembourg")).toBeNull();
  });

  const regionsWithScale = fc.constantFrom<Region>("flanders", "brussels", "wallonia");

  it("maps every finite value of a region to exactly one label of that region", () => {
    fc.assert(
      fc.property(regionsWithScale, fc.double({ noNaN: true, noDefaultInfinity: true }), (region, value) => {
        const label = epcLabelFor(region, value);
        expect(label).not.toBeNull();
        expect(epcLabelsOf(region)).toContain(label);
      }),
    );
  });

  it("never gives a better label to a higher value", () => {
    fc.assert(
      fc.property(
        regionsWithScale,
        fc.double({ min: -1000, max: 2000, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (region, value, step) => {
          const labels = epcLabelsOf(region);
          const lower = labels.indexOf(epcLabelFor(region, value) ?? "a");
          const higher = labels.indexOf(epcLabelFor(region, value + step) ?? "a");
          expect(higher).toBeGreaterThanOrEqual(lower);
        },
      ),
    );
  });

  it("has no label for a value that is not finite", () => {
    expect(labelOnScale(FLANDERS_SCALE, Number.NaN)).toBeNull();
    expect(labelOnScale(FLANDERS_SCALE, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it("answers the band below when a scale has no band for the value at all", () => {
    expect(labelOnScale([[10, 20, "a"]], 5)).toBeNull();
    expect(labelOnScale([[10, 20, "a"]], 25)).toBe("a");
  });
});

describe("label text", () => {
  it.each([
    ["A+", "a_plus"],
    ["a_plus", "a_plus"],
    ["A plus", "a_plus"],
    ["A-plus", "a_plus"],
    ["A++", "a_plusplus"],
    ["a_plusplus", "a_plusplus"],
    ["C-", "c_sub"],
    ["c_sub", "c_sub"],
    ["B +", "b_plus"],
    [" e ", "e"],
    ["EPC: D", "d"],
    ["Klasse H", "h"],
    ["label F", "f"],
  ] as const)("%j reads as %s", (text, label) => {
    expect(parseEpcLabelText(text)).toBe(label);
  });

  it.each([[""], ["Z"], ["A+++"], ["good"], ["h+"], [null], [undefined]])("%j is not a label", (text) => {
    expect(parseEpcLabelText(text)).toBeNull();
  });

  it("is used when there is no value, and only for a label of the region", () => {
    expect(epcLabelFor("flanders", null, "C")).toBe("c");
    expect(epcLabelFor("flanders", undefined, "A++")).toBeNull();
    expect(epcLabelFor("wallonia", Number.NaN, "A++")).toBe("a_plusplus");
    expect(epcLabelFor("brussels", null, "c-")).toBe("c_sub");
    expect(epcLabelFor("flanders", null, "c-")).toBeNull();
    expect(epcLabelFor("flanders", null, null)).toBeNull();
  });

  it("prefers the value to the label text", () => {
    expect(epcLabelFor("flanders", 150, "F")).toBe("b");
  });

  it("reads Luxembourg by label only, from A+ to I", () => {
    expect(epcLabelFor("luxembourg", 50, "I")).toBe("i");
    expect(epcLabelFor("luxembourg", 50, null)).toBeNull();
    expect(epcLabelFor("luxembourg", null, "A++")).toBeNull();
  });

  it("gives nothing in an unknown region", () => {
    expect(epcLabelFor("", 50, "A")).toBeNull();
  });

  it("prints labels as the certificate does", () => {
    expect(epcLabelDisplay("a_plusplus")).toBe("A++");
    expect(epcLabelDisplay("a_plus")).toBe("A+");
    expect(epcLabelDisplay("f_sub")).toBe("F-");
    expect(epcLabelDisplay("g")).toBe("G");
  });

  it("round-trips every label through its printed form", () => {
    for (const region of ["flanders", "brussels", "wallonia", "luxembourg"] as const) {
      for (const label of epcLabelsOf(region)) {
        expect(isEpcLabel(label)).toBe(true);
        expect(epcLabelFor(region, null, epcLabelDisplay(label))).toBe(label);
      }
    }
  });

  it("never throws on any text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const label = parseEpcLabelText(text);
        expect(label === null || isEpcLabel(label)).toBe(true);
      }),
    );
  });
});

describe("renovation obligation (spec §9)", () => {
  it("applies to E and F bought from 2023: D or better within 5 years", () => {
    expect(renovationObligation("e", 2023)).toEqual({
      messageKey: "EPC_RENOVATION_NOTICE",
      years: 5,
      targetLabel: "d",
      deadlineYear: 2028,
    });
    expect(renovationObligation("f", 2026)?.deadlineYear).toBe(2031);
  });

  it("does not apply before 2023, to other labels, or outside Flanders", () => {
    expect(renovationObligation("f", 2022)).toBeNull();
    expect(renovationObligation("d", 2024)).toBeNull();
    expect(renovationObligation(null, 2024)).toBeNull();
    expect(renovationObligation("e", 2024, "wallonia")).toBeNull();
    expect(renovationObligation("e", 2024.5)).toBeNull();
  });
});
