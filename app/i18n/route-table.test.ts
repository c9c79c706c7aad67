import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { slugify } from "../domain/slug.ts";
import { projectPath, propertyPath } from "./route-table.ts";

describe("property and project paths (spec §2 route table)", () => {
  it("makes the slugs from the city and the title, under the goal's list", () => {
    const house = { id: 4120, goal: 0, city: "SINT-KATELIJNE-WAVER", title: "Halfopen woning!" };
    expect(propertyPath(house, "nl")).toBe("/nl/te-koop/sint-katelijne-waver/halfopen-woning/4120/");
    expect(propertyPath({ ...house, goal: 1 }, "nl")).toBe(
      "/nl/te-huur/sint-katelijne-waver/halfopen-woning/4120/",
    );
    expect(propertyPath(house, "original")).toBe("/property/4120/");
    expect(propertyPath({ id: 7, goal: 0, city: "", title: "" }, "en")).toBe("/en/for-sale/-/7/7/");
  });

  it("picks the title in the path's language from the texts, else the type name", () => {
    const listing = {
      id: 12,
      goal: 0,
      city: "Mechelen",
      mainTypeName: "Huis",
      texts: [{ language: "nl", typeDescription: "Ruime villa" }],
    };
    expect(propertyPath(listing, "fr")).toBe("/fr/a-vendre/mechelen/ruime-villa/12/");
    expect(propertyPath({ ...listing, texts: [] }, "nl")).toBe("/nl/te-koop/mechelen/huis/12/");
  });

  it("gives the same path for a title and for the slug made of it (the older callers' form)", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer({ min: 1 }), (city, title, id) => {
        const fromTitle = propertyPath({ id, goal: 0, city, title }, "nl");
        const fromSlug = propertyPath(
          { id, goal: 0, city: slugify(city) || "-", slug: slugify(title) || String(id) },
          "nl",
        );
        expect(fromSlug).toBe(fromTitle);
      }),
    );
  });

  it("makes a project's slug from its name", () => {
    expect(projectPath({ id: 3, name: "Residentie 't Hof" }, "nl")).toBe("/nl/nieuwbouw/residentie-t-hof/3/");
    expect(projectPath({ id: 3, name: "Residentie 't Hof" }, "original")).toBe("/projects/3/");
    expect(projectPath({ id: 3, slug: "residentie-t-hof" }, "nl")).toBe(
      projectPath({ id: 3, name: "Residentie 't Hof" }, "nl"),
    );
  });
});
