import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { KeptHtml } from "../../ui/kept-markup.tsx";
import { citySuggestionsMarkup } from "./city-suggestions.server.tsx";

describe("the town field's suggestions", () => {
  it("are one option per place, in the order given", () => {
    expect(citySuggestionsMarkup(["Mechelen", "Liège", "Sint-Katelijne-Waver"])).toBe(
      '<option value="Mechelen"></option><option value="Liège"></option>' +
        '<option value="Sint-Katelijne-Waver"></option>',
    );
  });

  it("escape a place name that an import could have made hostile", () => {
    const markup = citySuggestionsMarkup(['"><script>alert(1)</script>']);
    expect(markup).toBe('<option value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"></option>');
    expect(markup).not.toContain("<script");
  });

  it("fill the datalist the filters draw", () => {
    const html = renderToString(
      <KeptHtml as="datalist" id="listing-cities" markup={citySuggestionsMarkup(["Mechelen"])} />,
    );
    expect(html).toBe('<datalist id="listing-cities"><option value="Mechelen"></option></datalist>');
  });
});
