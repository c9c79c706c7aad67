import fc from "fast-check";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { LANGUAGES } from "../app/i18n/languages.ts";
import routeConfig from "../app/routes.ts";
import { languageBuild, languagePrefixOf } from "./language-routes.ts";

// The site's real route table as a server build: the root and every route of app/routes.ts under it.
const entries = routeConfig.map((route) => ({ id: route.id ?? route.file, path: route.path }));
const build = {
  routes: Object.fromEntries([
    ["root", { id: "root", path: "", module: {} }],
    ...entries.map(({ id, path }) => [id, { id, parentId: "root", path, module: {} }]),
  ]),
  assets: {
    version: "test",
    url: "/assets/manifest.js",
    entry: { module: "/assets/entry.js", imports: [] },
    routes: Object.fromEntries(
      ["root", ...entries.map(({ id }) => id)].map((id) => [id, { id, module: `/assets/${id}.js` }]),
    ),
  },
} as unknown as ServerBuild;

function tree(routes: ServerBuild["routes"]): RouteObject[] {
  const children = Object.values(routes)
    .filter((route) => route?.parentId === "root")
    .map((route) => ({ id: route?.id, path: route?.path }));
  return [{ id: "root", path: "", children }];
}

/** The route that answers a path, as React Router's server reads it (data suffix off). */
function answering(routes: ServerBuild["routes"], pathname: string): string | undefined {
  const path = pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
  return matchRoutes(tree(routes), path)?.at(-1)?.route.id;
}

const WHOLE = build.routes;
const BY_LANGUAGE = new Map(LANGUAGES.map((language) => [language, languageBuild(build, language).routes]));

/**
 * A bound, not a measure, for the two tests that match many paths through both route tables: alone on a
 * two-core machine they take 2.5 and 4–5.5 s, past Vitest's default 5 s under CI's load (one run failed so).
 */
const MATCHING_BOUND = 30_000;

/** The answering route through the handler a path is given to, and through the whole build. */
function bothWays(pathname: string): [string | undefined, string | undefined] {
  const language = languagePrefixOf(pathname);
  const routes = (language && BY_LANGUAGE.get(language)) || WHOLE;
  return [answering(routes, pathname), answering(WHOLE, pathname)];
}

// Every route's path with its parameters filled in.
const samplePaths = entries
  .map(({ path }) => path ?? "/")
  .map((path) => path.replace(/:[A-Za-z]+/g, "x1").replace("*", "anything/here"));

describe("language routes", () => {
  it("reads the language prefix as React Router matches it", () => {
    expect(languagePrefixOf("/nl/te-koop/")).toBe("nl");
    expect(languagePrefixOf("/NL/te-koop/")).toBe("nl");
    expect(languagePrefixOf("/%6El/te-koop/")).toBe("nl");
    expect(languagePrefixOf("/fr/a-vendre/_.data")).toBe("fr");
    expect(languagePrefixOf("/nl.data")).toBe("nl");
    expect(languagePrefixOf("/nl")).toBe("nl");
    expect(languagePrefixOf("/")).toBeNull();
    expect(languagePrefixOf("/_root.data")).toBeNull();
    expect(languagePrefixOf("/for-sale/")).toBeNull();
    expect(languagePrefixOf("/__manifest")).toBeNull();
    expect(languagePrefixOf("/nlx/")).toBeNull();
    expect(languagePrefixOf("/%E0/nl/")).toBeNull();
  });

  it("a language's build holds a small part of the routes, the root and the not-found splat among them", () => {
    const nl = BY_LANGUAGE.get("nl") ?? {};
    expect(Object.keys(nl).length).toBeLessThan(Object.keys(WHOLE).length / 3);
    expect(nl).toHaveProperty("root");
    expect(nl).toHaveProperty("not-found");
    expect(nl).toHaveProperty(["forSale.nl"]);
    expect(nl).not.toHaveProperty(["forSale.fr"]);
    expect(Object.keys(languageBuild(build, "nl").assets.routes).sort()).toEqual(Object.keys(nl).sort());
  });

  it(
    "every route's own path is answered by the same route as the whole build would",
    () => {
      for (const path of samplePaths) {
        for (const variant of [path, path.toUpperCase(), `${path.replace(/\/$/, "")}/_.data`]) {
          const [split, whole] = bothWays(variant);
          expect(split, variant).toBe(whole);
        }
      }
    },
    MATCHING_BOUND,
  );

  it(
    "any path is answered by the same route as the whole build would",
    () => {
      // React Router warns of every undecodable path, as the server never lets one through (request-gate.ts).
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const segments = [
        ...new Set(samplePaths.flatMap((path) => path.split("/")).filter(Boolean)),
        "NL",
        "Fr",
        "%6El",
        "%E0",
        "..",
        "",
        "x.data",
        "_.data",
      ];
      fc.assert(
        fc.property(
          fc.array(fc.oneof(fc.constantFrom(...segments), fc.string()), { maxLength: 6 }),
          (parts) => {
            const path = `/${parts.join("/")}`;
            const [split, whole] = bothWays(path);
            expect(split).toBe(whole);
          },
        ),
        { numRuns: 1000 },
      );
      warn.mockRestore();
    },
    MATCHING_BOUND,
  );
});
