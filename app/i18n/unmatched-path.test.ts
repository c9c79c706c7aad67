import { describe, expect, it } from "vitest";
import { pathForUnmatched } from "./unmatched-path.ts";

const ENABLED = ["nl", "fr", "en"] as const;

describe("spec §2: an enabled language's prefix applies that language to any path of the route table", () => {
  it("leads an original path under a language prefix to the screen in that language", () => {
    expect(pathForUnmatched("/fr/for-sale/", ENABLED)).toBe("/fr/a-vendre/");
    expect(pathForUnmatched("/nl/for-sale/", ENABLED)).toBe("/nl/te-koop/");
    expect(pathForUnmatched("/en/privacy/", ENABLED)).toBe("/en/privacy-statement/");
    expect(pathForUnmatched("/en/contact-demand/", ENABLED)).toBe("/en/free-valuation/");
    expect(pathForUnmatched("/en/demand-register/", ENABLED)).toBe("/en/keep-me-informed/");
    expect(pathForUnmatched("/fr/Disclaimer/", ENABLED)).toBe("/fr/avertissement/");
  });

  it("does the same for the lead pages' and thank-you pages' original paths", () => {
    expect(pathForUnmatched("/en/newsletter/", ENABLED)).toBeNull();
    expect(pathForUnmatched("/nl/testimonial/", ENABLED)).toBe("/nl/getuigenis/");
    expect(pathForUnmatched("/fr/feedback/site-contact/", ENABLED)).toBe("/fr/merci/site-contact/");
  });

  it("does not apply a language that is not enabled, and finds nothing for an unknown path", () => {
    expect(pathForUnmatched("/de/for-sale/", ENABLED)).toBe("/for-sale/");
    expect(pathForUnmatched("/de/contact/", ENABLED)).toBeNull();
    expect(pathForUnmatched("/fr/nowhere/", ENABLED)).toBeNull();
    expect(pathForUnmatched("/nowhere/", ENABLED)).toBeNull();
  });
});

describe("spec §2: for-sale and for-rent fall back to a match on the path's last segment", () => {
  it("reaches the list from any prefix, in the prefix's language when it names one", () => {
    expect(pathForUnmatched("/aanbod/for-sale/", ENABLED)).toBe("/for-sale/");
    expect(pathForUnmatched("/immo/panden/for-rent/", ENABLED)).toBe("/for-rent/");
    expect(pathForUnmatched("/fr/immo/for-rent/", ENABLED)).toBe("/fr/a-louer/");
  });
});
