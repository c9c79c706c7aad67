import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { dictionaryFor } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import { I18nContext } from "../../i18n/use-t.ts";
import { ProjectList } from "./project-list.tsx";
import type { ProjectCardView } from "./project-view.ts";

function render(projects: ProjectCardView[], language: Language): string {
  const router = createMemoryRouter([{ path: "/", element: <ProjectList projects={projects} /> }]);
  return renderToString(
    <I18nContext value={{ language, dictionary: dictionaryFor(language) }}>
      <RouterProvider router={router} />
    </I18nContext>,
  );
}

const project: ProjectCardView = {
  id: 7,
  href: "/en/new-builds/residentie-dijle/7/",
  name: "Residentie Dijle",
  place: "Mechelen",
  delivery: "Spring 2027",
  priceRange: "€ 289.000 to € 465.000",
  bedroomRange: "1 to 3",
  availability: "5 of 12 units available",
  soldOut: false,
  photo: null,
};

describe("project list", () => {
  it("says so when there are no projects (spec §8)", () => {
    expect(render([], "en")).toContain("No projects are currently available.");
    expect(render([], "nl")).toContain("Er zijn momenteel geen projecten beschikbaar.");
    expect(render([], "fr")).toContain("Aucun projet n&#x27;est disponible pour le moment.");
  });

  it("shows each project with its link, delivery and ranges", () => {
    const html = render([project], "en");
    expect(html).not.toContain("No projects are currently available.");
    expect(html).toContain('href="/en/new-builds/residentie-dijle/7/"');
    expect(html).toContain("Spring 2027");
    expect(html).toContain("€ 289.000 to € 465.000");
    expect(html).toContain("5 of 12 units available");
  });
});
