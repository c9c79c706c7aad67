import { describe, expect, it } from "vitest";
import { demandRegisterPrefill } from "./demand-register-prefill.ts";

describe("demand register prefill", () => {
  it("takes the list's filters as the form's starting values", () => {
    const params = new URLSearchParams("goal=buy&types=2&zones=Mechelen&minPrice=200000&garden=on");
    expect(demandRegisterPrefill(params)).toEqual({
      frequency: "instant",
      goal: "buy",
      types: ["2"],
      zones: "Mechelen",
      minPrice: "200000",
      garden: "on",
    });
  });

  it("ignores unknown and malformed parameters", () => {
    const params = new URLSearchParams("goal=steal&types=x&minPrice=-1&email=a@b.c&password=p&terrace=yes");
    expect(demandRegisterPrefill(params)).toEqual({ frequency: "instant" });
  });
});
