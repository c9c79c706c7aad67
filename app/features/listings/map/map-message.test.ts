import { describe, expect, it } from "vitest";
import { readMapMessage } from "./map-message.ts";

const listing = {
  id: 4120,
  latitude: 51.03,
  longitude: 4.48,
  marquee: 0,
  title: "Huis",
  place: "Mechelen",
  price: "€ 325.000",
  href: "/nl/te-koop/mechelen/ruime-woning/4120/",
  imageUrl: "/media/p-4120-1/250.webp",
};
const message = {
  type: "listings-map",
  properties: [listing],
  infoMessage: "",
  mapType: "roadmap",
  customMarker: null,
  marqueeIgnore: [1, 2],
  labels: { viewProperty: "Bekijk dit pand", cluster: "{count} panden: zoom in" },
};

describe("readMapMessage", () => {
  it("accepts the list page's message", () => {
    expect(readMapMessage(message)).toEqual(message);
  });

  it("refuses messages that are not the list page's", () => {
    expect(readMapMessage(null)).toBeNull();
    expect(readMapMessage("listings-map")).toBeNull();
    expect(readMapMessage({ ...message, type: "other" })).toBeNull();
    expect(readMapMessage({ ...message, properties: "all" })).toBeNull();
  });

  it("refuses links that leave the site or run script", () => {
    for (const href of ["javascript:alert(1)", "https://evil.example/", "//evil.example/x"]) {
      expect(readMapMessage({ ...message, properties: [{ ...listing, href }] })).toBeNull();
    }
    expect(
      readMapMessage({ ...message, properties: [{ ...listing, imageUrl: "https://x.example/a.jpg" }] }),
    ).toBeNull();
  });

  it("refuses coordinates off the globe", () => {
    expect(readMapMessage({ ...message, properties: [{ ...listing, latitude: 91 }] })).toBeNull();
  });

  it("drops a custom marker colour that is not a colour", () => {
    expect(
      readMapMessage({ ...message, customMarker: { color: "red;background:url(x)" } })?.customMarker,
    ).toBeNull();
    expect(readMapMessage({ ...message, customMarker: { color: "#0b4f6c" } })?.customMarker).toEqual({
      color: "#0b4f6c",
    });
  });
});
