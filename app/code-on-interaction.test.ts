import { describe, expect, it } from "vitest";
import { codeOnInteractionScript, needsCodeAtLoad } from "./code-on-interaction.ts";

describe("code on the first interaction (ADR 0037)", () => {
  it("a visitor who is not signed in, on a site without measurement tags, gets the code at the first interaction", () => {
    expect(needsCodeAtLoad({})).toBe(false);
    expect(needsCodeAtLoad(null)).toBe(false);
  });

  it("a signed-in visitor's screens and a site with measurement tags get their code at load", () => {
    const signedIn = {
      notice: "",
      portal: { href: "/nl/mijn-pand/", label: "", external: false },
      signOutPath: "/nl/aanmelden/",
      signOutLabel: "",
      signOutEverywhereLabel: "",
    };
    expect(needsCodeAtLoad({ signedIn })).toBe(true);
    expect(needsCodeAtLoad({ measurement: { ga4: "G-ABC123" } as never })).toBe(true);
  });

  it("the loader is one script that parses, with its start at load switched by the flag alone", () => {
    const later = codeOnInteractionScript(false);
    const atLoad = codeOnInteractionScript(true);
    expect(() => new Function(later)).not.toThrow();
    expect(() => new Function(atLoad)).not.toThrow();
    expect(later.endsWith("if(false)start()})()")).toBe(true);
    expect(atLoad.replace("if(true)", "if(false)")).toBe(later);
  });
});
