import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { dictionaryFor } from "../../i18n/dictionary.ts";
import { I18nContext } from "../../i18n/use-t.ts";
import { AlertEditor, type AlertView } from "./alert-editor.tsx";

const alert: AlertView = {
  id: "5f0c6f1e-8d1b-4c8e-9a43-0f3e0f7f2a11",
  state: "active",
  goal: "buy",
  types: ["1"],
  zones: "",
  area: { latitude: 51.0259, longitude: 4.4776, radiusKm: 10 },
  minPrice: null,
  maxPrice: 400_000,
  minBedrooms: null,
  maxBedrooms: null,
  minBathrooms: null,
  minGarages: null,
  minParkings: null,
  terrace: false,
  garden: false,
  frequency: "instant",
};

function render(view: AlertView): string {
  const editor = (
    <AlertEditor
      alert={view}
      action="?token=t"
      propertyTypes={[{ id: 1, name: "House" }]}
      error={null}
      values={undefined}
    />
  );
  const router = createMemoryRouter([{ path: "/", element: editor }]);
  return renderToString(
    <I18nContext value={{ language: "en", dictionary: dictionaryFor("en") }}>
      <RouterProvider router={router} />
    </I18nContext>,
  );
}

describe("spec §3 demand register region: the manage page", () => {
  it("spec §3 demand register region: shows the alert's area in words and in its fields", () => {
    const html = render(alert);
    expect(html).toContain("10 km around 51.0259, 4.4776");
    expect(html).toMatch(/name="areaLatitude"[^>]*value="51.0259"/);
    expect(html).toMatch(/name="areaRadius"[^>]*value="10"/);
  });

  it("spec §3 demand register region: says when an alert has no area", () => {
    expect(render({ ...alert, area: null, zones: "2800" })).toContain("No area on the map");
  });
});
