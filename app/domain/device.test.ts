import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEVICE_MEDIA_QUERIES, deviceClass, deviceFlags } from "./device.ts";

describe("deviceClass (spec §4, §9)", () => {
  it.each([
    [320, "mobile"],
    [766, "mobile"],
    [766.5, "mobile"],
    [767, "tablet"],
    [960, "tablet"],
    [961, "tablet"],
    [1279, "tablet"],
    [1280, "large"],
    [2560, "large"],
    [Number.NaN, "mobile"],
    [null, "mobile"],
    [-5, "mobile"],
  ] as const)("%s px is %s", (width, device) => {
    expect(deviceClass(width)).toBe(device);
  });

  it("never goes back to a smaller class as the width grows", () => {
    const order = ["mobile", "tablet", "large"];
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        (a, b) => {
          const [narrow, wide] = a <= b ? [a, b] : [b, a];
          expect(order.indexOf(deviceClass(wide))).toBeGreaterThanOrEqual(order.indexOf(deviceClass(narrow)));
        },
      ),
    );
  });

  it("sets exactly one flag", () => {
    expect(deviceFlags(800)).toEqual({ isMobile: false, isTablet: true, isDesktop: false });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), (width) => {
        const flags = Object.values(deviceFlags(width)).filter(Boolean);
        expect(flags).toHaveLength(1);
      }),
    );
  });

  it("writes the same limits as media queries", () => {
    expect(DEVICE_MEDIA_QUERIES.large).toBe("(min-width: 1280px)");
    expect(DEVICE_MEDIA_QUERIES.tablet).toBe("(min-width: 767px) and (max-width: 1279.98px)");
    expect(DEVICE_MEDIA_QUERIES.mobile).toBe("(max-width: 766.98px)");
  });
});
