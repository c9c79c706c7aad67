// React Router does work in proportion to the number of routes on every request: it builds the route
// modules' table and the manifest's route tree for each render (handleDocumentRequest, ServerRouter) and
// matches the path against them. The site has 223 routes, every screen in every language
// (app/routes.ts), while a path's first segment names its language. So a path under a language's prefix is
// answered by a handler that knows only the routes that can match it: that language's, the root and any
// route whose first segment is not fixed (the not-found splat). Every other path (original paths, the
// captcha, the sitemap) goes to the handler of the whole build (ADR 0043).
import { createRequestHandler, type ServerBuild } from "react-router";
import { isLanguage, type Language, LANGUAGES } from "../app/i18n/languages.ts";

type Handler = ReturnType<typeof createRequestHandler>;
type Mode = Parameters<typeof createRequestHandler>[1];
type Routes = ServerBuild["routes"];
type RouteEntry = NonNullable<Routes[string]>;

/**
 * The language prefix a path is under ("nl" for `/nl/te-koop/`, `/NL/te-koop/_.data` or `/nl.data`), as
 * React Router reads it: its data suffix taken off, the segment decoded and compared without case. Null
 * for any other path.
 */
export function languagePrefixOf(pathname: string): Language | null {
  const path = pathname.endsWith("/_.data")
    ? pathname.slice(0, -"_.data".length)
    : pathname.endsWith(".data")
      ? pathname.slice(0, -".data".length)
      : pathname;
  const raw = path.split("/", 2)[1] ?? "";
  let segment = raw;
  try {
    segment = decodeURIComponent(raw);
  } catch {
    // React Router matches an undecodable path as it came.
  }
  const lower = segment.toLowerCase();
  return isLanguage(lower) ? lower : null;
}

/**
 * Where a route can match: under one fixed first segment (lower case), or anywhere (null) when it has no
 * path of its own or its first segment is a parameter, optional or a splat. A nested route goes with the
 * route at the top of its branch.
 */
function firstSegmentOf(routes: Routes, route: RouteEntry): string | null {
  let top = route;
  for (
    let parent = routes[top.parentId ?? ""];
    parent?.parentId !== undefined;
    parent = routes[parent.parentId]
  ) {
    top = parent;
  }
  if (top.parentId === undefined || !top.path) return null;
  const segment = top.path.replace(/^\/+/, "").split("/", 1)[0] ?? "";
  if (segment === "" || /[:*?]/.test(segment)) return null;
  return segment.toLowerCase();
}

/** The build with only the routes a path under `language`'s prefix can match. */
export function languageBuild(build: ServerBuild, language: Language): ServerBuild {
  const routes: Routes = {};
  const assetRoutes: ServerBuild["assets"]["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const segment = firstSegmentOf(build.routes, route);
    if (segment !== null && segment !== language) continue;
    routes[id] = route;
    const asset = build.assets.routes[id];
    if (asset) assetRoutes[id] = asset;
  }
  return { ...build, routes, assets: { ...build.assets, routes: assetRoutes } };
}

/**
 * React Router's request handlers for a build, one per language prefix and one for the whole build:
 * `handlerFor(pathname)` picks the one that answers the path as the whole build would.
 */
export function languageRequestHandlers(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: Mode,
): { handlerFor(pathname: string): Handler } {
  const whole = createRequestHandler(build, mode);
  const byLanguage = new Map<Language, Handler>(
    LANGUAGES.map((language) => [
      language,
      createRequestHandler(
        typeof build === "function"
          ? async () => languageBuild(await build(), language)
          : languageBuild(build, language),
        mode,
      ),
    ]),
  );
  return {
    handlerFor(pathname) {
      const language = languagePrefixOf(pathname);
      return (language === null ? undefined : byLanguage.get(language)) ?? whole;
    },
  };
}
