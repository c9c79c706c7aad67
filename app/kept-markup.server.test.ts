import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type AppContext, appContext } from "./context.server.ts";
import { keepMarkup } from "./kept-markup.server.ts";

function contextOf(keptMarkup: Map<string, string> | undefined): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appContext, {
    nonce: "",
    clientAddress: "127.0.0.1",
    siteOrigin: "https://www.example.be",
    answer: { personal: false },
    ...(keptMarkup && { keptMarkup }),
  } as AppContext);
  return context;
}

describe("keepMarkup", () => {
  it("on a document request, keeps each markup for the render and gives the data a reference to its own copy", () => {
    const kept = new Map<string, string>();
    const context = contextOf(kept);
    const footer = keepMarkup(context, "<p>Mechelen</p>");
    const cards = keepMarkup(context, '<article class="card">Te koop</article>');
    const again = keepMarkup(context, "<p>Mechelen</p>");
    expect([footer, cards, again].every((markup) => typeof markup === "object")).toBe(true);
    const references = [footer, cards, again].map((markup) =>
      typeof markup === "object" ? markup.kept : "",
    );
    expect(new Set(references).size).toBe(3);
    expect(references.map((reference) => kept.get(reference))).toEqual([
      "<p>Mechelen</p>",
      '<article class="card">Te koop</article>',
      "<p>Mechelen</p>",
    ]);
  });

  it("on a data request, and for empty markup, gives the markup itself", () => {
    expect(keepMarkup(contextOf(undefined), "<p>Mechelen</p>")).toBe("<p>Mechelen</p>");
    const kept = new Map<string, string>();
    expect(keepMarkup(contextOf(kept), "")).toBe("");
    expect(kept.size).toBe(0);
  });
});
